import { describe, expect, it, vi } from 'vitest';
import type { WebhookJobMessage } from '@lambdas/services/jobs/job-messages';
import type { WebhookAttempt, WebhookSubscription } from '@lambdas/store/webhook-repository';
import { deliverWebhook, SLOT_BUSY_DELAY_SECONDS } from '@lambdas/services/webhooks/deliver-webhook';
import type { SlotLeases } from '@lambdas/services/webhooks/delivery-slots';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { retryDelaySeconds } from '@lambdas/webhook-delivery/retry-schedule';
import type { WebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { verifyWebhookSignature } from '@lambdas/webhook-delivery/webhook-signature';
import { systemScope } from '@lambdas/access/system-scope';

const RUT = '76389992-6';
const SCOPE = systemScope(RUT);
const NOW = new Date('2026-11-24T15:00:00Z');
const SECRET = 'whsec_prueba';
const SUBSCRIPTION: WebhookSubscription = {
  rutFactoring: RUT,
  tipo: 'cesion.reclamada',
  url: 'https://hooks.example.com/radar',
  email: 'ops@factoring.cl',
  tipoActor: 'cesionario',
  creadaEn: NOW.toISOString(),
  actualizadaEn: NOW.toISOString(),
};
const MESSAGE: WebhookJobMessage = {
  kind: 'webhook',
  rutFactoring: RUT,
  tipo: 'cesion.reclamada',
  deliveryId: 'd-1',
  eventId: 'cesion.reclamada|x',
  attempt: 1,
  delaySeconds: 0,
  body: '{"tipo":"cesion.reclamada"}',
};

/** The shared leases as an in-memory map (their DynamoDB behaviour is covered by lease-repository's test). */
function memoryLeases(): SlotLeases & { held: Map<string, string> } {
  const held = new Map<string, string>();
  return {
    held,
    acquire: async (lease, owner) => !held.has(lease) && Boolean(held.set(lease, owner)),
    release: async (lease, owner) => held.get(lease) === owner && held.delete(lease),
  };
}

function harness(post: WebhookPoster, subscription: WebhookSubscription | null = SUBSCRIPTION) {
  const attempts: WebhookAttempt[] = [];
  const slots = memoryLeases();
  const deps = {
    webhooks: {
      getSubscription: async () => subscription,
      openSecret: async () => SECRET,
      recordAttempt: async ({ rutFactoring }: FactoringScope, attempt: Omit<WebhookAttempt, 'rutFactoring'>) =>
        void attempts.push({ ...attempt, rutFactoring }),
    },
    post,
    retryDelaysSeconds: [60, 300],
    slots,
    concurrencyPerFactoring: 2,
    logger: { info: vi.fn(), warn: vi.fn() },
  };
  return { deps, attempts, slots };
}

describe('retryDelaySeconds', () => {
  it('two retries with growing delays, then none', () => {
    expect([1, 2, 3].map((attempt) => retryDelaySeconds(attempt, [60, 300]))).toEqual([60, 300, null]);
  });
});

describe('deliverWebhook', () => {
  it('POSTs the body signed over "{timestamp}.{eventId}.{body}" to the current URL and logs the 200', async () => {
    const post = vi.fn<WebhookPoster>(async () => ({ statusCode: 200, body: 'ok' }));
    const h = harness(post);
    expect(await deliverWebhook(h.deps, SCOPE, MESSAGE, NOW)).toEqual({ status: 'ok', followUps: [] });
    const [url, body, headers] = post.mock.calls[0]!;
    expect(url).toBe(SUBSCRIPTION.url);
    expect(body).toBe(MESSAGE.body);
    expect(headers).toMatchObject({
      'x-radar-evento': 'cesion.reclamada',
      'x-radar-entrega': 'd-1',
      'x-radar-intento': '1',
      'x-radar-evento-id': MESSAGE.eventId,
      'x-radar-timestamp': String(NOW.getTime() / 1000),
    });
    const valid = verifyWebhookSignature({
      secret: SECRET,
      eventId: headers['x-radar-evento-id'],
      timestamp: headers['x-radar-timestamp'],
      signature: headers['x-radar-signature'],
      body,
      nowSeconds: NOW.getTime() / 1000,
    });
    expect(valid).toBe(true);
    expect(h.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, error: null, at: NOW.toISOString(), deliveryId: 'd-1' }),
    ]);
  });

  it('a failing receiver is retried twice through delayed follow-ups (60 s, 300 s), then the delivery stops', async () => {
    const h = harness(async () => ({ statusCode: 500, body: 'error interno' }));
    const first = await deliverWebhook(h.deps, SCOPE, MESSAGE, NOW);
    expect(first.followUps).toEqual([{ ...MESSAGE, attempt: 2, delaySeconds: 60 }]);
    const second = await deliverWebhook(h.deps, SCOPE, first.followUps[0] as WebhookJobMessage, NOW);
    expect(second.followUps).toEqual([{ ...MESSAGE, attempt: 3, delaySeconds: 300 }]);
    const third = await deliverWebhook(h.deps, SCOPE, second.followUps[0] as WebhookJobMessage, NOW);
    expect(third).toEqual({ status: 'partial', followUps: [] });
    expect(h.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'error interno'],
      [2, 500, 'error interno'],
      [3, 500, 'error interno'],
    ]);
  });

  it('no answer at all is logged with its reason and retried', async () => {
    const h = harness(async () => Promise.reject(new Error('connect ECONNREFUSED')));
    const outcome = await deliverWebhook(h.deps, SCOPE, MESSAGE, NOW);
    expect(outcome.followUps).toHaveLength(1);
    expect(h.attempts[0]).toMatchObject({ statusCode: null, error: 'connect ECONNREFUSED' });
  });

  it("holds at most the factoring's cap of attempts at once: past it the same attempt comes back later, uncalled", async () => {
    const answers: Array<() => void> = [];
    const post = vi.fn<WebhookPoster>(
      () => new Promise((resolve) => answers.push(() => resolve({ statusCode: 200, body: 'ok' }))),
    );
    const h = harness(post);
    const running = [
      deliverWebhook(h.deps, SCOPE, MESSAGE, NOW),
      deliverWebhook(h.deps, SCOPE, { ...MESSAGE, deliveryId: 'd-2' }, NOW),
    ];
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const third = { ...MESSAGE, deliveryId: 'd-3' };
    expect(await deliverWebhook(h.deps, SCOPE, third, NOW)).toEqual({
      status: 'skipped',
      followUps: [{ ...third, delaySeconds: SLOT_BUSY_DELAY_SECONDS }],
    });
    expect(post).toHaveBeenCalledTimes(2);
    expect(h.attempts).toEqual([]);
    // Another factoring has slots of its own.
    const other = { ...MESSAGE, rutFactoring: '77360390-1', deliveryId: 'd-4' };
    const otherRun = deliverWebhook(h.deps, systemScope(other.rutFactoring), other, NOW);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    for (const answer of answers) answer();
    post.mockImplementation(async () => ({ statusCode: 200, body: 'ok' }));
    expect((await Promise.all([...running, otherRun])).map((outcome) => outcome.status)).toEqual(['ok', 'ok', 'ok']);
    expect(h.slots.held.size).toBe(0);
    expect((await deliverWebhook(h.deps, SCOPE, third, NOW)).status).not.toBe('skipped');
  });

  it('a webhook removed meanwhile is not called', async () => {
    const post = vi.fn<WebhookPoster>();
    const h = harness(post, null);
    expect(await deliverWebhook(h.deps, SCOPE, MESSAGE, NOW)).toEqual({ status: 'skipped', followUps: [] });
    expect(post).not.toHaveBeenCalled();
  });
});
