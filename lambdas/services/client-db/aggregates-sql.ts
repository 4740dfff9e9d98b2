/**
 * SQL that materialises resumen_mensual and resumen_contraparte_mes (domain/client-db/schema.ts) from librocv,
 * cesion and nc_resumen of a client database: DOCS_SQL (bound parameter $cliente: the client's RUT; its own
 * cessions are those with rutCedente = $cliente), then both inserts, then DROP_DOCS_SQL.
 * Documents are the rows whose tipoDTE is not a note (56, 60, 61, 111, 112); credit notes are tipos 60, 61 and 112
 * (client-detail.md §9).
 */
import { counterpartySql, creditNoteSql, notNoteSql } from '@domain/client-db/document-sql';

/** Creates the temporary table `docs` both aggregates read (one row per librocv row with its derived values). */
export const DOCS_SQL = `
CREATE TEMP TABLE docs AS
WITH cedido AS (
  SELECT rutEmisor, tipoDTE, folioDTE, MAX(montoCesion) AS monto
  FROM cesion WHERE rutCedente = $cliente GROUP BY rutEmisor, tipoDTE, folioDTE
),
derived AS (
  SELECT l.ventaOCompra, substr(l.fechaEmision, 1, 7) AS periodo,
    ${counterpartySql('l.')} AS rutContraparte,
    l.fechaEmision, ${notNoteSql('l.tipoDTE')} AS documento, ${creditNoteSql('l.tipoDTE')} AS nc, l.total,
    l.aceptado, l.reclamado, l.anulado, l.rebajado,
    c.monto IS NOT NULL AS cedido, MIN(COALESCE(c.monto, 0), l.total) AS montoCedido,
    COALESCE(n.ncTotal, 0) AS ncSobre
  FROM librocv l
  LEFT JOIN cedido c ON l.ventaOCompra = 'venta' AND c.rutEmisor = l.rutEmisor AND c.tipoDTE = l.tipoDTE AND c.folioDTE = l.folio
  LEFT JOIN nc_resumen n ON l.ventaOCompra = 'venta' AND n.rutEmisor = l.rutEmisor AND n.tipoDTE = l.tipoDTE AND n.folio = l.folio
)
SELECT * FROM derived`;

/** Drops the temporary table once the aggregates are filled. */
export const DROP_DOCS_SQL = 'DROP TABLE temp.docs';

const COMMON = `
  SUM(documento), SUM(documento * total), SUM(nc), SUM(nc * total),
  SUM(documento * cedido), SUM(documento * montoCedido),
  SUM(documento * reclamado), SUM(documento * reclamado * total)`;

/** Fills resumen_mensual. */
export const RESUMEN_MENSUAL_SQL = `
INSERT INTO resumen_mensual
SELECT ventaOCompra, periodo, ${COMMON},
  SUM(documento * aceptado), SUM(documento * anulado), SUM(documento * rebajado)
FROM docs GROUP BY ventaOCompra, periodo`;

/** Fills resumen_contraparte_mes. */
export const RESUMEN_CONTRAPARTE_SQL = `
INSERT INTO resumen_contraparte_mes
SELECT ventaOCompra, periodo, rutContraparte, ${COMMON},
  SUM(documento * anulado), SUM(documento * anulado * ncSobre),
  SUM(documento * rebajado), SUM(documento * rebajado * ncSobre),
  MAX(fechaEmision)
FROM docs GROUP BY ventaOCompra, periodo, rutContraparte`;
