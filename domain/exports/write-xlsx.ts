import ExcelJS from 'exceljs';
import { totalsRow, type ColumnFormat, type ExportSheet } from './export-sheet';

/** Excel number formats per column format: CLP as '$1.234.567' in es-CL locales, dates day first. */
const NUMBER_FORMATS: Record<ColumnFormat, string | undefined> = {
  text: undefined,
  amount: '"$"#,##0',
  integer: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/**
 * Writes an export as an .xlsx workbook (exceljs; one sheet): bold header row, one row per document, then the
 * totals row when the sheet has one. Dates are real date cells (Chile wall time, see chile-cell-date.ts).
 * @returns the .xlsx bytes.
 */
export async function writeXlsx(sheet: ExportSheet): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.sheetName);
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRows(sheet.rows);
  const totals = totalsRow(sheet);
  if (totals) worksheet.addRow(totals).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
