import { describe, expect, it } from 'vitest';
import type { PartyAggregate, PartyKind } from '@domain/cartera/party-aggregate';
import { exposure, isWatchHour, WATCHED_DEBTORS, watchBudget, watchList } from '@domain/judicial/watch';
import { rutFromBody } from '@domain/rut';

/** A party of the Cartera holding `montos` CLP in cells of distinct due dates. */
const party = (tipo: PartyKind, rut: string, ...montos: number[]): PartyAggregate => ({
  tipo,
  rut,
  razonSocial: rut,
  cells: Object.fromEntries(montos.map((monto, n) => [`2026-12-${10 + n}|pendiente|0`, [1, monto]])),
  reglas: {},
});

describe('isWatchHour', () => {
  it('is the night from 01:00 to 05:59 in Chile (summer time, UTC-3)', () => {
    expect(isWatchHour(new Date('2026-11-30T03:59:00Z'))).toBe(false);
    expect(isWatchHour(new Date('2026-11-30T04:00:00Z'))).toBe(true);
    expect(isWatchHour(new Date('2026-11-30T08:59:00Z'))).toBe(true);
    expect(isWatchHour(new Date('2026-11-30T09:00:00Z'))).toBe(false);
  });

  it('follows Chile winter time (UTC-4)', () => {
    expect(isWatchHour(new Date('2026-07-01T04:30:00Z'))).toBe(false);
    expect(isWatchHour(new Date('2026-07-01T05:00:00Z'))).toBe(true);
  });
});

describe('watchBudget', () => {
  it("shares a tick's searches at the shared rate, in whole sweeps, among the factorings", () => {
    // 4 searches a second for 20 minutes: 4,800 searches, 19 sweeps of 252 tribunals.
    expect(watchBudget(4, 1_200, 252, 1)).toBe(19);
    expect(watchBudget(4, 1_200, 252, 2)).toBe(9);
  });

  it('lets every factoring sweep at least one RUT a tick', () => {
    expect(watchBudget(4, 1_200, 252, 50)).toBe(1);
  });
});

describe('exposure', () => {
  it("sums the CLP of a party's held cessions over its cells", () => {
    expect(exposure(party('deudor', '96500001-9', 1_000_000, 2_500_000, 500))).toBe(3_500_500);
    expect(exposure(party('deudor', '96500001-9'))).toBe(0);
  });
});

describe('watchList', () => {
  // Debtors 1 to 22 million CLP: the two smallest are left out.
  const debtors = Array.from({ length: WATCHED_DEBTORS + 2 }, (_, n) =>
    party('deudor', rutFromBody(96_500_001 + n), (n + 1) * 1_000_000),
  );
  const debtorOf = (millions: number) => debtors[millions - 1]!.rut;

  it('takes every enrolled client and the debtors of largest exposure, most money at stake first', () => {
    const client = rutFromBody(76_100_001);
    const newClient = rutFromBody(76_100_002);
    const list = watchList([newClient, client], [...debtors, party('cedente', client, 4_500_000)]);
    expect(list).toHaveLength(WATCHED_DEBTORS + 2);
    expect(list.slice(0, 3)).toEqual([debtorOf(22), debtorOf(21), debtorOf(20)]);
    expect(list.slice(-5)).toEqual([debtorOf(5), client, debtorOf(4), debtorOf(3), newClient]);
    expect(list).not.toContain(debtorOf(1));
    expect(list).not.toContain(debtorOf(2));
  });

  it("weighs a RUT's exposure as debtor and as client together, and lists it once", () => {
    const both = debtorOf(3);
    const list = watchList([both], [...debtors, party('cedente', both, 30_000_000)]);
    expect(list[0]).toBe(both);
    expect(list.filter((rut) => rut === both)).toHaveLength(1);
    expect(list).toHaveLength(WATCHED_DEBTORS);
  });

  it('orders equal exposures by RUT, and lists no debtor when the Cartera is empty', () => {
    const [a, b] = [rutFromBody(76_100_003), rutFromBody(76_100_001)];
    expect(watchList([a, b], [party('cedente', a, 1_000), party('cedente', b, 1_000)])).toEqual([b, a]);
    expect(watchList([a], [])).toEqual([a]);
  });
});
