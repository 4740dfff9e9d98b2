import type { WebhookHttpAnswer, WebhookPoster } from './webhook-http';
import { ATTEMPT_HEADER, DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './webhook-signature';

/** What one signed POST did: the answer, or why there was none, and how long it took. */
export interface SignedPostResult {
  answer: WebhookHttpAnswer | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs a webhook body signed with the subscription's secret (webhook-signature.ts headers: timestamp, signature, event
 * type, delivery id and attempt). Never throws: a failed connection is the result's error.
 */
export async function signedPost(
  post: WebhookPoster,
  input: { url: string; body: string; secret: string | null; tipo: string; deliveryId: string; attempt: number; now: Date },
): Promise<SignedPostResult> {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const headers: Record<string, string> = {
    [TIMESTAMP_HEADER]: String(timestamp),
    [EVENT_HEADER]: input.tipo,
    [DELIVERY_HEADER]: input.deliveryId,
    [ATTEMPT_HEADER]: String(input.attempt),
  };
  if (input.secret) headers[SIGNATURE_HEADER] = webhookSignature(input.secret, timestamp, input.body);
  const started = Date.now();
  try {
    const answer = await post(input.url, input.body, headers);
    return { answer, error: null, durationMs: Date.now() - started };
  } catch (error) {
    return { answer: null, error: error instanceof Error ? error.message : String(error), durationMs: Date.now() - started };
  }
}
