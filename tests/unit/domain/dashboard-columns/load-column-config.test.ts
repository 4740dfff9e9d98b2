import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';
import { loadColumnConfig } from '@domain/dashboard-columns/load-column-config';
import { validateColumnConfig } from '@domain/dashboard-columns/validate-column-config';

const VALID = { columns: [{ id: 'a', displayName: 'A', type: 'kpi' }] };

describe('loadColumnConfig', () => {
  it('uses a valid file, given as text or as parsed JSON, without warning', () => {
    const expected = { config: VALID, warning: null, errors: [] };
    expect(loadColumnConfig(JSON.stringify(VALID))).toEqual(expected);
    expect(loadColumnConfig(VALID)).toEqual(expected);
  });

  it('falls back to the default with "Error al parsear configuración: JSON inválido" for text that is not JSON', () => {
    expect(loadColumnConfig('{"columns": [')).toEqual({
      config: DEFAULT_COLUMN_CONFIG,
      warning: 'Error al parsear configuración: JSON inválido',
      errors: [],
    });
  });

  it('falls back to the default with "Error al cargar la configuración de columnas" for an invalid definition', () => {
    expect(loadColumnConfig('{"columns": []}')).toEqual({
      config: DEFAULT_COLUMN_CONFIG,
      warning: 'Error al cargar la configuración de columnas',
      errors: ['La configuración debe tener un arreglo "columns" no vacío'],
    });
    expect(loadColumnConfig(undefined).warning).toBe('Error al cargar la configuración de columnas');
  });
});

describe('DEFAULT_COLUMN_CONFIG', () => {
  it('holds the KPI columns of client-radar §9, in that order, and passes its own validation', () => {
    expect(DEFAULT_COLUMN_CONFIG.columns.map((column) => column.id)).toEqual([
      'payment-compliance',
      'total-ventas-cedido-promedio',
      'aceptacion-documentos-promedio',
      'reclamo-promedio',
      'anulaciones-promedio',
      'rebajas-promedio',
      'cantidad-factorings',
      'concentracion-top1-factoring',
      'top3-factorings',
      'top1-cliente',
      'top3-clientes',
    ]);
    expect(validateColumnConfig(DEFAULT_COLUMN_CONFIG)).toEqual({ ok: true, config: DEFAULT_COLUMN_CONFIG });
  });

  it('shows every KPI but the factoring count as a percentage', () => {
    const formats = DEFAULT_COLUMN_CONFIG.columns.map((column) => [column.id, column.format]);
    expect(formats.filter(([, format]) => format !== 'percentage')).toEqual([['cantidad-factorings', 'number']]);
  });

  it('cannot be altered by a consumer', () => {
    const first = DEFAULT_COLUMN_CONFIG.columns[0] as { displayName: string };
    expect(() => {
      first.displayName = 'x';
    }).toThrow(TypeError);
  });
});
