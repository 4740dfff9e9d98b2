/**
 * Factoring concentration over partial date ranges (the per-day aggregate cesion_factoring_dia, client-detail.md §3
 * "Factoring concentration row") against a plain computation over the cessions: debtors ceded to the same factoring
 * on several days count once, cessions of another cedente never count, and the factoring filter applies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { cesion, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const FACTORINGS = ['96000001-1', '96000002-2', '96000003-3'];
const DEBTORS = ['77000001-1', '77000002-2', '77000003-3', '77000004-4', '77000005-5'];
const DAY_MS = 86_400_000;
const dayOf = (n: number): string => new Date(Date.UTC(2025, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);

interface Cession {
  folio: number;
  factoring: string;
  debtor: string;
  fecha: string;
  monto: number;
  own: boolean;
}

/** Two cessions a day for 60 days (debtors and factorings cycle at different rates), every 10th by another cedente. */
const CESSIONS: Cession[] = Array.from({ length: 120 }, (_, i) => ({
  folio: i + 1,
  factoring: FACTORINGS[i % 3]!,
  debtor: DEBTORS[(i * 7) % 5]!,
  fecha: dayOf(Math.floor(i / 2)),
  monto: 1_000 + i * 13,
  own: i % 10 !== 9,
}));

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    cesion: CESSIONS.map((c) =>
      cesion({
        folioDTE: c.folio,
        rutCesionario: c.factoring,
        rutDeudor: c.debtor,
        montoCesion: c.monto,
        fechaHoraCesion: `${c.fecha} ${c.own ? '09:00:00' : '23:59:59'}`,
        ...(c.own ? {} : { rutCedente: '76999999-9', rutEmisor: '76999999-9' }),
      }),
    ),
  });
});

function expected(range: { fechaDesde?: string; fechaHasta?: string }, factorings?: string[]) {
  const groups = new Map<string, { monto: number; debtors: Set<string>; count: number }>();
  for (const c of CESSIONS) {
    if (!c.own || c.fecha < (range.fechaDesde ?? '') || c.fecha > (range.fechaHasta ?? '9999')) continue;
    if (factorings && !factorings.includes(c.factoring)) continue;
    const g = groups.get(c.factoring) ?? { monto: 0, debtors: new Set<string>(), count: 0 };
    g.monto += c.monto;
    g.debtors.add(c.debtor);
    g.count += 1;
    groups.set(c.factoring, g);
  }
  return [...groups]
    .sort(([ra, a], [rb, b]) => b.monto - a.monto || (ra < rb ? -1 : 1))
    .map(([rut, g]) => [rut, g.monto, g.debtors.size, g.count]);
}

const BOUNDS = [
  undefined,
  '2024-12-31',
  '2025-01-01',
  '2025-01-02',
  '2025-01-05',
  '2025-01-20',
  '2025-02-01',
  '2025-03-01',
  '2025-03-02',
];
const ranges = BOUNDS.flatMap((fechaDesde) => BOUNDS.map((fechaHasta) => ({ fechaDesde, fechaHasta })));

describe('factoring concentration over partial ranges', () => {
  it('sums the cessions of the range per factoring and counts each debtor once', () => {
    let partialDebtors = 0;
    for (const range of ranges) {
      for (const factorings of [undefined, [FACTORINGS[0]!, FACTORINGS[2]!]]) {
        const rows = factoringConcentrationView(db, { ...range, factorings }).map((r) => [
          r.rutCesionario,
          r.montoCedido,
          r.cantidadDeudores,
          r.cantidadCesiones,
        ]);
        const wanted = expected(range, factorings);
        expect(rows, JSON.stringify({ range, factorings })).toEqual(wanted);
        partialDebtors += wanted.filter((row) => Number(row[2]) > 1 && Number(row[2]) < DEBTORS.length).length;
      }
    }
    expect(partialDebtors).toBeGreaterThan(10);
  });
});
