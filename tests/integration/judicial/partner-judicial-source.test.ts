import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TribunalAnswer } from '@domain/judicial/sweep';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { judicialDemoWorld, type JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import { startLocalJudicialPartnerHost, type LocalJudicialPartnerHost } from '@infra/local/judicial-partner-host';
import { JUDICIAL_DEFAULTS } from '@lambdas/platform/config';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { createJudicialSource } from '@lambdas/public-sources/judicial/create-judicial-source';
import type { JudicialSource } from '@lambdas/public-sources/judicial/judicial-source';
import { PartnerJudicialSource } from '@lambdas/public-sources/judicial/partner-judicial-source';
import { PARTNER_KEY_CONTEXT } from '@lambdas/public-sources/judicial/partner-settings';
import { PortalJudicialSource } from '@lambdas/public-sources/judicial/portal-judicial-source';
import { fakeClock } from '@tests/support/sii-web-fakes';

const COMPANIES = {
  cedentes: [76100001, 76100002, 76100003, 76100004].map((body) => ({
    rut: rutFromBody(body),
    razonSocial: `EMPRESA ${body} SPA`,
  })),
  deudor: { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' },
};
const KEY = 'clave-del-proveedor-0f3a9c';
/** The partner's tables are never reached through the leases table; the portal's shared rate is not used here. */
const NO_TABLE = { send: () => Promise.reject(new Error('sin tabla')) };

/** Every tribunal's answer for the RUT in one session of the source. */
async function sweep(source: JudicialSource, rut: string): Promise<TribunalAnswer[]> {
  const session = await source.openSession();
  if ('kind' in session) throw new Error(`sesión bloqueada: ${session.reason}`);
  return Promise.all(TRIBUNALS.map((tribunal) => session.search(rut, tribunal)));
}

/**
 * The partner-API adapter, chosen by configuration with its key sealed, against the local partner host (our rendition,
 * partner-settings.ts) over the same world as the local judicial host: the same port answers as the portal adapter,
 * one query per RUT polled until done, and the partner's refusals and silences as the port's blocks and failures.
 */
describe('the partner adapter against the local partner host', () => {
  let world: JudicialDemoWorld;
  let partner: LocalJudicialPartnerHost;
  let portal: LocalJudicialHost;
  let keyDir: string;
  let sealer: LocalSealer;

  /** The configured source, its key sealed as the settings hold it. */
  const configuredSource = async (key: string, context: Record<string, string> = PARTNER_KEY_CONTEXT) => {
    const sealedKey = JSON.stringify(await sealer.seal(Buffer.from(key, 'utf8'), context));
    const judicial = { ...JUDICIAL_DEFAULTS, partner: { url: partner.url, sealedKey, pollMs: 5, waitMs: 10_000 } };
    return createJudicialSource({ judicial, tables: { leases: 'leases' } }, { doc: NO_TABLE, sealer });
  };

  beforeAll(async () => {
    world = judicialDemoWorld(COMPANIES, 'radar');
    partner = await startLocalJudicialPartnerHost({ world, key: KEY });
    portal = await startLocalJudicialHost({ world, slowMs: 10 });
    keyDir = await mkdtemp(path.join(os.tmpdir(), 'rc-partner-key-'));
    sealer = new LocalSealer(path.join(keyDir, 'master.key'));
  });
  afterEach(() => partner.setFault(undefined));
  afterAll(async () => {
    await partner?.stop();
    await portal?.stop();
    await rm(keyDir, { recursive: true, force: true });
  });

  it("answers every tribunal's records as the portal adapter does, from one query polled until done", async () => {
    const before = partner.requests.length;
    const fromPartner = await sweep(await configuredSource(KEY), world.clientWithCases);
    const fromPortal = await sweep(
      new PortalJudicialSource(portal.url, { take: async () => undefined }),
      world.clientWithCases,
    );
    expect(fromPartner).toEqual(fromPortal);
    expect(fromPartner.flatMap((a) => (a.kind === 'found' ? a.casos : [])).length).toBeGreaterThan(0);
    const requests = partner.requests.slice(before);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it("reports the failing RUT's failing tribunals as failed, never as searched", async () => {
    const answers = await sweep(await configuredSource(KEY), world.failingRut);
    const failed = TRIBUNALS.filter((_, i) => answers[i]!.kind === 'failed').map((t) => t.id);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toEqual(TRIBUNALS.filter((t) => world.fails(world.failingRut, t.id)).map((t) => t.id));
  });

  it('stops the sweep as unauthorized when the partner refuses the key (401), the key in no answer', async () => {
    const answers = await sweep(await configuredSource('otra-clave'), world.clientWithCases);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ kind: 'blocked', reason: 'unauthorized' })]),
    );
  });

  it.each([
    [{ status: 429 as const }, { kind: 'blocked', reason: 'rate-limited' }],
    [{ status: 503 as const }, { kind: 'failed', reason: 'el proveedor respondió 503' }],
  ])('reads the partner answering %o as %o for every tribunal', async (fault, expected) => {
    partner.setFault(fault);
    const answers = await sweep(await configuredSource(KEY), world.clientWithCases);
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(expected))).toBe(true);
  });

  it('fails every tribunal of a RUT whose query does not answer in time, without the key in the reason', async () => {
    partner.setFault('hang');
    const source = new PartnerJudicialSource(
      { url: partner.url, pollMs: 5, waitMs: 10_000, requestTimeoutMs: 200 },
      async () => KEY,
    );
    const answers = await sweep(source, world.clientWithCases);
    expect(answers.every((a) => a.kind === 'failed' && a.reason.startsWith('el proveedor no responde'))).toBe(true);
    expect(JSON.stringify(answers)).not.toContain(KEY);
  });

  it('gives up on a query still in progress once its wait runs out', async () => {
    const slow = await startLocalJudicialPartnerHost({ world, key: KEY, pollsBeforeDone: 1_000 });
    try {
      const clock = fakeClock();
      const source = new PartnerJudicialSource({ url: slow.url, pollMs: 1_000, waitMs: 5_000 }, async () => KEY, clock);
      const [answer] = await sweep(source, world.clientWithCases);
      expect(answer).toEqual({ kind: 'failed', reason: 'el proveedor no terminó en 5 s' });
      expect(slow.requests.filter((r) => r.method === 'GET')).toHaveLength(5);
    } finally {
      await slow.stop();
    }
  });

  it('refuses to open a session with a key sealed for another place', async () => {
    const source = await configuredSource(KEY, { sk: 'otro-secreto' });
    await expect(source.openSession()).rejects.toThrow(
      /^La clave del proveedor judicial no abre: No fue posible abrir el secreto sellado/,
    );
  });
});
