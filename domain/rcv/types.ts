/**
 * Shapes of the SII's RCV ("Registro de Compras y Ventas") CSV exports once normalised.
 * Dates are 'yyyy-MM-dd'; date-times 'yyyy-MM-dd HH:mm:ss' in Chile local time (as the SII writes them, no shift).
 * Amounts are CLP integers. RUTs are normalised 'NNNNNNNN-D'.
 * Target: the librocv table of client-radar.md §3 (ventaOCompra, tipoDTE, folio, rutEmisor, rutReceptor,
 * fechaEmision, total, fechaHoraEnSII, tipoReferencia, folioReferencia).
 */

/** Which book the file belongs to: sales (venta) or purchases (compra). */
export type RcvKind = 'venta' | 'compra';

/**
 * The SII's export flavour. Sales have one ('venta'); purchases are exported per accounting state:
 * 'registro' (registered), 'pendiente' (not yet accepted or claimed), 'reclamado' (claimed), 'no_incluir'
 * ("No Corresp. Incluir", left out of the book).
 */
export type RcvVariant = 'venta' | 'registro' | 'pendiente' | 'reclamado' | 'no_incluir';

/** One referenced document ('Tipo Docto. Referencia' and one folio of 'Folio Docto. Referencia'). */
export interface RcvReferencia {
  tipoReferencia: number;
  folioReferencia: number;
}

/** One "otro impuesto" (additional tax) of a document; each of the three cells may be empty in the file. */
export interface RcvOtroImpuesto {
  codigo: string | null;
  /** CLP. */
  valor: number | null;
  /** Percent, e.g. 31.5. */
  tasa: number | null;
}

/** One document of the RCV, normalised for the client database (librocv). */
export interface RcvRow {
  /** Line of the document's row in the file (the header is line 1). */
  line: number;
  ventaOCompra: RcvKind;
  tipoDTE: number;
  folio: number;
  /** Sales: the contribuyente. Purchases: 'RUT Proveedor'. */
  rutEmisor: string;
  /** Sales: 'Rut cliente'. Purchases: the contribuyente. */
  rutReceptor: string;
  /** Razón social of the counterparty (cliente or proveedor), trimmed. */
  razonSocial: string;
  /** 'Fecha Docto', 'yyyy-MM-dd'. */
  fechaEmision: string;
  /** 'Fecha Recepcion' (reception by the SII), 'yyyy-MM-dd HH:mm:ss'. */
  fechaHoraEnSII: string;
  /** 'Fecha Acuse Recibo' (sales) or 'Fecha Acuse' (purchases registro / no incluir); null when absent. */
  fechaAcuse: string | null;
  /** 'Fecha Reclamo' (sales, purchases reclamado); null when absent. */
  fechaReclamo: string | null;
  /** CLP. */
  montoExento: number;
  /** CLP. */
  montoNeto: number;
  /** CLP. Sales: 'Monto IVA'. Purchases: 'Monto IVA Recuperable' plus 'Monto Iva No Recuperable' (empty counts 0). */
  montoIva: number;
  /** CLP, 'Monto total' / 'Monto Total'. */
  total: number;
  /** Referenced documents (sales files only; empty when none). One row may reference several folios. */
  referencias: RcvReferencia[];
  /** Additional taxes, from the row itself and from its continuation rows. */
  otrosImpuestos: RcvOtroImpuesto[];
}

/** A problem with one line of the file; the line's document is left out of `rows`. */
export interface RcvRowError {
  /** Line in the file (the header is line 1). */
  line: number;
  /** Column name as the file's header writes it, or null when the problem concerns the whole line. */
  field: string | null;
  /** Complete Spanish message, e.g. 'Línea 5, columna "Folio": folio inválido "x": ...'. */
  message: string;
}

/** Outcome of parsing one RCV file: every good document plus one error per problem found. */
export interface RcvParseResult {
  kind: RcvKind;
  variant: RcvVariant;
  rows: RcvRow[];
  errors: RcvRowError[];
}

/** The file to parse: its bytes as downloaded and, optionally, its name (used in file-level errors). */
export interface RcvInput {
  name?: string;
  bytes: Uint8Array;
}

/** Who the file belongs to, and optionally which book is expected (detected from the header when absent). */
export interface RcvParseOptions {
  rutContribuyente: string;
  kind?: RcvKind;
}
