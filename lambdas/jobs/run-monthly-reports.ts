import { isFirstWorkingDay } from '@domain/reportes/monthly-report-day';
import { noMailsYet, type MailRunCounts } from '../mail/mail-run-counts';
import { sendMonthlyReports } from '../services/reportes/monthly-report';
import type { MonthlyReportRunDeps } from '../services/reportes/create-monthly-report';
import { mailRunOverFactorings } from './mail-run';

/**
 * One run of the monthly report e-mail over every factoring: each factoring's subscribers (sendMonthlyReports),
 * through {@link mailRunOverFactorings}. Runs on any day but the first working day of the Chile month
 * (domain/reportes/monthly-report-day.ts) read and send nothing.
 * @returns the counts of all factorings added up.
 * @throws the stores' or the directory's error (the reports already sent are not sent again).
 */
export async function runMonthlyReports(deps: MonthlyReportRunDeps, now: Date): Promise<MailRunCounts> {
  // The trigger fires every day: only the first working day reads the factorings at all.
  if (!isFirstWorkingDay(now)) return noMailsYet();
  return mailRunOverFactorings(deps.factorings, (scope, factoring) => sendMonthlyReports(deps, scope, factoring, now));
}
