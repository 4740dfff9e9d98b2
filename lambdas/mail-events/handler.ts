import type { SNSEvent } from 'aws-lambda';
import { createDynamoDocumentClient } from '../platform/aws-clients';
import { readServerConfig } from '../platform/config';
import { MailRepository } from '../store/mail-repository';
import { applySesEvent, type SesEvent } from '../mail/ses-events';
import { logger, observedHandler } from '../platform/observability';

/** The repository, built on the first invocation and reused while the container lives. */
let store: MailRepository | undefined;

/**
 * Lambda entry of the SES configuration set's events on AWS (infra/mail.ts: SES -> SNS topic -> this function):
 * applies each record's event (bounces and complaints to the suppression list, delivery states to the `mails`
 * records) through {@link applySesEvent}. Addresses are logged as counts only.
 * @throws ZodError for a missing or malformed configuration; SyntaxError for a message that is not JSON; the
 *   store's error (SNS retries the delivery).
 */
async function handle(event: SNSEvent): Promise<void> {
  if (!store) {
    const config = readServerConfig(process.env);
    store = new MailRepository(createDynamoDocumentClient(config), config.tables);
  }
  for (const record of event.Records) {
    const sesEvent = JSON.parse(record.Sns.Message) as SesEvent;
    const outcome = await applySesEvent(sesEvent, store, new Date());
    logger.info('ses event', {
      eventType: sesEvent.eventType,
      estado: outcome.estado,
      suppressed: outcome.suppressed.length,
    });
  }
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
