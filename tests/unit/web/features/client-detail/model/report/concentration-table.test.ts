import { describe, expect, it } from 'vitest';
import { concentrationTable, REPORT_TOP_ROWS } from '@web/features/client-detail/model/report/concentration-table';

describe('concentrationTable', () => {
  it('shows the first REPORT_TOP_ROWS rows as party, amount, the two counts and the share', () => {
    const rows = Array.from({ length: REPORT_TOP_ROWS + 2 }, (_, index) => ({
      nombre: `Parte ${index}`,
      montoCedido: 100 * index,
      a: index,
      b: 2 * index,
      participacion: 0.5,
    }));
    const table = concentrationTable({
      title: 'Concentración',
      nameHeader: 'Factoring',
      countHeaders: ['Deudores', 'Cesiones'],
      rows,
      name: (row) => row.nombre,
      counts: (row) => [row.a, row.b],
      formatAmount: (amount) => `$${amount}`,
      empty: 'Sin datos',
    });
    expect(table.columns.map((column) => column.header)).toEqual([
      'Factoring',
      'Monto Cedido',
      'Deudores',
      'Cesiones',
      'Participación',
    ]);
    expect(table.rows).toHaveLength(REPORT_TOP_ROWS);
    expect(table.rows[1]?.slice(0, 4)).toEqual(['Parte 1', '$100', '1', '2']);
    expect(table.empty).toBe('Sin datos');
  });
});
