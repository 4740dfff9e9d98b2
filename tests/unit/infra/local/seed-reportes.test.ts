import { describe, expect, it } from 'vitest';
import { carteraView } from '@domain/cartera/cartera-view';
import { NO_LIMITS, type CarteraLimits } from '@domain/cartera/limits';
import { applyChanges, type PartyAggregate } from '@domain/cartera/party-aggregate';
import { seedDemoReportes, type ReportesSeedStores } from '@infra/local/seed-reportes';
import { cessionRecord } from '@tests/support/cession-factory';

const NOW = new Date('2026-11-23T15:00:00Z');
const FACTORING = { rut: '76389992-6', razonSocial: 'FACTORING' };
const deudor = (rut: string) => ({ rut, razonSocial: `DEUDOR ${rut}` });

function portfolio(): PartyAggregate[] {
  const parties = new Map<string, PartyAggregate>();
  const records = [
    [deudor('96874030-K'), 500_000],
    [deudor('96874030-K'), 300_000],
    [deudor('96519800-8'), 400_000],
    [deudor('77000000-7'), 100_000],
  ].map(([d, monto], folio) =>
    cessionRecord({
      folio: folio + 1,
      deudor: d as { rut: string; razonSocial: string },
      montoCedido: monto as number,
    }),
  );
  applyChanges(
    parties,
    records.map((after) => ({ before: null, after })),
  );
  return [...parties.values()];
}

/** In-memory limits and assignments of one factoring. */
function stores(parties: PartyAggregate[]) {
  const state = { limits: NO_LIMITS as CarteraLimits, executives: new Map<string, string[]>() };
  const seedStores: ReportesSeedStores = {
    carteras: {
      parties: async () => parties,
      limits: async () => state.limits,
      putLimits: async (_scope, limits) => {
        state.limits = limits;
      },
    },
    executives: {
      listForFactoring: async () => new Map(state.executives),
      add: async (_scope, rut, email) => {
        state.executives.set(rut, [...(state.executives.get(rut) ?? []), email]);
        return 'done';
      },
    },
  };
  return { state, seedStores };
}

const users = [
  { email: 'analista@f.cl', password: 'x', factorings: [FACTORING], kind: 'factoring' as const },
  { email: 'admin@f.cl', password: 'x', factorings: [FACTORING, deudor('1-9')], kind: 'factoring' as const },
  { email: 'otro@g.cl', password: 'x', factorings: [deudor('2-7')], kind: 'factoring' as const },
];
const clients = ['5-1', '4-3', '3-5', '2-7', '1-9', '6-K', '7-8', '8-6'];

describe('seedDemoReportes', () => {
  it('sets limits with one breached, and one executive per client for three quarters of them', async () => {
    const { state, seedStores } = stores(portfolio());
    const written = await seedDemoReportes(FACTORING.rut, users, clients, seedStores, NOW);
    expect(written).toEqual({ limites: 3, ejecutivos: 6 });
    const view = carteraView(portfolio(), state.limits, NOW);
    expect(view.deudores.filter((d) => d.excesos.length > 0).map((d) => d.rut)).toEqual(['96874030-K']);
    expect(view.deudores.filter((d) => d.montoMaximo !== null)).toHaveLength(2);
    expect(view.cedentes.filter((c) => c.montoMaximo !== null && c.excesos.length === 0)).toHaveLength(1);
    expect([...state.executives.entries()].sort()).toEqual([
      ['1-9', ['analista@f.cl']],
      ['2-7', ['analista@f.cl']],
      ['3-5', ['analista@f.cl']],
      ['4-3', ['analista@f.cl']],
      ['5-1', ['admin@f.cl']],
      ['6-K', ['admin@f.cl']],
    ]);
  });

  it('leaves a factoring that already has limits and assignments as it is (a restart changes nothing)', async () => {
    const { state, seedStores } = stores(portfolio());
    await seedDemoReportes(FACTORING.rut, users, clients, seedStores, NOW);
    const before = JSON.stringify({ limits: state.limits, executives: [...state.executives] });
    expect(await seedDemoReportes(FACTORING.rut, users, clients, seedStores, NOW)).toEqual({
      limites: 0,
      ejecutivos: 0,
    });
    expect(JSON.stringify({ limits: state.limits, executives: [...state.executives] })).toBe(before);
  });
});
