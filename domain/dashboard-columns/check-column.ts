/**
 * Checks of a single column definition of /dashboard-columns-config.json (client-radar.md §5 "Column definition
 * file", fields of §3 "Dashboard column definition"). Messages are Spanish.
 */
import { expressionVariables } from './expression-ast';
import { ExpressionSyntaxError } from './expression-syntax-error';
import { parseExpression } from './parse-expression';
import { AGGREGATIONS, type Aggregation, type ColumnDefinition, type ColumnFormat } from './types';

/** Largest `decimals` accepted (the range of Number.prototype.toFixed). */
const MAX_DECIMALS = 20;

/** A column that passed its own checks, with the variables its expression reads (calculated columns). */
export interface CheckedColumn {
  definition: ColumnDefinition;
  variables: string[];
}

type Json = Record<string, unknown>;

/**
 * Checks one entry of `columns`.
 * @param raw the entry as parsed from JSON.
 * @param index its 0-based position (named 1-based in messages).
 * @param errors receives one Spanish message per problem.
 * @returns the typed definition (only the known fields) and its variables, or null when it has any problem.
 */
export function checkColumn(raw: unknown, index: number, errors: string[]): CheckedColumn | null {
  const position = index + 1;
  if (!isRecord(raw)) {
    errors.push(`La columna en la posición ${position} no es un objeto`);
    return null;
  }
  const found: string[] = [];
  const id = nonEmptyText(raw.id);
  if (id === null) found.push(`La columna en la posición ${position} no tiene id`);
  const label = id ?? `#${position}`;
  const displayName = nonEmptyText(raw.displayName);
  if (displayName === null) found.push(`La columna "${label}" no tiene displayName`);
  if (raw.description !== undefined && typeof raw.description !== 'string') {
    found.push(`La columna "${label}" tiene una description que no es texto`);
  }
  if (raw.decimals !== undefined && !isDecimals(raw.decimals)) {
    found.push(`La columna "${label}" tiene decimals inválido: debe ser un entero entre 0 y ${MAX_DECIMALS}`);
  }
  if (raw.format !== undefined && !isFormat(raw.format)) {
    found.push(`La columna "${label}" tiene un format inválido: debe ser "percentage" o "number"`);
  }
  let variables: string[] = [];
  if (raw.type === 'kpi') checkKpi(raw, label, found);
  else if (raw.type === 'calculated') variables = checkCalculated(raw, label, found);
  else found.push(`La columna "${label}" tiene un type inválido: debe ser "kpi" o "calculated"`);
  errors.push(...found);
  if (found.length > 0 || id === null || displayName === null) return null;
  return { definition: toDefinition(raw, id, displayName), variables };
}

function checkKpi(raw: Json, label: string, found: string[]): void {
  if (raw.defaultAggregation !== undefined && !isAggregation(raw.defaultAggregation)) {
    found.push(`La columna "${label}" tiene una defaultAggregation inválida: debe ser SUM, AVG, MIN, MAX o COUNT`);
  }
  if (raw.inMillions !== undefined && typeof raw.inMillions !== 'boolean') {
    found.push(`La columna "${label}" tiene inMillions inválido: debe ser true o false`);
  }
}

/** @returns the variables of the expression ([] when it is missing or does not parse, with the error recorded). */
function checkCalculated(raw: Json, label: string, found: string[]): string[] {
  if (raw.format === undefined) found.push(`La columna calculada "${label}" no tiene format ("percentage" o "number")`);
  if (raw.defaultAggregation !== undefined) found.push(`La columna calculada "${label}" no admite defaultAggregation`);
  if (raw.inMillions !== undefined) found.push(`La columna calculada "${label}" no admite inMillions`);
  const expression = nonEmptyText(raw.expression);
  if (expression === null) {
    found.push(`La columna calculada "${label}" no tiene expression`);
    return [];
  }
  try {
    return expressionVariables(parseExpression(expression));
  } catch (error) {
    if (!(error instanceof ExpressionSyntaxError)) throw error;
    found.push(`Expresión inválida en la columna "${label}": ${error.message}`);
    return [];
  }
}

/** Copies the known fields of a column that passed every check (so its type, format and expression are valid). */
function toDefinition(raw: Json, id: string, displayName: string): ColumnDefinition {
  const base = {
    id,
    displayName,
    ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
    ...(isFormat(raw.format) ? { format: raw.format } : {}),
    ...(isDecimals(raw.decimals) ? { decimals: raw.decimals } : {}),
  };
  if (raw.type === 'calculated') {
    return { ...base, type: 'calculated', expression: String(raw.expression), format: raw.format as ColumnFormat };
  }
  return {
    ...base,
    type: 'kpi',
    ...(isAggregation(raw.defaultAggregation) ? { defaultAggregation: raw.defaultAggregation } : {}),
    ...(typeof raw.inMillions === 'boolean' ? { inMillions: raw.inMillions } : {}),
  };
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isFormat(value: unknown): value is ColumnFormat {
  return value === 'percentage' || value === 'number';
}

function isDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DECIMALS;
}

function isAggregation(value: unknown): value is Aggregation {
  return (AGGREGATIONS as readonly unknown[]).includes(value);
}
