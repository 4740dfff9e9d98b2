import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, SheetReadError } from '@web/lib/downloads/read-first-sheet';

async function xlsxFile(name: string, sheets: unknown[][][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, index) => workbook.addWorksheet(`Hoja${index + 1}`).addRows(rows));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return new File([bytes], name);
}

describe('readFirstSheet', () => {
  it('reads only the first sheet of an .xlsx, each row up to its last filled cell', async () => {
    const file = await xlsxFile('planilla.xlsx', [
      [
        ['RUT', 'TIPO', 'FOLIO', 'SECUENCIA'],
        ['76.354.771-K', 33, 170, 2],
        ['96790240-3', 34, 5, null],
      ],
      [['otra', 'hoja']],
    ]);
    expect(await readFirstSheet(file)).toEqual([
      ['RUT', 'TIPO', 'FOLIO', 'SECUENCIA'],
      ['76.354.771-K', 33, 170, 2],
      ['96790240-3', 34, 5],
    ]);
  });

  it('gives formula results and keeps blank rows as empty rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Datos');
    sheet.addRow(['RUT', 'TIPO', 'FOLIO']);
    sheet.addRow([]);
    sheet.getCell('A3').value = '76354771-K';
    sheet.getCell('B3').value = 33;
    sheet.getCell('C3').value = { formula: '100+70', result: 170 };
    const file = new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'f.XLSX');
    expect(await readFirstSheet(file)).toEqual([['RUT', 'TIPO', 'FOLIO'], [], ['76354771-K', 33, 170]]);
  });

  it('reads a ; or , separated CSV with a BOM, trimming cells', async () => {
    const csv = '\ufeffRUT;TIPO;FOLIO\n 76354771-K ;33;170\n96790240-3,34,5,\n';
    expect(await readFirstSheet(new File([csv], 'lista.csv'))).toEqual([
      ['RUT', 'TIPO', 'FOLIO'],
      ['76354771-K', '33', '170'],
      ['96790240-3', '34', '5'],
    ]);
  });

  it('reads only the first sheet of a legacy .xls (BIFF8)', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['RUT', 'TIPO', 'FOLIO'],
        ['76354771-K', 33, 170],
      ]),
      'Hoja1',
    );
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['otra']]), 'Hoja2');
    const bytes = XLSX.write(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer;
    expect(await readFirstSheet(new File([bytes], 'planilla.XLS'))).toEqual([
      ['RUT', 'TIPO', 'FOLIO'],
      ['76354771-K', 33, 170],
    ]);
  });

  it('refuses other extensions and unreadable workbooks with a clear error', async () => {
    await expect(readFirstSheet(new File(['x'], 'lista.txt'))).rejects.toThrow(SheetReadError);
    await expect(readFirstSheet(new File(['x'], 'lista.txt'))).rejects.toThrow(
      'Formato no permitido. Solo se aceptan .xls, .xlsx y .csv',
    );
    await expect(readFirstSheet(new File(['no es zip'], 'lista.xlsx'))).rejects.toThrow(/no es un Excel .xlsx válido/);
  });
});
