/**
 * Validation of the client list's column definition file /dashboard-columns-config.json
 * (client-radar.md §5 "Column definition file" and §3 "Dashboard column definition"). Messages are Spanish.
 */
import { checkColumn, type CheckedColumn } from './check-column';
import { findDependencyCycles } from './find-dependency-cycles';
import type { ColumnConfig } from './types';

/** The typed configuration, or every problem found. */
export type ColumnConfigValidation = { ok: true; config: ColumnConfig } | { ok: false; errors: string[] };

/** Message for a file without a non-empty "columns" array. */
const NO_COLUMNS_MESSAGE = 'La configuración debe tener un arreglo "columns" no vacío';

/**
 * Validates a parsed column definition file:
 * - an object with a non-empty `columns` array;
 * - each column: id, displayName, type 'kpi' or 'calculated' (and, when present, description text, format
 *   'percentage' or 'number', decimals an integer 0..20);
 * - calculated: an expression that parses, a format, no defaultAggregation and no inMillions;
 * - kpi: defaultAggregation among SUM, AVG, MIN, MAX, COUNT and inMillions boolean (each when present);
 * - ids unique; every variable of an expression is another column's id; no circular dependencies.
 * @param json the file's content after JSON.parse.
 * @returns `{ ok: true, config }` with only the known fields, or `{ ok: false, errors }` with one Spanish message
 *   per problem, e.g. 'Variable no definida "y" en la columna "x"', 'Dependencia circular: a -> b -> a'.
 */
export function validateColumnConfig(json: unknown): ColumnConfigValidation {
  const columns = isObject(json) ? json.columns : undefined;
  if (!Array.isArray(columns) || columns.length === 0) return { ok: false, errors: [NO_COLUMNS_MESSAGE] };

  const errors: string[] = [];
  const checked = columns
    .map((raw, index) => checkColumn(raw, index, errors))
    .filter((column): column is CheckedColumn => column !== null);

  const ids = columns.map((raw) => (isObject(raw) ? raw.id : undefined));
  const known = new Set(ids.filter((id): id is string => typeof id === 'string'));
  const duplicated = [...known].filter((id) => ids.filter((other) => other === id).length > 1);
  if (duplicated.length > 0) errors.push(`Ids de columna duplicados: ${duplicated.join(', ')}`);

  for (const { definition, variables } of checked) {
    for (const variable of variables.filter((name) => !known.has(name))) {
      errors.push(`Variable no definida "${variable}" en la columna "${definition.id}"`);
    }
  }
  const graph = new Map(checked.map(({ definition, variables }) => [definition.id, variables] as const));
  for (const cycle of findDependencyCycles(graph)) errors.push(`Dependencia circular: ${cycle.join(' -> ')}`);

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, config: { columns: checked.map((column) => column.definition) } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
