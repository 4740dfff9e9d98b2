import { describe, expect, it, vi } from 'vitest';
import type { WebhookSubscription } from '@lambdas/store/webhook-repository';
import { DEMO_WEBHOOK_TIPO, seedDemoWebhook } from '@infra/local/seed-webhook';

const RUT = '77287273-9';
const NOW = new Date('2026-11-29T12:00:00Z');

function store(existing: WebhookSubscription | null) {
  return {
    getSubscription: vi.fn(async () => existing),
    putSubscription: vi.fn(async () => undefined),
    openSecret: vi.fn(async () => 'secreto'),
    recordAttempt: vi.fn(async () => undefined),
  };
}

const subscription = (url: string, email = 'demo@radarcesiones.cl'): WebhookSubscription => ({
  rutFactoring: RUT,
  tipo: DEMO_WEBHOOK_TIPO,
  url,
  email,
  tipoActor: 'cesionario',
  creadaEn: '2026-11-28T10:00:00.000Z',
  actualizadaEn: '2026-11-28T10:00:00.000Z',
});

describe('seedDemoWebhook on a data directory that already holds the demo subscription', () => {
  const post = vi.fn();

  it('moves the demo subscription to the receiver of this start, keeping its secret', async () => {
    const webhooks = store(subscription('http://127.0.0.1:40111/webhooks/radar'));
    const created = await seedDemoWebhook(RUT, 'http://127.0.0.1:35222/webhooks/radar', { webhooks, post }, NOW);
    expect(created).toBe(false);
    expect(webhooks.putSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ rutFactoring: RUT }),
      expect.objectContaining({ url: 'http://127.0.0.1:35222/webhooks/radar', creadaEn: '2026-11-28T10:00:00.000Z' }),
      null,
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('leaves a subscription the user pointed elsewhere as it is', async () => {
    const webhooks = store(subscription('https://erp.factoring.cl/radar', 'ti@factoring.cl'));
    await seedDemoWebhook(RUT, 'http://127.0.0.1:35222/webhooks/radar', { webhooks, post }, NOW);
    expect(webhooks.putSubscription).not.toHaveBeenCalled();
  });

  it('writes nothing when the receiver did not move', async () => {
    const webhooks = store(subscription('http://127.0.0.1:35222/webhooks/radar'));
    await seedDemoWebhook(RUT, 'http://127.0.0.1:35222/webhooks/radar', { webhooks, post }, NOW);
    expect(webhooks.putSubscription).not.toHaveBeenCalled();
  });
});
