/**
 * SQL fragments shared by the document and cession views: document status, credit-note state (the rules live in
 * domain/client-db/document-sql, shared with the database builder), estado filter conditions and names.
 * Aliases: `d` a librocv row, `n` its nc_resumen row (LEFT JOIN via {@link NC_JOIN}); the latest cession of each
 * document is the table ultima_cesion (domain/client-db/schema.ts).
 */
import { INVOICE_TYPE } from '@domain/client-db/credit-notes';
import type { EstadoFilter } from './view-filters';

/** Invoice type 33 of the credit-note rule (domain/client-db/credit-notes). */
export { INVOICE_TYPE };

/** The document rules shared with the database builder (domain/client-db/document-sql). */
export {
  ANULADO_FILTER_SQL,
  ANULADO_SQL,
  CEDED_DOCUMENT_JOIN,
  creditNoteSql,
  ESTADO_SQL,
  NC_JOIN,
  notNoteSql,
  REBAJADO_FILTER_SQL,
  REBAJADO_SQL,
  ULTIMA_CESION_JOIN,
} from '@domain/client-db/document-sql';

/**
 * SQL condition of each estado filter option (client-radar.md §4) over a query whose rows have an `estado` column
 * ({@link ESTADO_SQL}) and the 0/1 columns named `flags.anulado` and `flags.rebajado` (each view picks its rule).
 */
export function estadoConditions(flags: { anulado: string; rebajado: string }): Record<EstadoFilter, string> {
  return {
    pendiente: "estado = 'pendiente'",
    aceptado: "estado = 'aceptado'",
    reclamado: "estado = 'reclamado'",
    anulado: `${flags.anulado} = 1`,
    rebajado: `${flags.rebajado} = 1`,
  };
}

/** CTE `hoy` with jd = julianday(today), computed once per query; one '?' parameter: today 'yyyy-MM-dd'. */
export const TODAY_JULIANDAY_CTE = 'hoy AS MATERIALIZED (SELECT julianday(?) AS jd)';

/**
 * Status of a row of an estado day aggregate (cesion_estado_dia, documento_estado_dia: columns reclamado, aceptado,
 * juliandaySII) by the rule of {@link ESTADO_SQL}, with `hoy` of {@link TODAY_JULIANDAY_CTE} in the FROM clause.
 */
export const AGGREGATE_ESTADO_SQL = `CASE WHEN reclamado = 1 THEN 'reclamado'
  WHEN aceptado = 1 OR hoy.jd - juliandaySII > 8 THEN 'aceptado' ELSE 'pendiente' END`;

/** The conditions of the `selected` estado options joined with OR; '1' (every row) when none is selected. */
export function anyEstadoSql(conditions: Record<EstadoFilter, string>, selected: readonly EstadoFilter[] = []): string {
  return selected.length === 0 ? '1' : `(${selected.map((estado) => conditions[estado]).join(' OR ')})`;
}

/** Name of a RUT from razonsocial, falling back to the RUT itself. `rutExpr` is a column expression. */
export function nameOf(rutExpr: string): string {
  return `COALESCE((SELECT razonsocial FROM razonsocial WHERE rut = ${rutExpr}), ${rutExpr})`;
}

/** Turns an SQLite 0/1 (or NULL) into a boolean. */
export function flag(value: unknown): boolean {
  return value === 1;
}
