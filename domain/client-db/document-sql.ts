/**
 * SQL fragments of the document rules, shared by the database builder (its view aggregates,
 * lambdas/services/client-db/view-aggregates-sql.ts) and the views (domain/client-db/views) so both apply the same
 * rule. Aliases: `d` a librocv row, `n` its nc_resumen row (LEFT JOIN via {@link NC_JOIN}).
 */
import { CREDIT_NOTE_TYPES, DEBIT_NOTE_TYPES, INVOICE_TYPE } from './credit-notes';

/** Document types that are notes, excluded from sales and purchases totals (client-detail.md §9), ascending. */
const NOTE_TYPES = [...DEBIT_NOTE_TYPES, ...CREDIT_NOTE_TYPES].sort((a, b) => a - b);

/** SQL: the tipoDTE `column` is a credit note (60, 61 or 112, client-detail.md §9). */
export function creditNoteSql(column: string): string {
  return `${column} IN (${CREDIT_NOTE_TYPES.join(', ')})`;
}

/**
 * SQL: the tipoDTE `column` is not a note (a document of the sales and purchases totals, client-detail.md §9). The
 * same as `column NOT IN (56, 60, 61, 111, 112)`, written so that SQLite settles the types below the smallest note
 * type (33, 34, 46) with one comparison: it probes a NOT IN list of more than two values in a temporary index for
 * every row (in sql.js, half a month of sales, 3,948 documents, read in 1.85 ms with the NOT IN, 1.50 ms written so).
 */
export function notNoteSql(column: string): string {
  return `(${column} < ${NOTE_TYPES[0]} OR ${column} NOT IN (${NOTE_TYPES.join(', ')}))`;
}

/**
 * The counterparty of a librocv row: rutReceptor of ventas (the deudor), rutEmisor of compras (the proveedor)
 * (client-detail.md §2). `prefix` is the row's alias with its dot ('l.', 'd.').
 */
export function counterpartySql(prefix: string): string {
  return `CASE ${prefix}ventaOCompra WHEN 'venta' THEN ${prefix}rutReceptor ELSE ${prefix}rutEmisor END`;
}

/**
 * LEFT JOIN of the document `d` a cession `c` cedes, in the client's sales, through librocv's primary key
 * (cesion.fechaEmision is the document's day, NULL when it is not in the sales: then d is NULL).
 */
export const CEDED_DOCUMENT_JOIN = `LEFT JOIN librocv d ON d.ventaOCompra = 'venta' AND d.fechaEmision = c.fechaEmision
  AND d.folio = c.folioDTE AND d.rutEmisor = c.rutEmisor AND d.tipoDTE = c.tipoDTE`;

/** LEFT JOIN of the latest cession `u` of `d` (table ultima_cesion). */
export const ULTIMA_CESION_JOIN =
  'LEFT JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio';

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
 * The latest cession (by fechaHoraCesion) of each document with its factoring and amount: the query that fills
 * the ultima_cesion table (domain/client-db/schema.ts).
 */
export const LATEST_CESION_SQL = `
  SELECT rutEmisor, tipoDTE, folioDTE, rutCesionario, montoCesion, fechaHoraCesion FROM (
    SELECT c.*, ROW_NUMBER() OVER (PARTITION BY rutEmisor, tipoDTE, folioDTE ORDER BY fechaHoraCesion DESC) AS rn
    FROM cesion c) WHERE rn = 1`;
