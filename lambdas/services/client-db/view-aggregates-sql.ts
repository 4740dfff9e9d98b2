/**
 * SQL that fills the view aggregates of a client database (domain/client-db/schema.ts "View aggregates") from its
 * base tables, with the same rules as the in-browser views (domain/client-db/document-sql). Each statement binds
 * $cliente (the client's RUT) where it needs it; run them in order, after librocv, cesion and nc_resumen are filled
 * ({@link fillViewAggregates}).
 */
import type { Database } from 'sql.js';
import { INVOICE_TYPE } from '@domain/client-db/credit-notes';
import {
  ANULADO_FILTER_SQL,
  ANULADO_SQL,
  CEDED_DOCUMENT_JOIN,
  counterpartySql,
  creditNoteSql,
  LATEST_CESION_SQL,
  NC_JOIN,
  notNoteSql,
  REBAJADO_FILTER_SQL,
  REBAJADO_SQL,
  ULTIMA_CESION_JOIN,
} from '@domain/client-db/document-sql';

/** cesion.fechaEmision: the day of each ceded document in the client's sales, through the build's document key. */
const CESION_FECHA_EMISION_SQL = `
UPDATE cesion SET fechaEmision = (SELECT d.fechaEmision FROM librocv d WHERE d.ventaOCompra = 'venta'
  AND d.rutEmisor = cesion.rutEmisor AND d.tipoDTE = cesion.tipoDTE AND d.folio = cesion.folioDTE)`;

/** The client's side of each book (alias d). */
const CLIENT_ROWS = `((d.ventaOCompra = 'venta' AND d.rutEmisor = $cliente) OR (d.ventaOCompra = 'compra' AND d.rutReceptor = $cliente))`;

/** julianday() of the day of d.fechaHoraEnSII, NULL when a flag already decides the status (the 8-day rule's input). */
const JULIANDAY_SII =
  'CASE WHEN d.reclamado = 1 OR d.aceptado = 1 THEN NULL ELSE julianday(substr(d.fechaHoraEnSII, 1, 10)) END';

/** The document of the same book and issuer a row references (alias r). */
const REFERENCED_JOIN = `LEFT JOIN librocv r ON r.ventaOCompra = d.ventaOCompra AND r.rutEmisor = d.rutEmisor
  AND r.tipoDTE = d.tipoReferencia AND r.folio = d.folioReferencia`;

/** The referenced document r is anulado (flagged, or its nc_resumen rn says so); NULL when unknown. */
const REFERENCE_ANULADA = `(r.anulado = 1 OR rn.estado = 'Anulado')`;

/** Per client row: its derived values (temporary table `filas`, dropped at the end). */
const FILAS_SQL = `
CREATE TEMP TABLE filas AS
SELECT d.ventaOCompra, d.fechaEmision AS fecha, d.folio,
  ${counterpartySql('d.')} AS rutContraparte,
  NOT ${creditNoteSql('d.tipoDTE')} AS fila, ${notNoteSql('d.tipoDTE')} AS documento, ${creditNoteSql('d.tipoDTE')} AS nc,
  d.total, d.reclamado = 1 AS reclamado, COALESCE(u.montoCesion, 0) AS cedido, u.rutCesionario, COALESCE(${ANULADO_SQL}, 0) AS anulado,
  CASE WHEN ${creditNoteSql('d.tipoDTE')} THEN COALESCE(r.fechaEmision, d.fechaEmision) END AS fechaRef,
  CASE WHEN ${REFERENCE_ANULADA} THEN 1 ELSE 0 END AS anulacion,
  CASE WHEN r.folio IS NOT NULL AND NOT ${REFERENCE_ANULADA} THEN 1 ELSE 0 END AS rebaja
FROM librocv d
${ULTIMA_CESION_JOIN}
${NC_JOIN}
${REFERENCED_JOIN}
LEFT JOIN nc_resumen rn ON r.tipoDTE = ${INVOICE_TYPE} AND rn.rutEmisor = r.rutEmisor AND rn.tipoDTE = r.tipoDTE AND rn.folio = r.folio
WHERE ${CLIENT_ROWS}`;

const RESUMEN_DIA_SQL = `
INSERT INTO resumen_dia
SELECT ventaOCompra, fecha, SUM(fila), SUM(documento), SUM(documento * total), SUM(documento * cedido),
  SUM(documento * reclamado), SUM(documento * reclamado * total), SUM(documento * anulado),
  SUM(nc), SUM(nc * total), SUM(ncRef), SUM(ncRef * total)
FROM (
  SELECT ventaOCompra, fecha, fila, documento, nc, total, reclamado, cedido, anulado, 0 AS ncRef FROM temp.filas
  UNION ALL
  SELECT ventaOCompra, fechaRef, 0, 0, 0, total, 0, 0, 0, 1 FROM temp.filas WHERE nc
) GROUP BY ventaOCompra, fecha`;

const CEDIDO_DIA_SQL = `
INSERT INTO cedido_dia
SELECT d.fechaEmision, u.rutCesionario, SUM(u.montoCesion)
FROM librocv d JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio
WHERE d.ventaOCompra = 'venta' AND d.rutEmisor = $cliente AND ${notNoteSql('d.tipoDTE')}
GROUP BY d.fechaEmision, u.rutCesionario`;

const CESION_ESTADO_FACTORING_DIA_SQL = `
INSERT INTO cesion_estado_factoring_dia
SELECT fecha, ROW_NUMBER() OVER (PARTITION BY fecha), tipoDTE, rutCesionario, reclamado, aceptado, juliandaySII, anuladoFiltro,
  rebajadoFiltro, cantidad
FROM (
  SELECT substr(c.fechaHoraCesion, 1, 10) AS fecha, c.tipoDTE, c.rutCesionario, COALESCE(d.reclamado = 1, 0) AS reclamado,
    COALESCE(d.aceptado = 1, 0) AS aceptado, ${JULIANDAY_SII} AS juliandaySII,
    COALESCE(${ANULADO_FILTER_SQL}, 0) AS anuladoFiltro, COALESCE(${REBAJADO_FILTER_SQL}, 0) AS rebajadoFiltro, COUNT(*) AS cantidad
  FROM cesion c
  ${CEDED_DOCUMENT_JOIN}
  ${NC_JOIN}
  WHERE c.rutCedente = $cliente
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8)
ORDER BY 1, 2`;

/** cesion_estado_dia: cesion_estado_factoring_dia summed over types and factorings. */
const CESION_ESTADO_DIA_SQL = `
INSERT INTO cesion_estado_dia
SELECT fecha, reclamado, aceptado, juliandaySII, anuladoFiltro, rebajadoFiltro, SUM(cantidad)
FROM cesion_estado_factoring_dia GROUP BY 1, 2, 3, 4, 5, 6`;

const DOCUMENTO_ESTADO_DIA_SQL = `
INSERT INTO documento_estado_dia
SELECT ventaOCompra, fecha, ROW_NUMBER() OVER (PARTITION BY ventaOCompra, fecha), tipoDTE, rutCesionario, reclamado, aceptado,
  juliandaySII, anulado, rebajado, cantidad
FROM (
  SELECT d.ventaOCompra, d.fechaEmision AS fecha, d.tipoDTE, COALESCE(u.rutCesionario, '') AS rutCesionario,
    d.reclamado = 1 AS reclamado, d.aceptado = 1 AS aceptado, ${JULIANDAY_SII} AS juliandaySII,
    COALESCE(${ANULADO_SQL}, 0) AS anulado, COALESCE(${REBAJADO_SQL}, 0) AS rebajado, COUNT(*) AS cantidad
  FROM librocv d
  ${ULTIMA_CESION_JOIN}
  ${NC_JOIN}
  WHERE ${CLIENT_ROWS}
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9)
ORDER BY 1, 2, 3`;

const RESUMEN_CONTRAPARTE_SQL = `
INSERT INTO resumen_contraparte
SELECT ventaOCompra, rutContraparte, SUM(documento), SUM(documento * total), SUM(documento * cedido),
  SUM(documento * reclamado), SUM(documento * reclamado * total), MAX(CASE WHEN documento THEN fecha END),
  SUM(nc), SUM(nc * total), SUM(nc * anulacion), SUM(nc * anulacion * total), SUM(nc * rebaja), SUM(nc * rebaja * total)
FROM temp.filas GROUP BY ventaOCompra, rutContraparte`;

/** Month index year × 12 + month − 1 of a 'yyyy-MM-dd' expression (contraparte_mes.mes). */
const monthIndex = (day: string): string =>
  `(CAST(substr(${day}, 1, 4) AS INTEGER) * 12 + CAST(substr(${day}, 6, 2) AS INTEGER) - 1)`;

const CONTRAPARTE_SQL = `
INSERT INTO contraparte (rut, nombre)
SELECT x.rut, COALESCE(r.razonsocial, x.rut)
FROM (SELECT rutContraparte AS rut FROM temp.filas UNION SELECT rutDeudor FROM cesion WHERE rutCedente = $cliente) x
LEFT JOIN razonsocial r ON r.rut = x.rut
ORDER BY x.rut`;

/**
 * Cumulative per book, counterparty and month, every month from its first row (not a credit note) to the file's last.
 */
const CONTRAPARTE_MES_SQL = `
WITH mensual AS (
  SELECT ventaOCompra, ${monthIndex('fecha')} AS mes, rutContraparte, SUM(documento) AS cantidad, SUM(documento * total) AS total,
    SUM(documento * cedido) AS cedido, SUM(documento * reclamado) AS reclamadoCantidad,
    SUM(documento * reclamado * total) AS reclamadoTotal, COUNT(*) AS filas,
    SUM(documento * (substr(fecha, 9, 2) <= '15')) AS cantidadQuincena,
    SUM(documento * (substr(fecha, 9, 2) <= '15') * total) AS totalQuincena
  FROM temp.filas WHERE fila GROUP BY 1, 2, 3),
meses(mes) AS (
  SELECT MIN(mes) FROM mensual
  UNION ALL SELECT mes + 1 FROM meses WHERE mes < (SELECT ${monthIndex('MAX(fecha)')} FROM resumen_dia)),
primeros AS (SELECT ventaOCompra, rutContraparte, MIN(mes) AS primero FROM mensual GROUP BY 1, 2)
INSERT INTO contraparte_mes
SELECT p.ventaOCompra, m.mes, k.id, SUM(COALESCE(x.cantidad, 0)) OVER w, SUM(COALESCE(x.total, 0)) OVER w,
  SUM(COALESCE(x.cedido, 0)) OVER w, SUM(COALESCE(x.reclamadoCantidad, 0)) OVER w,
  SUM(COALESCE(x.reclamadoTotal, 0)) OVER w, SUM(COALESCE(x.filas, 0)) OVER w,
  SUM(COALESCE(x.cantidad, 0)) OVER w - COALESCE(x.cantidad, 0) + COALESCE(x.cantidadQuincena, 0),
  SUM(COALESCE(x.total, 0)) OVER w - COALESCE(x.total, 0) + COALESCE(x.totalQuincena, 0)
FROM primeros p JOIN meses m ON m.mes >= p.primero JOIN contraparte k ON k.rut = p.rutContraparte
LEFT JOIN mensual x ON x.ventaOCompra = p.ventaOCompra AND x.mes = m.mes AND x.rutContraparte = p.rutContraparte
WINDOW w AS (PARTITION BY p.ventaOCompra, p.rutContraparte ORDER BY m.mes)
ORDER BY 1, 2, 3`;

const CEDIDO_CONTRAPARTE_DIA_SQL = `
INSERT INTO cedido_contraparte_dia
SELECT f.ventaOCompra, f.fecha, k.id, f.rutCesionario, SUM(f.cedido) FROM temp.filas f JOIN contraparte k ON k.rut = f.rutContraparte
WHERE f.documento AND f.cedido <> 0 GROUP BY 1, 2, 3, 4`;

const NOTA_CREDITO_SQL = `
INSERT INTO nota_credito
SELECT f.ventaOCompra, f.fechaRef, k.id, f.folio, f.fecha, f.total, f.anulacion, f.rebaja
FROM temp.filas f JOIN contraparte k ON k.rut = f.rutContraparte WHERE f.nc ORDER BY 1, 2, 3, 4`;

const CESION_FACTORING_DIA_SQL = `
INSERT INTO cesion_factoring_dia
SELECT substr(c.fechaHoraCesion, 1, 10), c.rutCesionario, SUM(c.montoCesion), COUNT(*), group_concat(DISTINCT k.id)
FROM cesion c JOIN contraparte k ON k.rut = c.rutDeudor WHERE c.rutCedente = $cliente GROUP BY 1, 2`;

const CONCENTRACION_SQL = [
  `INSERT INTO concentracion_factoring
  SELECT rutCesionario, SUM(montoCesion), COUNT(DISTINCT rutDeudor), COUNT(*) FROM cesion WHERE rutCedente = $cliente
  GROUP BY rutCesionario`,
  `INSERT INTO concentracion_deudor
  SELECT rutDeudor, SUM(montoCesion), COUNT(DISTINCT rutCesionario), COUNT(*) FROM cesion WHERE rutCedente = $cliente
  GROUP BY rutDeudor`,
];

/**
 * Fills cesion.fechaEmision, then ultima_cesion, resumen_dia, cedido_dia, cesion_estado_factoring_dia,
 * cesion_estado_dia, documento_estado_dia, resumen_contraparte, contraparte, contraparte_mes, cedido_contraparte_dia,
 * nota_credito, cesion_factoring_dia, concentracion_factoring and concentracion_deudor (all empty before) of an open
 * client database whose base tables are filled. Reads the document key librocv_documento of the build when present.
 * @param rutCliente the client's RUT 'NNNNNNNN-D' (the side of each book and the cedente of its cessions).
 * @throws the SQLite error when a table is missing or already holds rows with the same key.
 */
export function fillViewAggregates(db: Database, rutCliente: string): void {
  const params = { $cliente: rutCliente };
  db.run(CESION_FECHA_EMISION_SQL);
  db.run(`INSERT INTO ultima_cesion ${LATEST_CESION_SQL}`);
  db.run(FILAS_SQL, params);
  db.run(RESUMEN_DIA_SQL);
  db.run(RESUMEN_CONTRAPARTE_SQL);
  db.run(CONTRAPARTE_SQL, params);
  for (const sql of [CONTRAPARTE_MES_SQL, CEDIDO_CONTRAPARTE_DIA_SQL, NOTA_CREDITO_SQL]) db.run(sql);
  db.run(CESION_ESTADO_FACTORING_DIA_SQL, params);
  db.run(CESION_ESTADO_DIA_SQL);
  for (const sql of [CEDIDO_DIA_SQL, DOCUMENTO_ESTADO_DIA_SQL, CESION_FACTORING_DIA_SQL, ...CONCENTRACION_SQL]) {
    db.run(sql, params);
  }
  db.run('DROP TABLE temp.filas');
}
