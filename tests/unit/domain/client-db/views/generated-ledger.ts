/**
 * Test support for the range tests of the counterparty views: the rows of a generated ledger (documents on most days
 * from 2025-01-01) and the plain per-counterparty sums the views are checked against.
 */

/** Day `n` counted from 2025-01-01 (day 0), as 'yyyy-MM-dd'. */
export const dayOf = (n: number): string => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** One generated row of a book: its counterparty, day 'yyyy-MM-dd', amounts CLP and claim flag 0/1. */
export interface LedgerRow {
  book: 'venta' | 'compra';
  party: string;
  fecha: string;
  total: number;
  reclamado: number;
  /** The latest cession's amount (0: not ceded); only sales count it. */
  cedido: number;
  /** A note (credit or debit): a row of the book, never a document of the totals. */
  note?: boolean;
}

/** The sums of one counterparty's documents; ultima its latest day ('' for none). */
export interface PartySums {
  cantidad: number;
  total: number;
  cedido: number;
  reclamados: number;
  reclamadoTotal: number;
  ultima: string;
}

/** Per counterparty of `book`: the sums of its documents (notes left out) whose day `keep` accepts. */
export function partySums(
  rows: readonly LedgerRow[],
  book: 'venta' | 'compra',
  keep: (fecha: string) => boolean,
): Map<string, PartySums> {
  const groups = new Map<string, PartySums>();
  for (const row of rows) {
    if (row.book !== book || row.note || !keep(row.fecha)) continue;
    const g = groups.get(row.party) ?? {
      cantidad: 0,
      total: 0,
      cedido: 0,
      reclamados: 0,
      reclamadoTotal: 0,
      ultima: '',
    };
    g.cantidad += 1;
    g.total += row.total;
    g.cedido += row.book === 'venta' ? row.cedido : 0;
    g.reclamados += row.reclamado;
    g.reclamadoTotal += row.reclamado * row.total;
    if (row.fecha > g.ultima) g.ultima = row.fecha;
    groups.set(row.party, g);
  }
  return groups;
}

/** Sort of [rut, sums] entries as the views list them: the largest `amount` first, then by RUT. */
export const largestFirstBy =
  <T>(amount: (value: T) => number) =>
  ([ra, a]: [string, T], [rb, b]: [string, T]): number =>
    amount(b) - amount(a) || (ra < rb ? -1 : 1);
