import { createDynamoDocumentClient } from '../platform/aws-clients';
import { createAlertDigestDeps } from '../services/alerts/create-alert-digest';
import { scheduledMailHandler } from './mail-run';
import { runAlertDigests } from './run-alert-digests';

/**
 * Lambda entry of the daily alert digest on AWS (infra/alert-digest.ts: an EventBridge rule each morning): e-mails
 * each opted-in user the previous Chile day's alerts through {@link runAlertDigests}, stamped with the event's time.
 * @throws ZodError for a missing or malformed configuration; the stores' or Cognito's error (Lambda retries; the
 *   digests already sent are not sent again).
 */
export const handler = scheduledMailHandler(
  'alert digests',
  (config) => createAlertDigestDeps(config, createDynamoDocumentClient(config)),
  runAlertDigests,
);
