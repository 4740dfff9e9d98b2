import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import { createMonthlyReportDeps } from '../services/reportes/create-monthly-report';
import { scheduledMailHandler } from './mail-run';
import { runMonthlyReports } from './run-monthly-reports';

/**
 * Lambda entry of the monthly report e-mail on AWS (infra/monthly-report.ts: an EventBridge rule each morning): on the
 * first working day of the month e-mails each subscriber the previous month's report through
 * {@link runMonthlyReports}, stamped with the event's time; other days it sends nothing.
 * @throws ZodError for a missing or malformed configuration; the stores' or Cognito's error (Lambda retries; the
 *   reports already sent are not sent again).
 */
export const handler = scheduledMailHandler(
  'monthly reports',
  (config) => createMonthlyReportDeps(config, { doc: createDynamoDocumentClient(config), s3: createS3Client(config) }),
  runMonthlyReports,
);
