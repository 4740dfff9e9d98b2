/**
 * SQL fragments shared by the document and cession views: document status, credit-note state and the latest cession
 * of each document. Aliases: `d` a librocv row, `n` its nc_resumen row (LEFT JOIN via {@link NC_JOIN}).
 */
import { CREDIT_NOTE_TYPE, INVOICE_TYPE } from '../../../../domain/client-db/credit-notes';
import type { EstadoFilter } from './view-filters';

/** Document types that are notes, excluded from sales and purchases totals (client-detail.md §9). */
export const NOTE_TYPES_SQL = '(56, 60, 61, 111, 112)';

/** Credit-note type 61 and invoice type 33 of the credit-note rule (domain/client-db/credit-notes). */
export { CREDIT_NOTE_TYPE, INVOICE_TYPE };

/** LEFT JOIN of the credit-note summary of `d` (only invoices of type 33 of the same issuer). */
export const NC_JOIN = `LEFT JOIN nc_resumen n ON d.tipoDTE = ${INVOICE_TYPE} AND n.rutEmisor = d.rutEmisor
  AND n.tipoDTE = d.tipoDTE AND n.folio = d.folio`;

/**
 * Status of `d` (client-radar.md §4): 'reclamado' when the reclamado flag is 1; 'aceptado' when the aceptado flag is
 * 1 or more than 8 calendar days passed since fechaHoraEnSII; else 'pendiente'. One '?' parameter: today 'yyyy-MM-dd'.
 */
export const ESTADO_SQL = `CASE WHEN d.reclamado = 1 THEN 'reclamado'
  WHEN d.aceptado = 1 OR julianday(?) - julianday(substr(d.fechaHoraEnSII, 1, 10)) > 8 THEN 'aceptado'
  ELSE 'pendiente' END`;

/**
 * Displayed anulado of `d` (client-radar.md §4; client-detail.md §4 "Anulado shows Sí when the credit-note total
 * covers the whole amount"): flagged, or credit notes whose sum reaches the total within 0.01, or a total of 0.
 */
export const ANULADO_SQL = `(d.anulado = 1 OR (n.ncCount > 0 AND (d.total = 0 OR n.ncTotal >= d.total - 0.01)))`;

/** Displayed rebajado of `d`: not anulado, and flagged or 0 < credit-note sum < total − 0.01. */
export const REBAJADO_SQL = `(NOT ${ANULADO_SQL} AND (d.rebajado = 1 OR (n.ncTotal > 0 AND n.ncTotal < d.total - 0.01)))`;

/** Anulado in the cesion estado filter (client-radar.md §4): flagged or credit-note sum >= total. */
export const ANULADO_FILTER_SQL = `(d.anulado = 1 OR n.ncTotal >= d.total)`;

/** Rebajado in the cesion estado filter (client-radar.md §4): flagged or 0 < credit-note sum < total. */
export const REBAJADO_FILTER_SQL = `(d.rebajado = 1 OR (n.ncTotal > 0 AND n.ncTotal < d.total))`;

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

/** The conditions of the `selected` estado options joined with OR; '1' (every row) when none is selected. */
export function anyEstadoSql(conditions: Record<EstadoFilter, string>, selected: readonly EstadoFilter[] = []): string {
  return selected.length === 0 ? '1' : `(${selected.map((estado) => conditions[estado]).join(' OR ')})`;
}

/**
 * CTE `ultima_cesion`: the latest cession (by fechaHoraCesion) of each document, with its factoring and amount.
 * Prefix a query with `WITH ${LATEST_CESION_CTE}` (or `, ${...}` after other CTEs).
 */
export const LATEST_CESION_CTE = `ultima_cesion AS (
  SELECT rutEmisor, tipoDTE, folioDTE, rutCesionario, montoCesion, fechaHoraCesion FROM (
    SELECT c.*, ROW_NUMBER() OVER (PARTITION BY rutEmisor, tipoDTE, folioDTE ORDER BY fechaHoraCesion DESC) AS rn
    FROM cesion c) WHERE rn = 1)`;

/** Name of a RUT from razonsocial, falling back to the RUT itself. `rutExpr` is a column expression. */
export function nameOf(rutExpr: string): string {
  return `COALESCE((SELECT razonsocial FROM razonsocial WHERE rut = ${rutExpr}), ${rutExpr})`;
}

/** Turns an SQLite 0/1 (or NULL) into a boolean. */
export function flag(value: unknown): boolean {
  return value === 1;
}
