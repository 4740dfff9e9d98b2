import type { ScheduledEvent } from 'aws-lambda';
import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import type { MonthlyReportCounts } from '../services/reportes/monthly-report';
import { createMonthlyReportDeps, type MonthlyReportRunDeps } from '../services/reportes/create-monthly-report';
import { runMonthlyReports } from './run-monthly-reports';
import { logger, observedHandler } from '../platform/observability';

/** The report's dependencies, built on the first invocation and reused while the container lives. */
let deps: MonthlyReportRunDeps | undefined;

/**
 * Lambda entry of the monthly report e-mail on AWS (infra/monthly-report.ts: an EventBridge rule each morning): on the
 * first working day of the month e-mails each subscriber the previous month's report through
 * {@link runMonthlyReports}, stamped with the event's time; other days it sends nothing.
 * @throws ZodError for a missing or malformed configuration; the stores' or Cognito's error (Lambda retries; the
 *   reports already sent are not sent again).
 */
async function handle(event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<MonthlyReportCounts> {
  if (!deps) {
    const config = readServerConfig(process.env);
    deps = createMonthlyReportDeps(config, { doc: createDynamoDocumentClient(config), s3: createS3Client(config) });
  }
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await runMonthlyReports(deps, now);
  logger.info('monthly reports', { now: now.toISOString(), ...counts });
  return counts;
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
