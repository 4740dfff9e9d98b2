import type { ScheduledEvent } from 'aws-lambda';
import { createDynamoDocumentClient } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import type { AlertDigestCounts } from '../services/alerts/alert-digest';
import { createAlertDigestDeps, type AlertDigestRunDeps } from '../services/alerts/create-alert-digest';
import { runAlertDigests } from './run-alert-digests';
import { logger, observedHandler } from '../platform/observability';

/** The digest's dependencies, built on the first invocation and reused while the container lives. */
let deps: AlertDigestRunDeps | undefined;

/**
 * Lambda entry of the daily alert digest on AWS (infra/alert-digest.ts: an EventBridge rule each morning): e-mails
 * each opted-in user the previous Chile day's alerts through {@link runAlertDigests}, stamped with the event's time.
 * @throws ZodError for a missing or malformed configuration; the stores' or Cognito's error (Lambda retries; the
 *   digests already sent are not sent again).
 */
async function handle(event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<AlertDigestCounts> {
  if (!deps) {
    const config = readServerConfig(process.env);
    deps = createAlertDigestDeps(config, createDynamoDocumentClient(config));
  }
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await runAlertDigests(deps, now);
  logger.info('alert digests', { now: now.toISOString(), ...counts });
  return counts;
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
