/** One cell of an export: text, a number (CLP amounts, days, folio) or a Chile wall-clock date; null is empty. */
export type CellValue = string | number | Date | null;

/**
 * How a column is written: text; 'amount' CLP with '$' and dot thousands; 'integer'; 'date' dd/mm/yyyy; 'datetime'
 * dd/mm/yyyy hh:mm; 'decimal' a number with `decimals` decimals; 'percent' a fraction (0.855) shown as '85,50 %';
 * 'millions' a CLP value shown divided by a million with 'M' (the cell keeps the whole value, so sums stay right).
 */
export type ColumnFormat = 'text' | 'amount' | 'integer' | 'date' | 'datetime' | 'decimal' | 'percent' | 'millions';

/** A column of an export: its header text and format; `total` columns are summed in the last row. */
export interface ExportColumn {
  header: string;
  format: ColumnFormat;
  total?: boolean;
  /** Decimals of a 'decimal', 'percent' or 'millions' column (2 when absent). */
  decimals?: number;
}

/** A labelled total over some of the rows (their indexes in `rows`), written after the totals row. */
export interface ExportSubtotal {
  label: string;
  rows: readonly number[];
}

/**
 * A spreadsheet ready to be written (write-xlsx.ts): file name with extension, sheet name, columns, one
 * row of cells per document (same order as columns), and the totals row (`totalsLabel`, default 'Total', in the first
 * column, the sum of each `total` column) when `totals` is true, then one row per subtotal.
 */
export interface ExportSheet {
  fileName: string;
  sheetName: string;
  columns: ExportColumn[];
  rows: CellValue[][];
  totals: boolean;
  totalsLabel?: string;
  subtotals?: readonly ExportSubtotal[];
}

/**
 * The totals rows of a sheet: first the totals of every row (`totalsLabel`, default 'Total'), then each subtotal over
 * its rows; the label in the first column, the sum (CLP) of every `total` column, null elsewhere.
 * @returns [] when the sheet asks for no totals.
 */
export function totalsRows(
  sheet: Pick<ExportSheet, 'columns' | 'rows' | 'totals' | 'totalsLabel' | 'subtotals'>,
): CellValue[][] {
  if (!sheet.totals) return [];
  const sumOf = (label: string, rows: readonly CellValue[][]): CellValue[] =>
    sheet.columns.map((column, index) => {
      if (index === 0) return label;
      if (!column.total) return null;
      return rows.reduce<number>((sum, row) => sum + (typeof row[index] === 'number' ? (row[index] as number) : 0), 0);
    });
  return [
    sumOf(sheet.totalsLabel ?? 'Total', sheet.rows),
    ...(sheet.subtotals ?? []).map((subtotal) =>
      sumOf(
        subtotal.label,
        subtotal.rows.map((index) => sheet.rows[index]!),
      ),
    ),
  ];
}
