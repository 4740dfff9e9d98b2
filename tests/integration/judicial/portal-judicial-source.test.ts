import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { judicialDemoWorld, type JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { startLocalJudicialHost, type LocalJudicialHost } from '@infra/local/judicial-host';
import type { JudicialSession } from '@lambdas/public-sources/judicial/judicial-source';
import { PortalJudicialSource } from '@lambdas/public-sources/judicial/portal-judicial-source';

/** Companies of a small world: the first client has cases in three competencias, the second hits failing tribunals. */
const COMPANIES = {
  cedentes: [76100001, 76100002, 76100003, 76100004].map((body) => ({
    rut: rutFromBody(body),
    razonSocial: `EMPRESA ${body} SPA`,
  })),
  deudor: { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' },
};

/**
 * The public-portal adapter against the local judicial host, which answers in the portal's shape (our rendition,
 * portal-settings.ts): a RUT's cases and litigants per tribunal, the portal's empty date, a failing tribunal, and the
 * three ways the portal blocks a client.
 */
describe('the portal adapter against the local judicial host', () => {
  let world: JudicialDemoWorld;
  let host: LocalJudicialHost;
  let source: PortalJudicialSource;

  beforeAll(async () => {
    world = judicialDemoWorld(COMPANIES, 'radar');
    host = await startLocalJudicialHost({ world, slowMs: 10 });
    source = new PortalJudicialSource(host.url, { take: async () => undefined });
  });
  afterAll(async () => {
    await host?.stop();
  });

  const session = async (): Promise<JudicialSession> => {
    const opened = await source.openSession();
    if ('kind' in opened) throw new Error(`sesión bloqueada: ${opened.reason}`);
    return opened;
  };

  it("reads a client's cases with their litigants, the empty date as none and no natural person's RUT", async () => {
    const open = await session();
    const rut = world.clientWithCases;
    const casos = [];
    const litigantes = [];
    for (const tribunal of TRIBUNALS) {
      const answer = await open.search(rut, tribunal);
      if (answer.kind !== 'found') throw new Error(`${tribunal.id}: ${answer.kind}`);
      casos.push(...answer.casos);
      litigantes.push(...answer.litigantes);
    }
    expect(casos.map((c) => c.competencia).sort()).toEqual(['civil', 'cobranza', 'laboral']);
    const civil = casos.find((c) => c.competencia === 'civil')!;
    expect(civil.fechaIngreso).toBeNull();
    expect(casos.filter((c) => c.fechaIngreso !== null).every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.fechaIngreso!))).toBe(
      true,
    );
    expect(litigantes.find((l) => l.rol === civil.rol && l.participante === 'DTE.')?.rut).toBe(COMPANIES.deudor.rut);
    const natural = litigantes.filter((l) => l.persona === 'Natural');
    expect(natural.length).toBe(3);
    expect(natural.every((l) => l.rut === null && l.nombre.length > 0)).toBe(true);
  });

  it("reports the failing RUT's failing tribunals as failed, the rest as searched", async () => {
    const open = await session();
    const answers = await Promise.all(TRIBUNALS.map((t) => open.search(world.failingRut, t)));
    const failed = answers.filter((a) => a.kind === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBe(TRIBUNALS.filter((t) => world.fails(world.failingRut, t.id)).length);
    expect(failed[0]).toEqual({ kind: 'failed', reason: 'respondió 500' });
    expect(answers.filter((a) => a.kind === 'found')).toHaveLength(TRIBUNALS.length - failed.length);
  });

  it.each([
    ['captcha', 'captcha'],
    ['rate-limited', 'rate-limited'],
    ['forbidden', 'forbidden'],
  ] as const)('reads the host blocking with %s as a block of the sweep', async (kind, reason) => {
    const open = await session();
    host.setBlock({ after: host.searches.length, kind });
    try {
      expect(await open.search(world.clientWithCases, TRIBUNALS[0]!)).toEqual({ kind: 'blocked', reason });
    } finally {
      host.setBlock(undefined);
    }
  });
});
