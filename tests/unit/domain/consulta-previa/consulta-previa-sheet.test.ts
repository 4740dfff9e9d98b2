import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { consultaPreviaSheet } from '@domain/consulta-previa/consulta-previa-sheet';
import { writeXlsx } from '@domain/exports/write-xlsx';

const ROW: ConsultaPreviaRow = {
  rutEmisor: '76354771-K',
  folioDTE: 800004,
  tipoDTE: 33,
  cedido: false,
  glosaCedibleParaMonitor: 'Deudor reclama: Reclamo al Contenido del Documento',
  glosaCedible: 'DTE No Cedible, DTE reclamado por el receptor',
  estado: 'No Cedido',
  glosaEstado: 'Error No se encontró información',
  tenedor: null,
  financiable: 'No',
  motivos: [
    'Reclamo del deudor: Reclamo al Contenido del Documento (20/11/2026)',
    'Sin cesiones en el registro del SII',
  ],
};

describe('consultaPreviaSheet', () => {
  it('writes typed cells exceljs reads back: rut as text, tipo and folio as numbers, reasons joined', async () => {
    const sheet = consultaPreviaSheet([
      ROW,
      { ...ROW, folioDTE: 7, estado: 'Cedido', tenedor: '96806980-2', financiable: 'Sí', motivos: [] },
    ]);
    expect(sheet.fileName).toBe('ConsultaPrevia.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(sheet)).buffer);
    const worksheet = workbook.worksheets[0]!;
    expect(worksheet.rowCount).toBe(3);
    const headers = (worksheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => worksheet.getRow(row).getCell(headers.indexOf(header) + 1);
    expect(cell(2, 'Rut Emisor').value).toBe('76354771-K');
    expect(cell(2, 'Folio').value).toBe(800004);
    expect(cell(2, 'Folio').numFmt).toBe('0');
    expect(cell(2, 'Tipo').value).toBe(33);
    expect(cell(2, 'Tipo Documento').value).toBe('Factura Electrónica');
    expect(cell(2, '¿Financiable?').value).toBe('No');
    expect(cell(2, 'Motivos').value).toBe(ROW.motivos.join('; '));
    expect(cell(3, 'Tenedor').value).toBe('96806980-2');
    expect(cell(3, 'Motivos').value).toBe('');
  });
});
