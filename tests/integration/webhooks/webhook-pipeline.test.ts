/**
 * The platform-event pipeline over dynalite and real HTTP: the publisher records each event id once in the
 * platformEvents table (conditional put), the webhook sink turns a new event into a first-attempt job message for each
 * subscription of its type, and the delivery job POSTs it, signed, to a local receiver that fails twice: the retries
 * come as delayed follow-ups and the log holds three attempts (500, 500, 200), each with a valid signature.
 */
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePayload, type WebhookEventType } from '@domain/platform-events/webhook-resources';
import { startLocalWebhookReceiver, type LocalWebhookReceiver } from '@infra/local/webhook-receiver';
import { systemScope } from '@lambdas/access/system-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { PlatformEventPublisher } from '@lambdas/services/events/publish-platform-events';
import { platformEventSinks } from '@lambdas/services/events/platform-event-sinks';
import type { JobMessage, WebhookJobMessage } from '@lambdas/services/jobs/job-messages';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { PlatformEventRepository } from '@lambdas/store/platform-event-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { WebhookRepository } from '@lambdas/store/webhook-repository';
import { deliverWebhook } from '@lambdas/services/webhooks/deliver-webhook';
import { createWebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { newWebhookSecret } from '@lambdas/webhook-delivery/webhook-signature';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { localWebhookDelivery } from '../../support/local-webhook-delivery';

const RUT = '76389992-6';

describe('platform events to a webhook over dynalite and HTTP', () => {
  let engines: LocalEngines;
  let keyDir: string;
  let webhooks: WebhookRepository;
  let factorings: FactoringRepository;
  let receiver: LocalWebhookReceiver;
  const secret = newWebhookSecret();

  beforeAll(async () => {
    engines = await startLocalEngines();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'radar-webhook-key-'));
    webhooks = new WebhookRepository(
      engines.doc,
      engines.config.tables.webhooks,
      new LocalSealer(path.join(keyDir, 'master.key')),
    );
    factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    receiver = await startLocalWebhookReceiver({
      secret: () => secret,
      answer: (request, index) => (!request.signatureValid ? 401 : index < 2 ? 500 : 200),
    });
  }, 60_000);

  afterAll(async () => {
    await receiver?.stop();
    await engines?.stop();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  /** Saves the factoring's subscription to `tipo` at the receiver's '/hook', at the ISO instant `at`. */
  const subscribe = (rutFactoring: string, tipo: WebhookEventType, at: string) =>
    webhooks.putSubscription(
      systemScope(rutFactoring),
      {
        tipo,
        url: `${receiver.url}/hook`,
        email: 'ops@f.cl',
        tipoActor: 'cesionario',
        creadaEn: at,
        actualizadaEn: at,
      },
      secret,
    );

  it('publishes once, delivers with two retries and logs three signed attempts', async () => {
    const at = '2026-11-24T15:00:00.000Z';
    await subscribe(RUT, 'cesion.reclamada', at);
    const listed = await webhooks.listSubscriptions(systemScope(RUT));
    expect(listed).toEqual([expect.objectContaining({ tipo: 'cesion.reclamada', url: `${receiver.url}/hook` })]);
    expect(JSON.stringify(listed)).not.toContain('ciphertext');
    expect(await webhooks.openSecret(systemScope(RUT), 'cesion.reclamada')).toBe(secret);

    const sent: JobMessage[] = [];
    const alerted: string[] = [];
    const alerts = {
      name: 'alerts',
      publish: async (_scope: FactoringScope, events: readonly PlatformEvent[]) =>
        void alerted.push(...events.map((e) => e.tipo)),
    };
    const publisher = new PlatformEventPublisher({
      ledger: new PlatformEventRepository(engines.doc, engines.config.tables.platformEvents),
      sinks: platformEventSinks({
        webhooks,
        factorings,
        jobs: { send: async (messages) => void sent.push(...messages) },
        alerts,
      }),
      logger: { info: () => undefined, error: () => undefined },
      clock: () => new Date(at),
    });
    const reclamo = samplePayload('cesion.reclamada', RUT);
    const nueva = samplePayload('cesion.nueva', RUT);
    expect((await publisher.publish(systemScope(RUT), [reclamo, nueva])).map((e) => e.tipo)).toEqual([
      'cesion.reclamada',
      'cesion.nueva',
    ]);
    expect(await publisher.publish(systemScope(RUT), [reclamo, nueva])).toEqual([]);
    // The alerts sink hears every new event once, the webhook sink only the subscribed types.
    expect(alerted).toEqual(['cesion.reclamada', 'cesion.nueva']);
    // Only the subscribed type becomes a delivery.
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'webhook',
        tipo: 'cesion.reclamada',
        attempt: 1,
        delaySeconds: 0,
        body: JSON.stringify(reclamo),
      }),
    ]);

    const deps = localWebhookDelivery(engines, webhooks);
    let message = sent[0] as WebhookJobMessage;
    const delays: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      const outcome = await deliverWebhook(deps, systemScope(message.rutFactoring), message, new Date());
      if (outcome.followUps.length === 0) break;
      message = outcome.followUps[0] as WebhookJobMessage;
      delays.push(message.delaySeconds);
    }
    expect(delays).toEqual([60, 300]);
    expect(receiver.received.map((r) => [r.status, r.signatureValid, r.headers['x-radar-intento']])).toEqual([
      [500, true, '1'],
      [500, true, '2'],
      [200, true, '3'],
    ]);
    expect(JSON.parse(receiver.received[2]!.body)).toEqual(reclamo);
    const log = await webhooks.listAttempts(systemScope(RUT), 'cesion.reclamada');
    expect(log.map((a) => [a.attempt, a.statusCode])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
  });

  it('sends no delivery for a factoring whose record holds sinWebhooks, though it subscribed before the switch', async () => {
    const rut = '96667560-8';
    const at = '2026-11-24T16:00:00.000Z';
    await subscribe(rut, 'cesion.nueva', at);
    const sent: JobMessage[] = [];
    const [webhookSink] = platformEventSinks({
      webhooks,
      factorings,
      jobs: { send: async (messages) => void sent.push(...messages) },
      alerts: { name: 'alerts', publish: async () => undefined },
    });
    const event = samplePayload('cesion.nueva', rut);
    await factorings.put({ rut, razonSocial: 'SIN WEBHOOKS SPA', features: { sinWebhooks: true } });
    await webhookSink!.publish(systemScope(rut), [event]);
    expect(sent).toEqual([]);
    // The same subscription delivers once the switch is off: the subscription itself was kept.
    await factorings.put({ rut, razonSocial: 'SIN WEBHOOKS SPA', features: {} });
    await webhookSink!.publish(systemScope(rut), [event]);
    expect(sent).toEqual([expect.objectContaining({ kind: 'webhook', tipo: 'cesion.nueva', rutFactoring: rut })]);
  });

  it('on AWS settings the poster never connects to the loopback receiver', async () => {
    const before = receiver.received.length;
    await expect(createWebhookPoster({ allowLocalHttp: false })(`${receiver.url}/hook`, '{}', {})).rejects.toThrow(
      'dirección no permitida',
    );
    await expect(
      createWebhookPoster({ allowLocalHttp: false })(`http://localhost:${receiver.port}/hook`, '{}', {}),
    ).rejects.toThrow('dirección no permitida');
    expect(receiver.received.length).toBe(before);
  });
});
