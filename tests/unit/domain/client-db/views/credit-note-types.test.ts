/**
 * The document types of client-detail.md §9 "Credit notes and claims": credit notes are 61, 60 and 112; debit notes
 * 56 (and 111) are excluded from sales like them but are no credit notes. A generated sales book of four months with
 * every type, checked against plain sums over its rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { creditNotesForInvoices } from '@domain/client-db/views/credit-notes-for-invoices';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { monthlySummaryView } from '@domain/client-db/views/monthly-summary-view';
import { CLIENT, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

/** The spec's sets, written out here so that the views are checked against them, not against themselves. */
const CREDIT_NOTES = new Set([60, 61, 112]);
const NOTES = new Set([56, 60, 61, 111, 112]);
const TYPES = [33, 60, 34, 61, 56, 33, 112, 46, 111, 33];

interface Row {
  folio: number;
  tipoDTE: number;
  fechaEmision: string;
  total: number;
  tipoReferencia: number | null;
  folioReferencia: number | null;
}

const dayOf = (n: number): string => new Date(Date.UTC(2025, 0, 3) + n * 86_400_000 * 3).toISOString().slice(0, 10);
const ROWS: Row[] = [];
for (let n = 0; n < 38; n++) {
  const tipoDTE = TYPES[n % TYPES.length]!;
  const invoice = [...ROWS].reverse().find((row) => row.tipoDTE === 33);
  const references = CREDIT_NOTES.has(tipoDTE) && invoice !== undefined;
  ROWS.push({
    folio: 100 + n,
    tipoDTE,
    fechaEmision: dayOf(n),
    total: 1_000 + 37 * n,
    tipoReferencia: references ? 33 : null,
    folioReferencia: references ? invoice.folio : null,
  });
}
const monthOf = (row: Row): string => row.fechaEmision.slice(0, 7);
const byFolio = new Map(ROWS.map((row) => [row.folio, row]));

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({ librocv: ROWS.map((row) => doc({ ...row })) });
});

/** Sum of `value` over `rows` per key, as [key, sum] pairs sorted by key. */
function sums<T>(rows: T[], key: (row: T) => string, value: (row: T) => number): [string, number][] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return [...totals].sort(([a], [b]) => a.localeCompare(b));
}

describe('credit-note types 61, 60 and 112 (client-detail §9)', () => {
  const documents = ROWS.filter((row) => !NOTES.has(row.tipoDTE));
  const notes = ROWS.filter((row) => CREDIT_NOTES.has(row.tipoDTE));

  it('counts every credit-note type in the credit notes of its own month, and no note as a sale', () => {
    const months = monthlySummaryView(db, 'venta', { useNCIssueDate: true });
    expect(months.map((m) => [m.period, m.total])).toEqual(
      sums(ROWS, monthOf, (r) => (NOTES.has(r.tipoDTE) ? 0 : r.total)),
    );
    expect(months.map((m) => [m.period, m.cantidad])).toEqual(
      sums(ROWS, monthOf, (r) => (NOTES.has(r.tipoDTE) ? 0 : 1)),
    );
    expect(months.map((m) => [m.period, m.notasCredito])).toEqual(
      sums(ROWS, monthOf, (r) => (CREDIT_NOTES.has(r.tipoDTE) ? r.total : 0)),
    );
    expect(months.map((m) => [m.period, m.ncCount])).toEqual(
      sums(ROWS, monthOf, (r) => (CREDIT_NOTES.has(r.tipoDTE) ? 1 : 0)),
    );
    expect(monthlyChartView(db, {}).map((m) => [m.mes, m.ventas])).toEqual(sums(documents, monthOf, (r) => r.total));
  });

  it("groups every credit-note type by its invoice's month by default", () => {
    const months = monthlySummaryView(db, 'venta', {});
    const expected = sums(
      notes,
      (note) => monthOf(byFolio.get(note.folioReferencia ?? -1) ?? note),
      (note) => note.total,
    );
    expect(months.filter((m) => m.notasCredito > 0).map((m) => [m.period, m.notasCredito])).toEqual(expected);
  });

  it('lists the credit notes of each type that reference an invoice', () => {
    const invoices = ROWS.filter((row) => row.tipoDTE === 33).map((row) => row.folio);
    const listed = creditNotesForInvoices(db, 'venta', CLIENT, invoices);
    const expected = new Map<number, number[]>();
    for (const note of notes.filter((row) => row.folioReferencia !== null))
      expected.set(note.folioReferencia!, [...(expected.get(note.folioReferencia!) ?? []), note.folio]);
    expect(new Map([...listed].map(([folio, list]) => [folio, list.map((note) => note.folio)]))).toEqual(expected);
    expect(new Set(notes.map((note) => note.tipoDTE))).toEqual(CREDIT_NOTES);
  });
});
