import ExcelJS from 'exceljs';
import { totalsRows, type ExportColumn, type ExportSheet } from './export-sheet';
import { neutraliseFormula } from './formula-guard';

/**
 * The Excel number format of a column: CLP as '$1.234.567' in es-CL locales, dates day first, decimals as the column
 * asks; millions through Excel's scaling commas ('#,##0.00,,"M"' shows 12345678 as 12,35M).
 */
function numberFormat(column: ExportColumn): string | undefined {
  const decimals = column.decimals ?? 2;
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (column.format) {
    case 'text':
      return undefined;
    case 'amount':
      return '"$"#,##0';
    case 'integer':
      return '0';
    case 'date':
      return 'dd/mm/yyyy';
    case 'datetime':
      return 'dd/mm/yyyy hh:mm';
    case 'decimal':
      return `#,##0${fraction}`;
    case 'percent':
      return `0${fraction}%`;
    case 'millions':
      return `#,##0${fraction},,"M"`;
  }
}

/**
 * Writes an export as an .xlsx workbook (exceljs; one sheet): bold header row, one row per document, then the
 * labelled totals rows when the sheet has them. Dates are real date cells (Chile wall time, see chile-cell-date.ts);
 * texts that start like a formula are neutralised (formula-guard.ts), numbers stay numbers.
 * @returns the .xlsx bytes.
 */
export async function writeXlsx(sheet: ExportSheet): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.sheetName);
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    style: numberFormat(column) ? { numFmt: numberFormat(column) } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRows(sheet.rows.map((row) => row.map(neutraliseFormula)));
  for (const totals of totalsRows(sheet)) worksheet.addRow(totals).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
