import { isFirstWorkingDay } from '@domain/reportes/monthly-report-day';
import { todayInChile } from '@domain/chile-time';
import type { LocalPlatform } from '@infra/local/platform';
import { runMonthlyReports } from '@lambdas/jobs/run-monthly-reports';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { createMonthlyReportDeps } from '@lambdas/services/reportes/create-monthly-report';
import type { MailRunCounts } from '@lambdas/mail/mail-run-counts';

/**
 * Runs the monthly report e-mail job of a started local platform once, at `now`: the same runMonthlyReports, over the
 * platform's stores, user directory and MailDev, that local mode's hourly schedule runs with the wall clock. Local mode
 * has no clock a test can move (and no endpoint moves time), so a test picks the instant here.
 * @returns the run's counts (sent, already sent this month, failed).
 * @throws the stores' or the directory's error.
 */
export async function runMonthlyReportsAt(platform: Pick<LocalPlatform, 'config'>, now: Date): Promise<MailRunCounts> {
  const doc = createDynamoDocumentClient(platform.config);
  const s3 = createS3Client(platform.config);
  try {
    return await runMonthlyReports(createMonthlyReportDeps(platform.config, { doc, s3 }), now);
  } finally {
    doc.destroy();
    s3.destroy();
  }
}

/**
 * Noon in Santiago (15:00 UTC, within the day in summer and winter time) of the first working day of the Chile month
 * `now` falls in: the day the monthly report goes out (domain/reportes/monthly-report-day.ts), one of the month's
 * first three days.
 */
export function firstWorkingDayOfMonth(now: Date): Date {
  const month = todayInChile(now).slice(0, 7);
  const noon = ['01', '02', '03']
    .map((day) => new Date(`${month}-${day}T15:00:00.000Z`))
    .find((instant) => isFirstWorkingDay(instant));
  if (!noon) throw new Error(`${month} has no working day among its first three`);
  return noon;
}
