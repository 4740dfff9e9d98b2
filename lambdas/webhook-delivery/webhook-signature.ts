import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header with the delivery's Unix time in seconds, the one signed. */
export const TIMESTAMP_HEADER = 'x-radar-timestamp';
/** Header with 'v1={hex HMAC-SHA256}'. */
export const SIGNATURE_HEADER = 'x-radar-signature';
/** Header naming the event type (idWebhook). */
export const EVENT_HEADER = 'x-radar-evento';
/** Header with the event id, the one signed (the same on every attempt; 'prueba' on a Test). */
export const EVENT_ID_HEADER = 'x-radar-evento-id';
/** Header with the delivery id (the same on every attempt of one delivery) and the attempt number. */
export const DELIVERY_HEADER = 'x-radar-entrega';
export const ATTEMPT_HEADER = 'x-radar-intento';

/** A receiver should refuse a signature older than this (replays), seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new signing secret: 'whsec_' and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What a signature covers: the event id, the delivery's Unix time in seconds and the exact bytes POSTed (UTF-8). */
export interface SignedParts {
  /** the value of {@link EVENT_ID_HEADER} */
  eventId: string;
  /** Unix seconds, the value of {@link TIMESTAMP_HEADER} */
  timestamp: number;
  body: string;
}

/**
 * The signature of a delivery (payloads signed with HMAC-SHA256 over the event id, a timestamp and the body, so a
 * signed body cannot be replayed under another event id or time): hex HMAC-SHA256, keyed by the subscription's
 * secret, of `${timestamp}.${eventId}.${body}`, as the header value 'v1={hex}'.
 */
export function webhookSignature(secret: string, { eventId, timestamp, body }: SignedParts): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${eventId}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * What a receiver does with a delivery: recomputes the signature of `${timestamp}.${eventId}.${body}` from the
 * headers and the body, and compares it in constant time, refusing timestamps farther than
 * {@link SIGNATURE_TOLERANCE_SECONDS} from `nowSeconds`.
 * @returns true when the signature is the secret's and the timestamp is fresh.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  eventId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  nowSeconds: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(input.nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS ||
    !input.signature ||
    input.eventId === undefined
  )
    return false;
  const expected = Buffer.from(webhookSignature(input.secret, { eventId: input.eventId, timestamp, body: input.body }));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
