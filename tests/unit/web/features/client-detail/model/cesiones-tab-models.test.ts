import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '@domain/exports/write-xlsx';
import { chartMonthsFor, formatMillions, shareOfSales } from '@web/features/client-detail/model/cesiones-chart';
import { cesionesExportSheet } from '@web/features/client-detail/model/cesiones-export-sheet';
import { creditNoteImpact, creditNotesSummary } from '@web/features/client-detail/model/credit-note-impact';
import {
  chartFactorings,
  selectAllState,
  toggleFactoring,
} from '@web/features/client-detail/model/factoring-selection';
import type { MonthlyChartRow } from '@domain/client-db/views/monthly-chart-view';
import { cesionRow } from './cesion-row';

describe('credit-note impact (client-detail §4 badge and footer summary, §9 threshold 50 %)', () => {
  it('badges a note by its share of the document amount', () => {
    expect(creditNoteImpact(1_000_000, 1_000_000)).toEqual({ text: 'Anula cesión completa', variant: 'danger' });
    expect(creditNoteImpact(500_000, 1_000_000)).toEqual({ text: 'Rebaja 50%', variant: 'warning' });
    expect(creditNoteImpact(499_999, 1_000_000)).toEqual({ text: 'Rebaja 49%', variant: 'info' });
    expect(creditNoteImpact(120_000, 1_000_000)).toEqual({ text: 'Rebaja 12%', variant: 'info' });
    expect(creditNoteImpact(10, null)).toBeNull();
    expect(creditNoteImpact(10, 0)).toBeNull();
  });

  it('sums the notes in the footer, for a cesión or an invoice', () => {
    expect(creditNotesSummary(1_190_000, 1_190_000, 'cesion')).toEqual({
      text: 'Cesión completamente anulada',
      variant: 'danger',
    });
    expect(creditNotesSummary(2_000_000, 1_190_000, 'cesion')?.text).toBe('Cesión completamente anulada');
    expect(creditNotesSummary(750_000, 1_000_000, 'cesion')).toEqual({
      text: 'Cesión rebajada 75%',
      variant: 'warning',
    });
    expect(creditNotesSummary(300_000, 1_000_000, 'cesion')).toEqual({
      text: 'Cesión parcialmente rebajada 30%',
      variant: 'info',
    });
    expect(creditNotesSummary(1_000_000, 1_000_000, 'factura')?.text).toBe('Factura completamente anulada');
    expect(creditNotesSummary(600_000, 1_000_000, 'factura')?.text).toBe('Factura rebajada 60%');
    expect(creditNotesSummary(0, 1_000_000, 'cesion')).toBeNull();
  });
});

describe('factoring selection of the concentration table (client-detail §2)', () => {
  const ids = ['76000001-1', '76000002-K', '76000003-8'];

  it('toggles in table order and reads the select-all state', () => {
    expect(toggleFactoring(ids, '76000002-K', ids)).toEqual(['76000001-1', '76000003-8']);
    expect(toggleFactoring(['76000003-8'], '76000001-1', ids)).toEqual(['76000001-1', '76000003-8']);
    expect(selectAllState(ids, ids)).toBe('all');
    expect(selectAllState(['76000003-8'], ids)).toBe('some');
    expect(selectAllState([], ids)).toBe('none');
    expect(selectAllState(['99999999-9'], ids)).toBe('none');
  });

  it('filters the chart only when not every factoring is chosen', () => {
    expect(chartFactorings(ids, ids)).toBeUndefined();
    expect(chartFactorings(['76000003-8', '76000001-1'], ids)).toEqual(['76000001-1', '76000003-8']);
    expect(chartFactorings([], ids)).toEqual([]);
  });
});

describe('Cesiones Mensuales figures (client-detail §2, §9 millions)', () => {
  const rows: MonthlyChartRow[] = [
    { mes: '2026-01', mesDisplay: 'Ene 2026', ventas: 12_000_000, cedido: 5_000_000, noCedido: 7_000_000 },
    { mes: '2026-02', mesDisplay: 'Feb 2026', ventas: 0, cedido: 0, noCedido: 0 },
  ];

  it('shows millions without decimals and the share of sales', () => {
    expect(formatMillions(12_600_000)).toBe('$13');
    expect(formatMillions(1_234_000_000)).toBe('$1.234');
    expect(shareOfSales(rows[0]!, 'cedido', 5_000_000)).toBe('41,67% de ventas');
    expect(shareOfSales(rows[0]!, 'ventas', 12_000_000)).toBeNull();
    expect(shareOfSales(rows[1]!, 'cedido', 0)).toBeNull();
  });

  it('counts nothing as ceded when no factoring is selected', () => {
    expect(chartMonthsFor(rows, undefined)).toEqual(rows);
    expect(chartMonthsFor(rows, ['76000001-1'])).toEqual(rows);
    expect(chartMonthsFor(rows, [])[0]).toMatchObject({ cedido: 0, noCedido: 12_000_000 });
  });
});

describe('cesiones export (client-detail §2 Exportar, §9 cesiones_{client}_{date}.xlsx, sheet Cesiones)', () => {
  const row = cesionRow({ ncReferenceCount: 2 });

  it('writes typed cells and a totals row, named after the client and the Chile date', async () => {
    // 02:30 UTC on 11 March is still 10 March in Santiago (UTC−3).
    const sheet = cesionesExportSheet(
      [row, { ...row, id: 'b', folio: 1502, montoCedido: 500_000, ncTotalAmount: 0, rebajado: false }],
      '76111222-3',
      new Date('2026-03-11T02:30:00Z'),
    );
    expect(sheet.fileName).toBe('cesiones_76111222-3_10-03-2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(sheet)).buffer);
    const worksheet = workbook.getWorksheet('Cesiones')!;
    const header = (worksheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(sheet.columns.map((column) => column.header));
    const cell = (r: number, name: string) => worksheet.getRow(r).getCell(header.indexOf(name) + 1);
    expect(cell(2, 'Folio').value).toBe(1501);
    expect(cell(2, 'Monto').value).toBe(1_190_000);
    expect(cell(2, 'Monto').numFmt).toBe('"$"#,##0');
    expect(cell(2, 'Fecha Emisión').value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(cell(2, 'Fecha Cesión').value).toEqual(new Date(Date.UTC(2026, 2, 10, 12, 30)));
    expect(cell(2, 'Aceptado/Reclamado').value).toBe('Reclamado');
    expect(cell(2, 'Rebajado').value).toBe('Rebajado (2 NC)');
    expect(cell(2, 'RUT Deudor').value).toBe('77.000.001-1');
    expect(cell(4, 'Folio').value).toBe('Total');
    expect(cell(4, 'Monto Cedido').value).toBe(1_500_000);
    expect(cell(4, 'Notas de Crédito').value).toBe(190_000);
  });
});
