import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '@domain/exports/write-xlsx';
import type { CarteraDocumento, CarteraParte } from '@web/features/cartera/model/cartera';
import { documentsSheet, partiesSheet } from '@web/features/cartera/model/cartera-export';

const party = (rut: string, monto: number, participacion: number, excesos: string[] = []): CarteraParte => ({
  tipo: 'deudor',
  rut,
  razonSocial: `DEUDOR ${rut}`,
  ranking: 1,
  documentos: 2,
  monto,
  participacion,
  documentosConAlertas: 1,
  alertas: [],
  participacionMaxima: 0.5,
  montoMaximo: null,
  excesos,
  causasJudicialesNuevas: [],
});

const documento = (folio: number, montoCedido: number): CarteraDocumento => ({
  tipoDTE: 33,
  folio,
  emisor: { rut: '76354771-K', razonSocial: 'EMISORA' },
  deudor: { rut: '96790240-3', razonSocial: 'DEUDORA' },
  cedente: { rut: '76354771-K', razonSocial: 'EMISORA' },
  montoCedido,
  montoDocumento: montoCedido + 1,
  fechaEmision: '2026-11-01',
  fechaCesion: '2026-11-02 10:15',
  fechaVencimiento: null,
  tramo: 'sinVencimiento',
  estado: 'pendiente',
  diasRestantes: 3,
  alertas: [{ regla: 'VENCIDO_AL_CEDER', motivo: 'Vencía antes' }],
});

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe("the exports of 'Cartera'", () => {
  it('writes the ranking with numbers and percentages as values and a labelled total', async () => {
    const sheet = await readBack(
      await writeXlsx(
        partiesSheet('deudor', [party('96790240-3', 700, 0.7, ['Participación 70 %']), party('96519800-8', 300, 0.3)]),
      ),
    );
    expect(sheet.getRow(2).getCell(5).value).toBe(700);
    expect(sheet.getRow(2).getCell(6).value).toBe(0.7);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('0.0%');
    expect(sheet.getRow(2).getCell(10).value).toBe('Participación 70 %');
    expect(sheet.getRow(3).getCell(10).value).toBeNull();
    const totals = sheet.getRow(4);
    expect(totals.getCell(1).value).toBe('Total cartera');
    expect([totals.getCell(4).value, totals.getCell(5).value, totals.getCell(6).value]).toEqual([4, 1000, 1]);
  });

  it('writes the drill-down with date cells, the estado, the flags and the total named after the party', async () => {
    const drill = {
      tipo: 'deudor' as const,
      rut: '96790240-3',
      razonSocial: 'DEUDORA',
      tramo: null,
      estado: null,
      conAlertas: false,
    };
    const built = documentsSheet(drill, [documento(1, 100), documento(2, 250)]);
    expect(built.fileName).toBe('Documentos cartera 96790240-3.xlsx');
    const sheet = await readBack(await writeXlsx(built));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    expect(cell(2, 'Fecha Emisión')).toEqual(new Date(Date.UTC(2026, 10, 1)));
    expect(cell(2, 'Fecha Cesión')).toEqual(new Date(Date.UTC(2026, 10, 2, 10, 15)));
    expect(cell(2, 'Aceptación')).toBe('Pendiente');
    expect(cell(2, 'Días para reclamar')).toBe(3);
    expect(cell(2, 'Alertas')).toBe('Vencido al ceder: Vencía antes');
    expect(cell(4, 'Tipo DTE')).toBe('Total DEUDORA');
    expect(cell(4, 'Monto Cedido')).toBe(350);
  });
});
