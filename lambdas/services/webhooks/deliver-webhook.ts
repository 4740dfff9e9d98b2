import { isWebhookResourceId } from '@domain/platform-events/webhook-resources';
import type { WebhookJobMessage } from '../jobs/job-messages';
import type { JobOutcome } from '../jobs/job-services';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { WebhookRepository } from '../../store/webhook-repository';
import { retryDelaySeconds } from '../../webhook-delivery/retry-schedule';
import { postAndLog } from '../../webhook-delivery/signed-post';
import type { WebhookPoster } from '../../webhook-delivery/webhook-http';
import { takeDeliverySlot, type SlotLeases } from './delivery-slots';

/**
 * Wait before a delivery that found all of its factoring's slots held is tried again, seconds: about one attempt's time
 * limit, by when a slot is free again.
 */
export const SLOT_BUSY_DELAY_SECONDS = 10;

/** What a delivery attempt needs. */
export interface WebhookDeliveryDeps {
  webhooks: Pick<WebhookRepository, 'getSubscription' | 'openSecret' | 'recordAttempt'>;
  post: WebhookPoster;
  /** config.webhooks.retryDelaysSeconds */
  retryDelaysSeconds: readonly number[];
  /** The shared leases that hold the factoring's delivery slots. */
  slots: SlotLeases;
  /** config.webhooks.concurrencyPerFactoring: attempts of one factoring running at once, at most. */
  concurrencyPerFactoring: number;
  logger: Pick<Console, 'info' | 'warn'>;
}

/**
 * One attempt of a delivery (a 'webhook' job message): POSTs the event's JSON to the factoring's current URL for that
 * event type, signed with its secret, and logs the attempt (time, status code, attempt number). A 2xx answer ends the
 * delivery; otherwise the outcome asks for the next attempt after the retry schedule's delay (retry-schedule.ts: two
 * retries, then it stops), as a follow-up message the queue holds back: no Lambda sleeps.
 * The POST runs in one of the factoring's delivery slots (delivery-slots.ts); with all of them held the same attempt
 * comes back after {@link SLOT_BUSY_DELAY_SECONDS}, so a factoring whose receiver hangs waits for itself and not the
 * others.
 * @param scope the factoring the message names, vouched for by the job's entry handler (a job has no user).
 * @returns 'ok' when delivered; 'partial' when it failed (with the retry as follow-up while one is left); 'skipped'
 *   when the factoring no longer subscribes to that event type, or when its slots are all held (the same attempt as
 *   follow-up).
 * @throws the stores' and sealer's errors (the transport retries the message).
 */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  scope: FactoringScope,
  message: WebhookJobMessage,
  now: Date,
): Promise<JobOutcome> {
  const { tipo, deliveryId, attempt } = message;
  const { rutFactoring } = scope;
  if (!isWebhookResourceId(tipo)) return { status: 'skipped', followUps: [] };
  const subscription = await deps.webhooks.getSubscription(scope, tipo);
  if (!subscription) return { status: 'skipped', followUps: [] };
  const secret = await deps.webhooks.openSecret(scope, tipo);
  const slot = await takeDeliverySlot(deps.slots, rutFactoring, deps.concurrencyPerFactoring, now);
  if (!slot) return { status: 'skipped', followUps: [{ ...message, delaySeconds: SLOT_BUSY_DELAY_SECONDS }] };
  let result;
  try {
    result = await postAndLog(deps, scope, {
      tipo,
      eventId: message.eventId,
      url: subscription.url,
      body: message.body,
      secret,
      deliveryId,
      attempt,
      now,
    });
  } finally {
    await slot.release();
  }
  if (result.delivered) return { status: 'ok', followUps: [] };
  const delay = retryDelaySeconds(attempt, deps.retryDelaysSeconds);
  if (delay === null) {
    deps.logger.warn('webhook abandoned after its retries', {
      rutFactoring,
      tipo,
      deliveryId,
      attempt,
      statusCode: result.answer?.statusCode ?? null,
    });
    return { status: 'partial', followUps: [] };
  }
  return { status: 'partial', followUps: [{ ...message, attempt: attempt + 1, delaySeconds: delay }] };
}
