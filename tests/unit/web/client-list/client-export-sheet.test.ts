import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../../../domain/dashboard-columns/types';
import { clientExportSheet } from '../../../../web/src/features/client-list/model/client-export-sheet';
import type { ClientRow } from '../../../../web/src/features/client-list/model/client-row';

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

  it('names the file clientes_{Chile date}.xlsx and formats the KPI cells es-CL', () => {
    const sheet = clientExportSheet([row], columns, true, now);
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
      ['76.389.992-6', 'Alfa Ltda', 'Activo', 'Mediana E. R1', 'ana@factoring.cl', '', '222', '85,50%', '12,3M'],
    ]);
  });
  it('leaves the executive column out without carteraEjecutivos', () => {
    const sheet = clientExportSheet([row], columns, false, now);
    expect(sheet.columns.map((c) => c.header)).not.toContain('Ejecutivo');
    expect(sheet.rows[0]).toHaveLength(8);
  });
});
