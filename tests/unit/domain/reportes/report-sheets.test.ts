import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '@domain/exports/write-xlsx';
import { figuresByMonth, figuresByParty } from '@domain/reportes/report-figures';
import { limitUsage } from '@domain/reportes/limit-usage';
import { exposureSheet, monthsSheet, partiesSheet } from '@domain/reportes/report-sheets';
import { cesionView } from '@tests/support/cession-factory';

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('report sheets', () => {
  const rows = [
    cesionView({ id: 'a', montoCedido: 300, cedente: { rut: '1-9', razonSocial: '=HYPERLINK("http://x")' } }),
    cesionView({ id: 'b', montoCedido: 100, fechaCesion: '2019-05-02 10:00' }),
  ];

  it('writes the party report with numbers as numbers, the share as a fraction and formula-like names as text', async () => {
    const sheet = await readBack(await writeXlsx(partiesSheet('cedente', figuresByParty(rows, 'cedente'), 'a', 'b')));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(first.getCell(headers.indexOf('Monto Cedido Vigente') + 1).value).toBe(300);
    expect(first.getCell(headers.indexOf('Participación') + 1).value).toBe(0.75);
  });

  it('writes one row per month and the totals of the counts and amounts', async () => {
    const sheet = await readBack(
      await writeXlsx(monthsSheet(figuresByMonth(rows, ['2019-04', '2019-05']), '2019-04', '2019-05')),
    );
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['2019-04', '2019-05', 'Total']);
    expect(sheet.getRow(4).getCell(3).value).toBe(400);
  });

  it('writes the exposure with an unset limit as an empty cell, the use as a fraction and the breach as Sí', async () => {
    const usage = limitUsage(
      {
        tipo: 'deudor',
        rut: '96874030-K',
        razonSocial: 'DEUDOR A',
        documentos: 2,
        monto: 900,
        participacion: 0.9,
        participacionMaxima: null,
        montoMaximo: 600,
        excesos: ['Monto $900 sobre el máximo de $600'],
      },
      1_000,
    )!;
    const sheet = await readBack(await writeXlsx(exposureSheet('deudor', [usage], '2026-11-23')));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1).value;
    expect(cell('Participación Máxima')).toBeNull();
    expect(cell('Monto Máximo')).toBe(600);
    expect(cell('Uso del Límite')).toBe(1.5);
    expect(cell('Disponible')).toBe(-300);
    expect(cell('Excede')).toBe('Sí');
  });
});
