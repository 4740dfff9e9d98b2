import { describe, expect, it, vi } from 'vitest';
import type { ConsultaMasiva } from '@domain/consulta-previa/consulta-masiva';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { RestDeps } from '@lambdas/rest/types';
import {
  CONSULTA_MASIVA_INICIADA,
  consultaPreviaAsincronoRoute,
  consultasMasivasRoute,
} from '@lambdas/rest/v1/jwt/consultapreviaasincrono';
import { HISTORY_LIMIT } from '@lambdas/services/consulta-previa/start-consulta-masiva';
import type { FinConsultaMasiva } from '@lambdas/store/consulta-masiva-repository';
import { anaIdentity } from '@tests/support/identity-factory';
import { memoryIdempotency } from '@tests/support/memory-idempotency';
import { UNUSED_STORES } from '@tests/support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '@tests/support/unused-client-radar';

const FACTORING = '76389992-6';
const NOW = new Date('2026-11-24T13:05:00Z');
const BODY = {
  functionName: 'consultaPrevia',
  email: 'ana@stcapital.cl',
  dtes: [{ rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 9 }],
  headers: {},
};

function harness(send: (messages: readonly JobMessage[]) => Promise<void> = async () => undefined) {
  const stored: ConsultaMasiva[] = [];
  const finished: FinConsultaMasiva[] = [];
  const sent: JobMessage[] = [];
  const deps: RestDeps = {
    ...UNUSED_STORES,
    ...UNUSED_CLIENT_RADAR,
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    now: () => NOW,
    idempotency: memoryIdempotency(),
    jobs: {
      send: async (messages) => {
        sent.push(...messages);
        await send(messages);
      },
    },
    consultasMasivas: {
      create: async ({ rutFactoring }, consulta) => void stored.push({ ...consulta, rutFactoring }),
      list: async (_rut, limit) => stored.slice(0, limit),
      finish: async (_rut, _id, fin) => {
        finished.push(fin);
        return true;
      },
    },
  };
  return { deps, stored, finished, sent };
}

const ana = () => anaIdentity({ 'custom:consultaPrevia': '1' });
const post = (deps: RestDeps, body: unknown = BODY, identity = ana()) =>
  consultaPreviaAsincronoRoute.handle({ identity, params: {}, query: {}, body }, deps);

describe('POST /v1/jwt/consultapreviaasincrono', () => {
  it('starts one consultation however often the same request is retried, by Idempotency-Key or the same body', async () => {
    const h = harness();
    const first = await post(h.deps);
    expect(await post(h.deps)).toEqual(first);
    expect(h.sent).toHaveLength(1);
    const keyed = (body: unknown) =>
      consultaPreviaAsincronoRoute.handle(
        { identity: ana(), params: {}, query: {}, body, idempotencyKey: 'masiva-7' },
        h.deps,
      );
    const second = await keyed({ ...BODY, email: 'otra@stcapital.cl' });
    expect(second.status).toBe(202);
    expect(await keyed({ ...BODY, email: 'otra@stcapital.cl' })).toEqual(second);
    expect(h.stored.map((consulta) => consulta.email)).toEqual(['ana@stcapital.cl', 'otra@stcapital.cl']);
    expect(h.sent).toHaveLength(2);
  });

  it('stores the request en-proceso under a time-sorted id, sends its job and answers 202 with the spec text', async () => {
    const h = harness();
    const reply = await post(h.deps);
    expect(reply.status).toBe(202);
    const { id, message } = reply.body as { id: string; message: string };
    expect(message).toBe(CONSULTA_MASIVA_INICIADA);
    expect(id).toMatch(/^2026-11-24T13:05:00\.000Z#[0-9a-f-]{36}$/);
    expect(h.stored).toEqual([
      {
        id,
        rutFactoring: FACTORING,
        solicitadaPor: 'ana@stcapital.cl',
        email: 'ana@stcapital.cl',
        dtes: BODY.dtes,
        estado: 'en-proceso',
        conteo: null,
        creadaEn: NOW.toISOString(),
        terminadaEn: null,
        error: null,
      },
    ]);
    expect(h.sent).toEqual([{ kind: 'consulta-masiva', rutFactoring: FACTORING, requestId: id }]);
  });

  it('marks the request fallido when its job cannot be sent, and fails the call', async () => {
    const h = harness(async () => {
      throw new Error('SQS caído');
    });
    await expect(post(h.deps)).rejects.toThrow('SQS caído');
    expect(h.finished).toEqual([
      { estado: 'fallido', conteo: null, terminadaEn: NOW.toISOString(), error: 'No fue posible iniciar la consulta' },
    ]);
  });

  it('checks the flag before reading the body, and stores nothing for a refused body', async () => {
    const h = harness();
    await expect(post(h.deps, BODY, anaIdentity())).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(post(h.deps, { ...BODY, email: 'x' })).rejects.toMatchObject({ code: 'BadRequest' });
    expect(h.stored).toEqual([]);
    expect(h.sent).toEqual([]);
  });
});

describe('GET /v1/jwt/consultapreviaasincrono', () => {
  it(`lists at most ${HISTORY_LIMIT} requests as summaries, documents counted`, async () => {
    const h = harness();
    for (let i = 0; i < HISTORY_LIMIT + 2; i++) await post(h.deps, { ...BODY, email: `u${i}@stcapital.cl` });
    const reply = await consultasMasivasRoute.handle({ identity: ana(), params: {}, query: {}, body: null }, h.deps);
    const { consultas } = reply.body as { consultas: Record<string, unknown>[] };
    expect(consultas).toHaveLength(HISTORY_LIMIT);
    expect(consultas[0]).toMatchObject({ documentos: 1, estado: 'en-proceso' });
    expect(consultas[0]).not.toHaveProperty('dtes');
    expect(consultas[0]).not.toHaveProperty('rutFactoring');
  });
});
