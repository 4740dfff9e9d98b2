import type { WebhookEventType } from '@domain/platform-events/webhook-resources';
import type { FactoringScope } from '../platform/factoring-scope';
import type { WebhookRepository } from '../store/webhook-repository';
import { isDelivered } from './retry-schedule';
import type { WebhookHttpAnswer, WebhookPoster } from './webhook-http';
import {
  ATTEMPT_HEADER,
  DELIVERY_HEADER,
  EVENT_HEADER,
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from './webhook-signature';

/** What one signed POST did: the answer, or why there was none, and whether it counts as delivered. */
export interface SignedPostResult {
  answer: WebhookHttpAnswer | null;
  error: string | null;
  delivered: boolean;
  durationMs: number;
}

/** One POST of a webhook body: where, what, and which event, delivery and attempt it is (0 for a Test). */
export interface SignedPostInput {
  url: string;
  body: string;
  /** the platform event's id ('prueba' for a Test), sent and signed with the body */
  eventId: string;
  /** the subscription's signing secret; null sends it unsigned (a Test of a URL not saved yet) */
  secret: string | null;
  tipo: string;
  deliveryId: string;
  attempt: number;
  now: Date;
}

/**
 * POSTs a webhook body signed with the subscription's secret (webhook-signature.ts headers: timestamp, signature, event
 * type, event id, delivery id and attempt). Never throws: a failed connection is the result's error.
 */
export async function signedPost(post: WebhookPoster, input: SignedPostInput): Promise<SignedPostResult> {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const headers: Record<string, string> = {
    [TIMESTAMP_HEADER]: String(timestamp),
    [EVENT_HEADER]: input.tipo,
    [EVENT_ID_HEADER]: input.eventId,
    [DELIVERY_HEADER]: input.deliveryId,
    [ATTEMPT_HEADER]: String(input.attempt),
  };
  if (input.secret)
    headers[SIGNATURE_HEADER] = webhookSignature(input.secret, { eventId: input.eventId, timestamp, body: input.body });
  const started = Date.now();
  try {
    const answer = await post(input.url, input.body, headers);
    return { answer, error: null, delivered: isDelivered(answer.statusCode), durationMs: Date.now() - started };
  } catch (error) {
    return {
      answer: null,
      error: error instanceof Error ? error.message : String(error),
      delivered: false,
      durationMs: Date.now() - started,
    };
  }
}

/**
 * {@link signedPost} to a saved webhook of the scope's factoring, logged as one attempt of its delivery log (time,
 * status code, attempt; the reason or the start of the answer's body when not delivered).
 * @throws the store's error when the attempt cannot be logged.
 */
export async function postAndLog(
  deps: { webhooks: Pick<WebhookRepository, 'recordAttempt'>; post: WebhookPoster },
  scope: FactoringScope,
  input: SignedPostInput & { tipo: WebhookEventType },
): Promise<SignedPostResult> {
  const result = await signedPost(deps.post, input);
  await deps.webhooks.recordAttempt(scope, {
    tipo: input.tipo,
    deliveryId: input.deliveryId,
    eventId: input.eventId,
    attempt: input.attempt,
    at: input.now.toISOString(),
    url: input.url,
    statusCode: result.answer?.statusCode ?? null,
    error: result.delivered ? null : (result.error ?? (result.answer?.body || null)),
    durationMs: result.durationMs,
  });
  return result;
}
