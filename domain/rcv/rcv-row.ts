/**
 * Normalisation of one RCV document row into an {@link RcvRow}, and recognition of continuation rows.
 * Required cells follow cl-sii's rcv/parse_csv.py schemas for the fields we keep: Tipo Doc, the counterparty's
 * RUT, Razon Social, Folio, Fecha Docto, Fecha Recepcion, Monto Exento, Monto Neto, Monto total and (sales)
 * Monto IVA. Parties: for sales the contribuyente is the emisor and 'Rut cliente' the receptor; for purchases
 * 'RUT Proveedor' is the emisor and the contribuyente the receptor (client-radar.md §3 librocv).
 */
import { fieldCollector, type FieldCollector } from './field-collector';
import { readOtroImpuesto } from './otros-impuestos';
import type { RcvCells } from './rcv-cells';
import { COMMON_COLUMNS, type RcvLayout } from './rcv-columns';
import {
  type FieldReader,
  optional,
  readAmount,
  readDate,
  readDateTime,
  readFolio,
  readOptionalDateTime,
  readRut,
  readText,
  readTipoDte,
} from './rcv-fields';
import { readReferencias } from './referencias';
import type { RcvOtroImpuesto, RcvRow, RcvRowError } from './types';

/** A row's document, or the errors that kept it out (never both). */
export type RowOutcome = { row: RcvRow; errors: [] } | { row: null; errors: RcvRowError[] };

/**
 * True for a continuation row: it has no 'Nro', no 'Fecha Recepcion' and no total, and only repeats the
 * document's identity to add one more "otro impuesto" (cl-sii parse_csv.py, "otros impuestos" rows).
 */
export function isContinuationRow(cells: RcvCells, layout: RcvLayout): boolean {
  return [COMMON_COLUMNS.nro, COMMON_COLUMNS.fechaRecepcion, layout.total].every((column) => cells.get(column) === '');
}

/** Identity shared by a document row and its continuation rows: Tipo Doc, counterparty RUT and Folio as written. */
export function documentKey(cells: RcvCells, layout: RcvLayout): string {
  return [COMMON_COLUMNS.tipoDoc, layout.rut, COMMON_COLUMNS.folio].map((column) => cells.get(column)).join('|');
}

/**
 * Normalises one document row.
 * @param rutContribuyente normalised RUT of the file's owner.
 * @returns the row, or one error per unreadable cell (a row with nothing but its 'Nro' gets a single error).
 */
export function normaliseRcvRow(cells: RcvCells, layout: RcvLayout, rutContribuyente: string): RowOutcome {
  const collector = fieldCollector(cells);
  checkWidth(cells, collector);
  if (cells.emptyExcept(COMMON_COLUMNS.nro)) {
    collector.fail(null, `fila sin datos del documento (Nro ${cells.get(COMMON_COLUMNS.nro)})`);
    return { row: null, errors: collector.errors };
  }
  const { read } = collector;
  const fields = {
    tipoDTE: read(COMMON_COLUMNS.tipoDoc, readTipoDte),
    rutContraparte: read(layout.rut, readRut),
    razonSocial: read(COMMON_COLUMNS.razonSocial, readText),
    folio: read(COMMON_COLUMNS.folio, readFolio),
    fechaEmision: read(COMMON_COLUMNS.fechaDocto, readDate),
    fechaHoraEnSII: read(COMMON_COLUMNS.fechaRecepcion, readDateTime),
    fechaAcuse: layout.fechaAcuse ? read(layout.fechaAcuse, readOptionalDateTime) : null,
    fechaReclamo: layout.fechaReclamo ? read(layout.fechaReclamo, readOptionalDateTime) : null,
    montoExento: read(COMMON_COLUMNS.montoExento, readAmount),
    montoNeto: read(COMMON_COLUMNS.montoNeto, readAmount),
    montoIva: readIva(layout, read),
    total: read(layout.total, readAmount),
    referencias: layout.referencia ? readReferencias(cells, layout.referencia, collector) : [],
    otroImpuesto: readOtroImpuesto(cells, layout.otroImpuesto, collector),
  };
  if (collector.errors.length > 0) return { row: null, errors: collector.errors };
  // No error was recorded, so every reader succeeded and no field is undefined.
  const { rutContraparte, otroImpuesto, ...values } = fields as {
    [K in keyof typeof fields]: Exclude<(typeof fields)[K], undefined>;
  };
  const sale = layout.kind === 'venta';
  return {
    row: {
      line: cells.line,
      ventaOCompra: layout.kind,
      ...values,
      rutEmisor: sale ? rutContribuyente : rutContraparte,
      rutReceptor: sale ? rutContraparte : rutContribuyente,
      otrosImpuestos: otroImpuesto ? [otroImpuesto] : [],
    },
    errors: [],
  };
}

/**
 * Reads a continuation row's "otro impuesto".
 * @returns the tax (null when its cells are empty) and the errors of the line (the tax is null when any).
 */
export function readContinuationRow(
  cells: RcvCells,
  layout: RcvLayout,
): { otroImpuesto: RcvOtroImpuesto | null; errors: RcvRowError[] } {
  const collector = fieldCollector(cells);
  checkWidth(cells, collector);
  const otroImpuesto = readOtroImpuesto(cells, layout.otroImpuesto, collector);
  if (collector.errors.length > 0) return { otroImpuesto: null, errors: collector.errors };
  return { otroImpuesto: otroImpuesto ?? null, errors: [] };
}

function checkWidth(cells: RcvCells, collector: FieldCollector): void {
  const beyond = cells.extra.filter((cell) => cell !== '');
  if (beyond.length > 0) {
    collector.fail(null, `hay valores después de la última columna del encabezado: "${beyond.join('", "')}"`);
  }
}

function readIva(layout: RcvLayout, read: FieldCollector['read']): number | undefined {
  const reader: FieldReader<number | null> = layout.ivaRequired ? readAmount : optional(readAmount);
  const parts = layout.iva.map((column) => read(column, reader));
  return parts.includes(undefined) ? undefined : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}
