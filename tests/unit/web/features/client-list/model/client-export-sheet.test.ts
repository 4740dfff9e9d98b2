import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { clientExportSheet } from '@web/features/client-list/model/client-export-sheet';
import type { ClientRow } from '@web/features/client-list/model/client-row';
import { defaultRadar } from '@tests/support/radar-scales';

const columns: ColumnDefinition[] = [
  { id: 'payment-compliance', displayName: 'Cumplimiento de Pago', type: 'kpi', format: 'percentage', decimals: 2 },
  { id: 'monto', displayName: 'Monto', type: 'kpi', format: 'number', decimals: 1, inMillions: true },
];

const row: ClientRow = {
  rut: '76389992-6',
  razonSocial: 'Alfa Ltda',
  ejecutivo: 'ana@factoring.cl',
  estado: 'Activo',
  tamano: 8,
  correo: null,
  telefono: '222',
  values: { 'payment-compliance': 85.5, monto: 12_345_678 },
};

describe('clientExportSheet (client-radar §9)', () => {
  // 2026-11-01 01:00 UTC is still 31 October in Santiago (UTC-3)
  const now = new Date('2026-11-01T01:00:00Z');

  it('names the file clientes_{Chile date}.xlsx and writes the KPIs as number cells', () => {
    const sheet = clientExportSheet([row], columns, true, now, null);
    expect(sheet.fileName).toBe('clientes_2026-10-31.xlsx');
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'RUT',
      'Razón Social',
      'Estado',
      'Tamaño',
      'Ejecutivo',
      'Correo',
      'Teléfono',
      'Cumplimiento de Pago',
      'Monto',
    ]);
    expect(sheet.rows).toEqual([
      ['76.389.992-6', 'Alfa Ltda', 'Activo', 'Mediana E. R1', 'ana@factoring.cl', '', '222', 0.855, 12_345_678],
    ]);
    expect(sheet.columns.slice(-2)).toEqual([
      { header: 'Cumplimiento de Pago', format: 'percent', decimals: 2 },
      { header: 'Monto', format: 'millions', decimals: 1 },
    ]);
  });

  it('shows each KPI cell in Excel as on screen (85,50 % and 12,3M) while the cell holds the number', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const { writeXlsx } = await import('@domain/exports/write-xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await writeXlsx(clientExportSheet([row, { ...row, values: {} }], columns, false, now, null))).buffer,
    );
    const sheet = workbook.worksheets[0]!;
    const [compliance, monto] = [sheet.getRow(2).getCell(7), sheet.getRow(2).getCell(8)];
    expect([compliance.value, compliance.numFmt]).toEqual([0.855, '0.00%']);
    expect([monto.value, monto.numFmt]).toEqual([12_345_678, '#,##0.0,,"M"']);
    expect([compliance.type, monto.type]).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.Number]);
    // A KPI with no value (division by zero) is an empty cell, not a text.
    expect(sheet.getRow(3).getCell(7).value).toBeNull();
  });
  it('leaves the executive column out without carteraEjecutivos', () => {
    const sheet = clientExportSheet([row], columns, false, now, null);
    expect(sheet.columns.map((c) => c.header)).not.toContain('Ejecutivo');
    expect(sheet.rows[0]).toHaveLength(8);
  });
  it('follows each enabled radar KPI with its class as text, empty without a value (client-radar §9)', () => {
    const low = { ...row, values: { 'payment-compliance': 70, monto: 1 } };
    const empty = { ...row, values: {} };
    const sheet = clientExportSheet([row, low, empty], columns, false, now, defaultRadar());
    expect(sheet.columns.slice(-3)).toEqual([
      { header: 'Cumplimiento de Pago', format: 'percent', decimals: 2 },
      { header: 'Cumplimiento de Pago - Clase', format: 'text' },
      { header: 'Monto', format: 'millions', decimals: 1 },
    ]);
    expect(sheet.rows.map((cells) => cells.slice(-3))).toEqual([
      [0.855, 'Regular', 12_345_678],
      [0.7, 'Regular', 1],
      [null, '', null],
    ]);
    const disabled = clientExportSheet([row], columns, false, now, defaultRadar(['payment-compliance']));
    expect(disabled.columns.map((c) => c.header)).not.toContain('Cumplimiento de Pago - Clase');
  });
});
