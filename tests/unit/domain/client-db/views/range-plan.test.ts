/**
 * The plan of a counterparty range (snapshots of contraparte_mes and edge scans of librocv) against the days it must
 * count: for every day of the file, the snapshots that reach it and the scans that hold it, with their signs, add up
 * to 1 inside the range and 0 outside.
 */
import { describe, expect, it } from 'vitest';
import { monthEnd, monthStart } from '@domain/client-db/views/ledger-months';
import { planRange, type RangePlan } from '@domain/client-db/views/range-plan';

const DAY_MS = 86_400_000;
const daysOf = (first: string, last: string): string[] =>
  Array.from({ length: (Date.parse(last) - Date.parse(first)) / DAY_MS + 1 }, (_, i) =>
    new Date(Date.parse(first) + i * DAY_MS).toISOString().slice(0, 10),
  );

/** How many times the plan counts `day` (snapshots reach every day up to their end: day 15 or the month's end). */
function countOf(plan: RangePlan, day: string): number {
  const snapshots = plan.snapshots.reduce((sum, { snapshot, sign }) => {
    const end = snapshot.quincena ? `${monthStart(snapshot.mes).slice(0, 8)}15` : monthEnd(snapshot.mes);
    return sum + (day <= end ? sign : 0);
  }, 0);
  return plan.scans.reduce(
    (sum, scan) => sum + (scan.desde <= day && day <= scan.hasta ? (scan.add ? 1 : -1) : 0),
    snapshots,
  );
}

const SPANS = [
  { first: '2024-11-22', last: '2025-11-21' },
  { first: '2024-01-01', last: '2024-04-30' },
];
const BOUNDS = [
  undefined,
  '2023-12-31',
  '2024-01-01',
  '2024-01-08',
  '2024-01-15',
  '2024-01-16',
  '2024-01-23',
  '2024-01-24',
  '2024-02-15',
  '2024-02-29',
  '2024-03-01',
  '2024-03-23',
  '2024-03-31',
  '2024-04-30',
  '2024-11-22',
  '2024-11-23',
  '2024-12-15',
  '2024-12-16',
  '2025-01-24',
  '2025-03-23',
  '2025-03-24',
  '2025-07-16',
  '2025-09-15',
  '2025-11-21',
  '2025-12-01',
];

describe('planRange', () => {
  it('counts every day of the range once and no other day, with scans of at most 8 days (15 without the quincenas)', () => {
    let snapshotPlans = 0;
    for (const span of SPANS) {
      const days = daysOf(span.first, span.last);
      for (const fechaDesde of BOUNDS) {
        for (const fechaHasta of BOUNDS) {
          for (const quincenas of [true, false]) {
            const plan = planRange(span, { fechaDesde, fechaHasta }, quincenas);
            const label = JSON.stringify({ span, fechaDesde, fechaHasta, quincenas, plan });
            const wrong = days.filter(
              (day) => countOf(plan, day) !== ((fechaDesde ?? '') <= day && day <= (fechaHasta ?? '9999') ? 1 : 0),
            );
            expect(wrong, label).toEqual([]);
            for (const { snapshot } of plan.snapshots) expect(monthEnd(snapshot.mes) >= span.first, label).toBe(true);
            if (plan.snapshots.length === 0) continue;
            snapshotPlans++;
            for (const scan of plan.scans)
              expect(daysOf(scan.desde, scan.hasta).length, label).toBeLessThanOrEqual(quincenas ? 8 : 15);
            if (!quincenas)
              expect(
                plan.snapshots.filter(({ snapshot }) => snapshot.quincena),
                label,
              ).toEqual([]);
          }
        }
      }
    }
    expect(snapshotPlans).toBeGreaterThan(200);
  });

  it('reads a range that falls on quincenas from two snapshots alone, and a whole month without its edges', () => {
    const span = SPANS[0]!;
    expect(planRange(span, { fechaDesde: '2025-07-16', fechaHasta: '2025-09-15' }, true)).toEqual({
      snapshots: [
        { snapshot: { mes: 2025 * 12 + 8, quincena: true }, sign: 1 },
        { snapshot: { mes: 2025 * 12 + 6, quincena: true }, sign: -1 },
      ],
      scans: [],
    });
    expect(planRange(span, { fechaDesde: '2025-07-01', fechaHasta: '2025-07-31' }, false)).toEqual({
      snapshots: [
        { snapshot: { mes: 2025 * 12 + 6, quincena: false }, sign: 1 },
        { snapshot: { mes: 2025 * 12 + 5, quincena: false }, sign: -1 },
      ],
      scans: [],
    });
  });

  it('reads a short range with long edges from librocv alone, and nothing outside the file', () => {
    const span = SPANS[0]!;
    expect(planRange(span, { fechaDesde: '2025-07-24', fechaHasta: '2025-08-23' }, true)).toEqual({
      snapshots: [],
      scans: [{ desde: '2025-07-24', hasta: '2025-08-23', add: true }],
    });
    expect(planRange(span, { fechaDesde: '2026-01-01' }, true)).toEqual({ snapshots: [], scans: [] });
    expect(planRange(undefined, {}, true)).toEqual({ snapshots: [], scans: [] });
  });
});
