/**
 * One tenant cannot starve the others (webhook deliveries share the workers of every factoring): local mode's job
 * pipeline (the in-process queue, the same runJob and delivery job as the AWS worker, leases over dynalite) holds
 * six deliveries of factoring A to a receiver that never answers, then one of factoring B to a receiver that answers
 * at once. B's webhook is delivered while every one of A's attempts is still hanging, and A never holds more than its
 * per-factoring cap of them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePayload } from '@domain/platform-events/webhook-resources';
import { listenLocal, type LocalHttpHost } from '@infra/local/http-server';
import { startLocalJobs, type LocalJobs } from '@infra/local/jobs';
import { startLocalWebhookReceiver, type LocalWebhookReceiver } from '@infra/local/webhook-receiver';
import { systemScope } from '@lambdas/access/system-scope';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import type { WebhookJobMessage } from '@lambdas/services/jobs/job-messages';
import { deliverWebhook } from '@lambdas/services/webhooks/deliver-webhook';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import { WebhookRepository } from '@lambdas/store/webhook-repository';
import { createWebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { newWebhookSecret } from '@lambdas/webhook-delivery/webhook-signature';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const A = '76389992-6';
const B = '77360390-1';
const CAP = 2;

describe("a factoring whose receiver never answers does not hold up another's webhook", () => {
  let engines: LocalEngines;
  let keyDir: string;
  let jobs: LocalJobs;
  let hanging: http.Server;
  let hangingHost: LocalHttpHost;
  let receiver: LocalWebhookReceiver;
  const secretB = newWebhookSecret();
  /** A's requests: taken by the hanging receiver, and how many of them have ended (answered or cut). */
  const a = { open: 0, ended: 0, mostOpen: 0 };
  let seenAtB: { open: number; ended: number } | undefined;

  beforeAll(async () => {
    engines = await startLocalEngines();
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'radar-webhook-fairness-'));
    hanging = http.createServer((req) => {
      a.open += 1;
      a.mostOpen = Math.max(a.mostOpen, a.open);
      req.on('close', () => {
        a.open -= 1;
        a.ended += 1;
      });
    });
    hangingHost = await listenLocal(hanging);
    receiver = await startLocalWebhookReceiver({
      secret: () => secretB,
      answer: (request) => {
        seenAtB ??= { open: a.open, ended: a.ended };
        return request.signatureValid ? 200 : 401;
      },
    });
  }, 60_000);

  afterAll(async () => {
    hanging?.closeAllConnections();
    await jobs?.stop();
    await hangingHost?.stop();
    await receiver?.stop();
    await engines?.stop();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  it("delivers B's webhook while all of A's attempts still hang, A holding at most its cap", async () => {
    const webhooks = new WebhookRepository(
      engines.doc,
      engines.config.tables.webhooks,
      new LocalSealer(path.join(keyDir, 'master.key')),
    );
    const at = new Date().toISOString();
    const subscribe = (rutFactoring: string, url: string, secret: string) =>
      webhooks.putSubscription(
        systemScope(rutFactoring),
        {
          tipo: 'cesion.nueva',
          url,
          email: 'ops@f.cl',
          tipoActor: 'cesionario',
          creadaEn: at,
          actualizadaEn: at,
        },
        secret,
      );
    await subscribe(A, `${hangingHost.url}/hook`, newWebhookSecret());
    await subscribe(B, `${receiver.url}/hook`, secretB);
    const deps = {
      webhooks,
      post: createWebhookPoster({ allowLocalHttp: true }),
      retryDelaysSeconds: [60, 300],
      slots: new LeaseRepository(engines.doc, engines.config.tables.leases),
      concurrencyPerFactoring: CAP,
      logger: { info: () => undefined, warn: () => undefined },
    };
    jobs = startLocalJobs({
      services: {
        scheduled: async () => [],
        run: async (message, now) =>
          message.kind === 'webhook'
            ? deliverWebhook(deps, systemScope(message.rutFactoring), message, now)
            : { status: 'skipped', followUps: [] },
      },
      leases: new LeaseRepository(engines.doc, engines.config.tables.leases),
      intervalMs: 3_600_000,
      log: () => undefined,
    });
    await jobs.firstRun;
    const delivery = (rutFactoring: string, index: number): WebhookJobMessage => {
      const event = samplePayload('cesion.nueva', rutFactoring);
      return {
        kind: 'webhook',
        rutFactoring,
        tipo: 'cesion.nueva',
        deliveryId: `${rutFactoring}-${index}`,
        eventId: event.id,
        attempt: 1,
        delaySeconds: 0,
        body: JSON.stringify(event),
      };
    };
    await jobs.queue.send(Array.from({ length: 6 }, (_, index) => delivery(A, index)));
    await expect.poll(() => a.open).toBeGreaterThan(0);
    await jobs.queue.send([delivery(B, 0)]);

    await expect.poll(() => receiver.received.length, { timeout: 40_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ status: 200, signatureValid: true });
    expect(seenAtB).toEqual({ open: expect.any(Number), ended: 0 });
    expect(a.mostOpen).toBeLessThanOrEqual(CAP);
    expect(await webhooks.listAttempts(systemScope(A), 'cesion.nueva')).toEqual([]);
    expect(await webhooks.listAttempts(systemScope(B), 'cesion.nueva')).toEqual([
      expect.objectContaining({ statusCode: 200, attempt: 1 }),
    ]);
  }, 60_000);
});
