import { describe, expect, it } from 'vitest';
import { validateColumnConfig } from '@domain/dashboard-columns/validate-column-config';

const kpi = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  displayName: `KPI ${id}`,
  type: 'kpi',
  ...extra,
});
const calc = (id: string, expression: string, extra: Record<string, unknown> = {}) => ({
  id,
  displayName: `Calc ${id}`,
  type: 'calculated',
  expression,
  format: 'number',
  ...extra,
});

const errorsOf = (json: unknown): string[] => {
  const result = validateColumnConfig(json);
  return result.ok ? [] : result.errors;
};

describe('validateColumnConfig: accepted definitions', () => {
  it('returns the typed columns in order, keeping only the known fields', () => {
    const result = validateColumnConfig({
      version: 3,
      columns: [
        kpi('ventas', { defaultAggregation: 'SUM', inMillions: true, format: 'number', decimals: 1, color: 'red' }),
        kpi('cedido'),
        calc('ratio', 'cedido / ventas * 100', { format: 'percentage', description: 'Cedido sobre ventas' }),
        calc('promedio', 'SUM(ventas) / COUNT(ventas)'),
      ],
    });
    expect(result).toEqual({
      ok: true,
      config: {
        columns: [
          {
            id: 'ventas',
            displayName: 'KPI ventas',
            type: 'kpi',
            defaultAggregation: 'SUM',
            inMillions: true,
            format: 'number',
            decimals: 1,
          },
          { id: 'cedido', displayName: 'KPI cedido', type: 'kpi' },
          {
            id: 'ratio',
            displayName: 'Calc ratio',
            type: 'calculated',
            expression: 'cedido / ventas * 100',
            format: 'percentage',
            description: 'Cedido sobre ventas',
          },
          {
            id: 'promedio',
            displayName: 'Calc promedio',
            type: 'calculated',
            expression: 'SUM(ventas) / COUNT(ventas)',
            format: 'number',
          },
        ],
      },
    });
  });

  it('accepts a calculated column built on another calculated column', () => {
    expect(validateColumnConfig({ columns: [kpi('a'), calc('b', 'a * 2'), calc('c', 'b + a')] }).ok).toBe(true);
  });

  it.each(['SUM', 'AVG', 'MIN', 'MAX', 'COUNT'])('accepts the kpi aggregation %s', (aggregation) => {
    const columns = [kpi('a', { defaultAggregation: aggregation, inMillions: false })];
    expect(validateColumnConfig({ columns }).ok).toBe(true);
  });
});

describe('validateColumnConfig: the file', () => {
  it.each([null, 'text', 42, [], {}, { columns: null }, { columns: {} }, { columns: [] }])(
    'rejects %j as a whole',
    (json) => {
      expect(errorsOf(json)).toEqual(['La configuración debe tener un arreglo "columns" no vacío']);
    },
  );
});

describe('validateColumnConfig: each column', () => {
  it('needs an object with id, displayName and a valid type', () => {
    const columns = ['x', kpi(''), { id: 'b', type: 'kpi' }, { id: 'c', displayName: 'C' }, kpi('d', { type: 'KPI' })];
    expect(errorsOf({ columns })).toEqual([
      'La columna en la posición 1 no es un objeto',
      'La columna en la posición 2 no tiene id',
      'La columna "b" no tiene displayName',
      'La columna "c" tiene un type inválido: debe ser "kpi" o "calculated"',
      'La columna "d" tiene un type inválido: debe ser "kpi" o "calculated"',
    ]);
  });

  it('names a column without id by its position in the following messages', () => {
    expect(errorsOf({ columns: [kpi('a'), { type: 'kpi' }] })).toEqual([
      'La columna en la posición 2 no tiene id',
      'La columna "#2" no tiene displayName',
    ]);
  });

  it("checks a kpi column's defaultAggregation and inMillions", () => {
    const columns = [
      kpi('a', { defaultAggregation: 'MEDIAN' }),
      kpi('b', { defaultAggregation: 'sum', inMillions: 'true' }),
    ];
    expect(errorsOf({ columns })).toEqual([
      'La columna "a" tiene una defaultAggregation inválida: debe ser SUM, AVG, MIN, MAX o COUNT',
      'La columna "b" tiene una defaultAggregation inválida: debe ser SUM, AVG, MIN, MAX o COUNT',
      'La columna "b" tiene inMillions inválido: debe ser true o false',
    ]);
  });

  it('a calculated column needs an expression and a format, and takes no defaultAggregation nor inMillions', () => {
    const { format: _format, ...withoutFormat } = calc('b', 'a');
    expect(
      errorsOf({
        columns: [
          kpi('a'),
          calc('x', ''),
          withoutFormat,
          calc('c', 'a', { defaultAggregation: 'SUM', inMillions: false }),
        ],
      }),
    ).toEqual([
      'La columna calculada "x" no tiene expression',
      'La columna calculada "b" no tiene format ("percentage" o "number")',
      'La columna calculada "c" no admite defaultAggregation',
      'La columna calculada "c" no admite inMillions',
    ]);
  });

  it("reports an expression that does not parse with the parser's message", () => {
    expect(errorsOf({ columns: [kpi('a'), calc('x', 'a * (a + 1')] })).toEqual([
      'Expresión inválida en la columna "x": Se esperaba ")" en la posición 11 y se encontró el final de la expresión',
    ]);
  });

  it('checks format, decimals and description when present', () => {
    const columns = [
      kpi('a', { format: 'currency' }),
      calc('b', 'a', { decimals: 2.5 }),
      kpi('c', { decimals: -1, description: 3 }),
    ];
    expect(errorsOf({ columns })).toEqual([
      'La columna "a" tiene un format inválido: debe ser "percentage" o "number"',
      'La columna "b" tiene decimals inválido: debe ser un entero entre 0 y 20',
      'La columna "c" tiene una description que no es texto',
      'La columna "c" tiene decimals inválido: debe ser un entero entre 0 y 20',
    ]);
  });
});

describe('validateColumnConfig: between columns', () => {
  it('reports duplicated ids once each', () => {
    const columns = [kpi('a'), kpi('b'), kpi('a'), kpi('b'), kpi('a')];
    expect(errorsOf({ columns })).toEqual(['Ids de columna duplicados: a, b']);
  });

  it('reports every undefined variable, plain or aggregated', () => {
    expect(errorsOf({ columns: [kpi('a'), calc('x', 'a + y - SUM(z) + y')] })).toEqual([
      'Variable no definida "y" en la columna "x"',
      'Variable no definida "z" en la columna "x"',
    ]);
  });

  it('a variable may name a column that has problems of its own (only that column is reported)', () => {
    const columns = [{ id: 'a', type: 'kpi' }, calc('x', 'a * 2')];
    expect(errorsOf({ columns })).toEqual(['La columna "a" no tiene displayName']);
  });

  it.each([
    [[calc('a', 'a + 1')], 'Dependencia circular: a -> a'],
    [[calc('a', 'b * 2'), calc('b', 'AVG(a)')], 'Dependencia circular: a -> b -> a'],
    [[kpi('k'), calc('a', 'b + k'), calc('b', 'c'), calc('c', '-a')], 'Dependencia circular: a -> b -> c -> a'],
  ])('rejects circular dependencies (%#)', (columns, message) => {
    expect(errorsOf({ columns })).toEqual([message]);
  });

  it('reports all kinds of problems together', () => {
    expect(errorsOf({ columns: [kpi('a'), kpi('a'), calc('x', 'x + nope'), calc('y', '1 +')] })).toEqual([
      'Expresión inválida en la columna "y": Se esperaba un número, una variable, una función o "(" ' +
        'en la posición 4 y se encontró el final de la expresión',
      'Ids de columna duplicados: a',
      'Variable no definida "nope" en la columna "x"',
      'Dependencia circular: x -> x',
    ]);
  });
});
