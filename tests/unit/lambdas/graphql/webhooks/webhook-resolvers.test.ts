import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_RESOURCES, type WebhookEventType } from '@domain/platform-events/webhook-resources';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { webhookResolvers } from '@lambdas/graphql/webhooks/resolvers';
import { WEBHOOKS_NOT_ENABLED_MESSAGE } from '@domain/factoring-features';
import { ForbiddenError } from '@lambdas/platform/errors';
import type { WebhookAttempt, WebhookSubscription } from '@lambdas/store/webhook-repository';
import type { WebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { verifyWebhookSignature } from '@lambdas/webhook-delivery/webhook-signature';
import { anaIdentity } from '@tests/support/identity-factory';
import { UNUSED_STORES } from '@tests/support/store-stubs';

const RUT = '76389992-6';
const NOW = new Date('2026-11-24T15:00:00Z');
const PUBLIC_DNS = async (host: string) =>
  host === 'hooks.example.com' ? ['93.184.216.34'] : host === 'rebind.example.com' ? ['10.0.0.7'] : [];

/** The repository as an in-memory map (its DynamoDB behaviour is covered by the integration test). */
function memoryWebhooks() {
  const subscriptions = new Map<WebhookEventType, WebhookSubscription>();
  const secrets = new Map<WebhookEventType, string>();
  const attempts: WebhookAttempt[] = [];
  const webhooks: GraphqlDeps['webhooks'] = {
    listSubscriptions: async () => [...subscriptions.values()],
    getSubscription: async (_rut, tipo) => subscriptions.get(tipo) ?? null,
    putSubscription: async ({ rutFactoring }, subscription, secret) => {
      subscriptions.set(subscription.tipo, { ...subscription, rutFactoring });
      if (secret) secrets.set(subscription.tipo, secret);
    },
    deleteSubscription: async (_rut, tipo) => subscriptions.delete(tipo),
    openSecret: async (_rut, tipo) => secrets.get(tipo) ?? null,
    listAttempts: async (_rut, tipo) => attempts.filter((attempt) => attempt.tipo === tipo).reverse(),
    recordAttempt: async ({ rutFactoring }, attempt) => void attempts.push({ ...attempt, rutFactoring }),
  };
  return { webhooks, subscriptions, attempts };
}

function harness(
  post: WebhookPoster = vi.fn(async () => ({ statusCode: 200, body: '' })),
  features: Record<string, boolean> = {},
) {
  const memory = memoryWebhooks();
  const deps: GraphqlDeps = {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    factorings: { get: async (rut) => ({ rut, razonSocial: 'Factoring', features }) },
    webhooks: memory.webhooks,
    webhookDelivery: { policy: { allowLocalHttp: false }, post, resolve: PUBLIC_DNS },
    now: () => NOW,
  };
  const call = (field: string, args: Record<string, unknown>, identity = anaIdentity({ herramientas: '1' })) =>
    webhookResolvers[field]!({ args, identity, deps });
  return { ...memory, deps, call, post };
}

describe('webhook resolvers (core-platform §7, §6 herramientas)', () => {
  it('lists every resource with description and sample payload; saving gives a secret once and shows the URL', async () => {
    const h = harness();
    const empty = (await h.call('Query.webhooks', { rutFactoring: '76.389.992-6' })) as Array<{
      idWebhook: string;
      URL: string | null;
      payload: string;
    }>;
    expect(empty.map((w) => w.idWebhook)).toEqual(WEBHOOK_RESOURCES.map((r) => r.idWebhook));
    expect(empty.every((w) => w.URL === null)).toBe(true);
    expect(JSON.parse(empty[2]!.payload)).toMatchObject({
      tipo: 'cesion.reclamada',
      rutFactoring: RUT,
      documento: { folio: 1234 },
    });

    const first = (await h.call('Mutation.subscribeNotification', {
      idWebhook: 'cesion.reclamada',
      URL: 'https://hooks.example.com/radar',
      rutFactoring: RUT,
    })) as { secreto: string };
    expect(first).toMatchObject({ success: true, body: 'Webhook guardado exitosamente' });
    expect(first.secreto).toMatch(/^whsec_/);
    const again = await h.call('Mutation.saveSubscriptor', {
      idWebhook: 'cesion.reclamada',
      urlWebhooks: 'https://hooks.example.com/otra',
      rutFactoring: RUT,
    });
    expect(again).toEqual({ success: true, body: 'Webhook guardado exitosamente', secreto: null });
    // Shown once: no operation reads a saved secret again, and no listing carries it.
    expect(Object.keys(webhookResolvers).filter((field) => /secreto/i.test(field))).toEqual([
      'Mutation.rotarSecretoWebhook',
    ]);
    const listed = (await h.call('Query.getWebhooks', { rutFactoring: RUT })) as Array<{
      idWebhook: string;
      URL: string | null;
      email: string | null;
    }>;
    expect(listed.find((w) => w.idWebhook === 'cesion.reclamada')).toMatchObject({
      URL: 'https://hooks.example.com/otra',
      email: 'ana@stcapital.cl',
    });
    expect(JSON.stringify(listed)).not.toContain(first.secreto);
    const rotated = (await h.call('Mutation.rotarSecretoWebhook', {
      idWebhook: 'cesion.reclamada',
      rutFactoring: RUT,
    })) as { secreto: string };
    expect(rotated.secreto).toMatch(/^whsec_/);
    expect(rotated.secreto).not.toBe(first.secreto);

    expect(
      await h.call('Mutation.subscribeNotification', { idWebhook: 'cesion.reclamada', URL: '  ', rutFactoring: RUT }),
    ).toMatchObject({ body: 'Webhook eliminado' });
    expect(h.subscriptions.size).toBe(0);
  });

  it.each([
    'https://127.0.0.1/h',
    'https://169.254.169.254/latest/meta-data',
    'https://10.1.1.1/h',
    'https://192.168.0.2/h',
    'https://[::1]/h',
    'https://rebind.example.com/h',
    'http://hooks.example.com/h',
  ])('refuses to save or test %s on AWS settings, storing and sending nothing', async (url) => {
    const h = harness();
    const saved = (await h.call('Mutation.subscribeNotification', {
      idWebhook: 'cesion.nueva',
      URL: url,
      rutFactoring: RUT,
    })) as { success: boolean; body: string };
    expect(saved.success).toBe(false);
    expect(saved.body).toMatch(/dirección interna o privada|debe usar https/);
    const tested = (await h.call('Mutation.testWebhooks', { URL: url, rutFactoring: RUT })) as { success: boolean };
    expect(tested.success).toBe(false);
    expect(h.subscriptions.size).toBe(0);
    expect(h.post).not.toHaveBeenCalled();
  });

  it('Test: a 2xx answers the spec message, is marked as a test inside the signed body, signed over its event id with the saved secret and logged as attempt 0; a failure shows the server body', async () => {
    const post = vi.fn<WebhookPoster>(async () => ({ statusCode: 200, body: 'ok' }));
    const h = harness(post);
    const { secreto } = (await h.call('Mutation.subscribeNotification', {
      idWebhook: 'cesion.nueva',
      URL: 'https://hooks.example.com/radar',
      rutFactoring: RUT,
    })) as { secreto: string };
    const ok = await h.call('Mutation.TestSubscriptor', {
      urlaEnviar: 'https://hooks.example.com/radar',
      payload: '{"a": 1}',
      rutFactoring: RUT,
      idWebhook: 'cesion.nueva',
    });
    expect(ok).toEqual({ success: true, body: 'Test realizado exitosamente', secreto: null });
    const [, body, headers] = post.mock.calls[0]!;
    expect(JSON.parse(body)).toEqual({ a: 1, prueba: true });
    expect(headers['x-radar-evento-id']).toBe('prueba');
    const signed = {
      secret: secreto,
      eventId: headers['x-radar-evento-id'],
      timestamp: headers['x-radar-timestamp'],
      signature: headers['x-radar-signature'],
      body,
      nowSeconds: NOW.getTime() / 1000,
    };
    expect(verifyWebhookSignature(signed)).toBe(true);
    expect(verifyWebhookSignature({ ...signed, eventId: 'cesion.nueva|otro' })).toBe(false);
    expect(verifyWebhookSignature({ ...signed, body: '{"a":1}' })).toBe(false);

    // A payload that says it is no test is still marked as one.
    await h.call('Mutation.testWebhooks', {
      URL: 'https://hooks.example.com/radar',
      payload: '{"prueba": false, "tipo": "cesion.nueva"}',
      rutFactoring: RUT,
      idWebhook: 'cesion.nueva',
    });
    expect(JSON.parse(post.mock.calls[1]![1])).toEqual({ tipo: 'cesion.nueva', prueba: true });
    expect(
      await h.call('Mutation.testWebhooks', {
        URL: 'https://hooks.example.com/radar',
        payload: '[1]',
        rutFactoring: RUT,
      }),
    ).toMatchObject({ success: false, body: 'El payload debe ser un objeto JSON' });
    expect(await h.call('Query.entregasWebhook', { idWebhook: 'cesion.nueva', rutFactoring: RUT })).toEqual([
      expect.objectContaining({ intento: 0, statusCode: 200, error: null, fecha: NOW.toISOString() }),
      expect.objectContaining({ intento: 0, statusCode: 200 }),
    ]);

    post.mockImplementation(async () => ({ statusCode: 503, body: 'mantención' }));
    expect(
      await h.call('Mutation.testWebhooks', { URL: 'https://hooks.example.com/radar', rutFactoring: RUT }),
    ).toEqual({ success: false, body: 'La URL respondió 503: mantención', secreto: null });
    expect(
      await h.call('Mutation.testWebhooks', {
        URL: 'https://hooks.example.com/radar',
        payload: '{no',
        rutFactoring: RUT,
      }),
    ).toMatchObject({ success: false, body: 'El payload no es un JSON válido' });
  });

  it('needs the herramientas flag and a factoring of the user', async () => {
    const h = harness();
    await expect(
      h.call('Query.webhooks', { rutFactoring: RUT }, anaIdentity({ herramientas: '0' })),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.call('Query.webhooks', { rutFactoring: '96806980-2' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      h.call('Mutation.subscribeNotification', {
        idWebhook: 'cesion.nueva',
        URL: 'https://hooks.example.com/',
        rutFactoring: '96806980-2',
      }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      h.call(
        'Mutation.testWebhooks',
        { URL: 'https://hooks.example.com/', rutFactoring: RUT },
        anaIdentity({ herramientas: '0' }),
      ),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      h.call('Mutation.rotarSecretoWebhook', { idWebhook: 'cesion.nueva', rutFactoring: '96806980-2' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(h.subscriptions.size).toBe(0);
  });

  it('refuses every webhook operation for a factoring whose record holds the Herramientas exception (sinWebhooks)', async () => {
    const h = harness(undefined, { sinWebhooks: true });
    for (const [field, args] of [
      ['Query.webhooks', { rutFactoring: RUT }],
      ['Query.getWebhooks', { rutFactoring: RUT }],
      ['Query.entregasWebhook', { idWebhook: 'cesion.nueva', rutFactoring: RUT }],
      [
        'Mutation.subscribeNotification',
        { idWebhook: 'cesion.nueva', URL: 'https://hooks.example.com/', rutFactoring: RUT },
      ],
      [
        'Mutation.saveSubscriptor',
        { idWebhook: 'cesion.nueva', urlWebhooks: 'https://hooks.example.com/', rutFactoring: RUT },
      ],
      ['Mutation.testWebhooks', { URL: 'https://hooks.example.com/', rutFactoring: RUT }],
      ['Mutation.TestSubscriptor', { urlaEnviar: 'https://hooks.example.com/', rutFactoring: RUT }],
      ['Mutation.rotarSecretoWebhook', { idWebhook: 'cesion.nueva', rutFactoring: RUT }],
    ] as const) {
      await expect(h.call(field, args), field).rejects.toThrow(WEBHOOKS_NOT_ENABLED_MESSAGE);
    }
    expect(h.subscriptions.size).toBe(0);
    expect(h.post).not.toHaveBeenCalled();
  });
});
