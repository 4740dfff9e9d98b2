import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportSheet } from '@domain/exports/export-sheet';
import { writeXlsx } from '@domain/exports/write-xlsx';

/** The values of the data rows of the first sheet of an .xlsx, as exceljs reads them back. */
async function dataRows(bytes: Uint8Array<ArrayBuffer>): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('writeXlsx', () => {
  it("neutralises text cells that start with '=', '+', '-' or '@' and keeps numbers as numbers", async () => {
    const sheet: ExportSheet = {
      fileName: 'x.xlsx',
      sheetName: 'x',
      columns: [
        { header: 'Razón social', format: 'text' },
        { header: 'Monto', format: 'amount' },
      ],
      rows: [
        ['=HYPERLINK("http://evil.invalid","ver")', -150_000],
        ['+56 9 1234 5678', 0],
        ['-2+3', 12],
        ['@SUM(A1:A9)', 1],
        ['ACME LIMITADA', 2],
        ['-', 3],
      ],
      totals: false,
    };
    expect(await dataRows(await writeXlsx(sheet))).toEqual([
      ['\'=HYPERLINK("http://evil.invalid","ver")', -150_000],
      ["'+56 9 1234 5678", 0],
      ["'-2+3", 12],
      ["'@SUM(A1:A9)", 1],
      ['ACME LIMITADA', 2],
      ['-', 3],
    ]);
  });
});
