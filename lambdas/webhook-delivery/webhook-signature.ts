import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header with the delivery's Unix time in seconds, the one signed. */
export const TIMESTAMP_HEADER = 'x-radar-timestamp';
/** Header with 'v1={hex HMAC-SHA256}'. */
export const SIGNATURE_HEADER = 'x-radar-signature';
/** Header naming the event type (idWebhook). */
export const EVENT_HEADER = 'x-radar-evento';
/** Header with the delivery id (the same on every attempt of one delivery) and the attempt number. */
export const DELIVERY_HEADER = 'x-radar-entrega';
export const ATTEMPT_HEADER = 'x-radar-intento';

/** A receiver should refuse a signature older than this (replays), seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new signing secret: 'whsec_' and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The signature of a delivery (payloads signed with HMAC-SHA256 and a timestamp): hex HMAC-SHA256, keyed by
 * the subscription's secret, of `${timestamp}.${body}`, as the header value 'v1={hex}'.
 * @param timestamp Unix seconds, the value of {@link TIMESTAMP_HEADER}.
 * @param body the exact bytes POSTed (UTF-8 JSON).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * What a receiver does with a delivery: recomputes the signature of `${timestamp}.${body}` and compares it in constant
 * time, refusing timestamps farther than {@link SIGNATURE_TOLERANCE_SECONDS} from `nowSeconds`.
 * @returns true when the signature is the secret's and the timestamp is fresh.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  nowSeconds: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(input.nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS ||
    !input.signature
  )
    return false;
  const expected = Buffer.from(webhookSignature(input.secret, timestamp, input.body));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
