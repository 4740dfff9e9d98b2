import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  verifyWebhookSignature,
  webhookSignature,
} from '@lambdas/webhook-delivery/webhook-signature';

describe('webhook signature', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ tipo: 'cesion.nueva', monto: 1190000, razonSocial: 'ÑUÑOA SpA' });
  const ts = 1_800_000_000;

  const eventId = 'cesion.nueva|76354771-K|33|1234';

  it('is HMAC-SHA256 of "{timestamp}.{eventId}.{body}" in hex, keyed by the secret', () => {
    const expected = createHmac('sha256', secret).update(`${ts}.${eventId}.${body}`).digest('hex');
    expect(webhookSignature(secret, { eventId, timestamp: ts, body })).toBe(`v1=${expected}`);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('verifies only the same secret, event id, body and timestamp, within 5 minutes', () => {
    const signature = webhookSignature(secret, { eventId, timestamp: ts, body });
    const ok = { secret, eventId, timestamp: String(ts), signature, body, nowSeconds: ts + 10 };
    expect(verifyWebhookSignature({ ...ok, eventId: 'cesion.nueva|otro' })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, eventId: undefined })).toBe(false);
    expect(verifyWebhookSignature(ok)).toBe(true);
    expect(verifyWebhookSignature({ ...ok, body: body.replace('1190000', '1190001') })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, secret: newWebhookSecret() })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, timestamp: String(ts + 1) })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, nowSeconds: ts + 301 })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, signature: undefined })).toBe(false);
  });
});
