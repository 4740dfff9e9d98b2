/**
 * Document types (tipoDTE) of the SII and which of them can be ceded.
 * Source: core-platform.md §3 "Document types"; cedible set from the SII's Cesion_v10.xsd
 * (IdDTE/TipoDTE is SiiDte:DTEFacturasType) and the AEC format note "Sólo códigos 33, 34, 46 y 43".
 */

const DTE_TYPE_NAMES: Readonly<Record<number, string>> = {
  33: 'Factura Electrónica',
  34: 'Factura Exenta Electrónica',
  39: 'Boleta Electrónica',
  41: 'Boleta Exenta Electrónica',
  43: 'Liquidación de Factura Electrónica',
  46: 'Factura de Compra Electrónica',
  52: 'Guía de Despacho Electrónica',
  56: 'Nota de Débito Electrónica',
  61: 'Nota de Crédito Electrónica',
  110: 'Factura de Exportación Electrónica',
  111: 'Nota de Débito de Exportación Electrónica',
  112: 'Nota de Crédito de Exportación Electrónica',
};

/** Name shown for any tipoDTE outside the known list (core-platform §3: "others shown as 'DTE'"). */
export const UNKNOWN_DTE_TYPE_NAME = 'DTE';

/** The cedible tipoDTE codes: 33, 34, 43 and 46 (Cesion_v10.xsd DTEFacturasType). */
export const CEDIBLE_TYPES: readonly number[] = [33, 34, 43, 46];

/**
 * Spanish display name of a tipoDTE code, e.g. 33 -> 'Factura Electrónica'; unknown codes give 'DTE'.
 * Source: core-platform.md §3.
 */
export function dteTypeName(tipo: number): string {
  return DTE_TYPE_NAMES[tipo] ?? UNKNOWN_DTE_TYPE_NAME;
}

/**
 * The document name as the SII's "cesiones en período" answers write it (NOMBRE_DOC): the display name without
 * accents, e.g. 33 -> 'Factura Electronica' (SII-PROTOCOLS.md §4; real samples of secretline/lib-cl-sii-python).
 */
export function siiDocumentName(tipo: number): string {
  return dteTypeName(tipo)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when the tipoDTE may be ceded (33, 34, 43, 46). Source: Cesion_v10.xsd, core-platform.md §3. */
export function isCedible(tipo: number): boolean {
  return CEDIBLE_TYPES.includes(tipo);
}
