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

/**
 * A spreadsheet ready to be written (write-xlsx.ts): file name with extension, sheet name, columns, one
 * row of cells per document (same order as columns), and the totals row ('Total' in the first column,
 * the sum of each `total` column) when `totals` is true.
 */
export interface ExportSheet {
  fileName: string;
  sheetName: string;
  columns: ExportColumn[];
  rows: CellValue[][];
  totals: boolean;
}

/**
 * The totals row of a sheet: 'Total' in the first column, the sum (CLP) of every `total` column, null elsewhere.
 * @returns null when the sheet asks for no totals.
 */
export function totalsRow(sheet: Pick<ExportSheet, 'columns' | 'rows' | 'totals'>): CellValue[] | null {
  if (!sheet.totals) return null;
  return sheet.columns.map((column, index) => {
    if (index === 0) return 'Total';
    if (!column.total) return null;
    return sheet.rows.reduce<number>((sum, row) => sum + (typeof row[index] === 'number' ? (row[index] as number) : 0), 0);
  });
}
