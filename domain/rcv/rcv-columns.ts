/**
 * Column maps of the RCV CSV exports and recognition of a file's book and variant from its header.
 * Column names as the SII writes them (the expected field names of cl-sii's rcv/parse_csv.py, one list per
 * export): sales carry 'Tipo Venta' and 'Rut cliente'; purchases 'Tipo Compra' and 'RUT Proveedor', and their
 * variants differ by 'Fecha Reclamo' (reclamado), 'Fecha Acuse' with the 'Tabacos' columns (registro),
 * 'Fecha Acuse' alone (no incluir) or neither (pendiente).
 */
import { RcvFileError } from './rcv-file-error';
import type { RcvKind, RcvVariant } from './types';

/** Columns read from every export. */
export const COMMON_COLUMNS = {
  nro: 'Nro',
  tipoDoc: 'Tipo Doc',
  razonSocial: 'Razon Social',
  folio: 'Folio',
  fechaDocto: 'Fecha Docto',
  fechaRecepcion: 'Fecha Recepcion',
  montoExento: 'Monto Exento',
  montoNeto: 'Monto Neto',
} as const;

/** Where the columns that differ between exports are, for one export. */
export interface RcvLayout {
  kind: RcvKind;
  variant: RcvVariant;
  /** The counterparty's RUT ('Rut cliente' or 'RUT Proveedor'). */
  rut: string;
  total: string;
  /** Columns added up into montoIva; `ivaRequired` says whether they must be filled (else empty counts 0). */
  iva: readonly string[];
  ivaRequired: boolean;
  fechaAcuse: string | null;
  fechaReclamo: string | null;
  referencia: { tipo: string; folio: string } | null;
  otroImpuesto: { codigo: string; valor: string; tasa: string };
}

const VENTA: RcvLayout = {
  kind: 'venta',
  variant: 'venta',
  rut: 'Rut cliente',
  total: 'Monto total',
  iva: ['Monto IVA'],
  ivaRequired: true,
  fechaAcuse: 'Fecha Acuse Recibo',
  fechaReclamo: 'Fecha Reclamo',
  referencia: { tipo: 'Tipo Docto. Referencia', folio: 'Folio Docto. Referencia' },
  otroImpuesto: { codigo: 'Codigo Otro Imp.', valor: 'Valor Otro Imp.', tasa: 'Tasa Otro Imp.' },
};

const COMPRA_BASE = {
  kind: 'compra',
  rut: 'RUT Proveedor',
  total: 'Monto Total',
  iva: ['Monto IVA Recuperable', 'Monto Iva No Recuperable'],
  ivaRequired: false,
  fechaAcuse: null,
  fechaReclamo: null,
  referencia: null,
  otroImpuesto: { codigo: 'Codigo Otro Impuesto', valor: 'Valor Otro Impuesto', tasa: 'Tasa Otro Impuesto' },
} as const;

const COMPRA: Readonly<Record<Exclude<RcvVariant, 'venta'>, RcvLayout>> = {
  registro: { ...COMPRA_BASE, variant: 'registro', fechaAcuse: 'Fecha Acuse' },
  no_incluir: { ...COMPRA_BASE, variant: 'no_incluir', fechaAcuse: 'Fecha Acuse' },
  reclamado: { ...COMPRA_BASE, variant: 'reclamado', fechaReclamo: 'Fecha Reclamo' },
  pendiente: { ...COMPRA_BASE, variant: 'pendiente' },
};

const KIND_NAMES: Readonly<Record<RcvKind, string>> = { venta: 'ventas', compra: 'compras' };

/**
 * Recognises the export from its header row (names compared without case, accents or extra spaces).
 * @param header the first record's cells.
 * @param expectedKind when given, the file must be of this book.
 * @param fileName only for error messages.
 * @returns the layout of the export.
 * @throws RcvFileError when the header is neither sales nor purchases, is not the expected book, or lacks a
 *   column the layout reads.
 */
export function detectRcvLayout(header: readonly string[], expectedKind?: RcvKind, fileName?: string): RcvLayout {
  const names = new Set(header.map(normalizeColumnName));
  const has = (column: string) => names.has(normalizeColumnName(column));
  const layout = layoutFor(has, fileName);
  if (expectedKind && layout.kind !== expectedKind) {
    throw new RcvFileError(
      fileName,
      `se esperaba un registro de ${KIND_NAMES[expectedKind]} y el encabezado es de ${KIND_NAMES[layout.kind]}`,
    );
  }
  const missing = columnsRead(layout).filter((column) => !has(column));
  if (missing.length > 0) {
    throw new RcvFileError(fileName, `faltan columnas en el encabezado: ${missing.join(', ')}`);
  }
  return layout;
}

function layoutFor(has: (column: string) => boolean, fileName: string | undefined): RcvLayout {
  if (has('Tipo Venta') && has('Rut cliente')) return VENTA;
  if (has('Tipo Compra') && has('RUT Proveedor')) {
    if (has('Fecha Reclamo')) return COMPRA.reclamado;
    if (has('Fecha Acuse')) return has('Tabacos Puros') ? COMPRA.registro : COMPRA.no_incluir;
    return COMPRA.pendiente;
  }
  throw new RcvFileError(fileName, 'el encabezado no corresponde a un RCV de ventas ni de compras');
}

function columnsRead(layout: RcvLayout): string[] {
  const optional = [layout.fechaAcuse, layout.fechaReclamo, layout.referencia?.tipo, layout.referencia?.folio];
  return [
    ...Object.values(COMMON_COLUMNS),
    layout.rut,
    layout.total,
    ...layout.iva,
    ...optional.filter((column): column is string => Boolean(column)),
    ...Object.values(layout.otroImpuesto),
  ];
}

/**
 * Lower-cases, strips accents and collapses spaces, so 'Razón  Social' and 'Razon Social' match.
 * @returns the comparable form of a column name.
 */
export function normalizeColumnName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
