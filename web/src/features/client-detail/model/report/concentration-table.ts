import { formatFactor } from '../sales-factor';
import type { TableBlock } from './report-types';

/** Rows of each concentration table in the report. */
export const REPORT_TOP_ROWS = 10;

interface ConcentrationTable<Row> {
  title: string;
  /** Header of the first column, the party the amount is concentrated in (Factoring, Deudor). */
  nameHeader: string;
  /** Headers of the two count columns between the amount and the share. */
  countHeaders: [string, string];
  /** The view's rows, largest first: only the first {@link REPORT_TOP_ROWS} are shown. */
  rows: readonly Row[];
  /** The first cell of a row. */
  name: (row: Row) => string;
  /** The two counts of a row, in the order of `countHeaders`. */
  counts: (row: Row) => [number, number];
  formatAmount: (amount: number) => string;
  empty: string;
}

/**
 * A concentration table of the report: party, 'Monto Cedido', two counts and 'Participación' (the party's share of the
 * ceded amount), for the first {@link REPORT_TOP_ROWS} rows.
 */
export function concentrationTable<Row extends { montoCedido: number; participacion: number }>({
  title,
  nameHeader,
  countHeaders: [first, second],
  rows,
  name,
  counts,
  formatAmount,
  empty,
}: ConcentrationTable<Row>): TableBlock {
  return {
    kind: 'table',
    title,
    columns: [
      { header: nameHeader, width: 3, align: 'left' },
      { header: 'Monto Cedido', width: 1.5, align: 'right' },
      { header: first, width: 1, align: 'right' },
      { header: second, width: 1, align: 'right' },
      { header: 'Participación', width: 1.2, align: 'right' },
    ],
    rows: rows
      .slice(0, REPORT_TOP_ROWS)
      .map((row) => [
        name(row),
        formatAmount(row.montoCedido),
        ...counts(row).map(String),
        formatFactor(row.participacion),
      ]),
    empty,
  };
}
