/** Date the extended acquired search filters on (core-platform §2: Fecha Cesión, Fecha Emisión, Fecha Vencimiento). */
export type TipoFecha = 'cesion' | 'emision' | 'vencimiento';

/** The Tipo Fecha options in screen order with their labels (core-platform §2). */
export const TIPOS_FECHA: ReadonlyArray<{ value: TipoFecha; label: string }> = [
  { value: 'cesion', label: 'Fecha Cesión' },
  { value: 'emision', label: 'Fecha Emisión' },
  { value: 'vencimiento', label: 'Fecha Vencimiento' },
];

/** Shown when Monto Desde or Monto Hasta is not a whole amount in pesos. */
export const INVALID_MONTO_MESSAGE = 'Monto inválido';
/** Shown when Monto Desde is above Monto Hasta. */
export const MONTO_RANGE_MESSAGE = 'Monto Desde no puede ser mayor que Monto Hasta';

/** The extended fields as typed: amounts free text ('1.500.000' or '1500000'), '' = no bound. */
export interface ExtendedFields {
  tipoFecha: TipoFecha;
  montoDesde: string;
  montoHasta: string;
}

/** The checked extended criteria: amount bounds in CLP, null = no bound. */
export interface ExtendedCriteria {
  tipoFecha: TipoFecha;
  mntCesionInicial: number | null;
  mntCesionFinal: number | null;
}

/** The extended fields' starting values: Fecha Cesión, no amount bounds. */
export const DEFAULT_EXTENDED_FIELDS: ExtendedFields = { tipoFecha: 'cesion', montoDesde: '', montoHasta: '' };

function readMonto(text: string): number | null | undefined {
  const clean = text.trim().replace(/^\$/, '').replace(/\./g, '');
  if (clean === '') return null;
  return /^\d+$/.test(clean) ? Number(clean) : undefined;
}

/**
 * Checks the extended fields of the acquired search (core-platform §2 "Cession search screens"): amounts are
 * whole pesos, with or without '$' and dot thousands; Monto Desde must not exceed Monto Hasta. The date
 * window itself is checked by toCessionSearch (31 days, 93 with rut or folio; §5).
 * @returns { criteria } or { error } with the Spanish message to show.
 */
export function toExtendedCriteria(fields: ExtendedFields): { criteria: ExtendedCriteria } | { error: string } {
  const desde = readMonto(fields.montoDesde);
  const hasta = readMonto(fields.montoHasta);
  if (desde === undefined || hasta === undefined) return { error: INVALID_MONTO_MESSAGE };
  if (desde !== null && hasta !== null && desde > hasta) return { error: MONTO_RANGE_MESSAGE };
  return { criteria: { tipoFecha: fields.tipoFecha, mntCesionInicial: desde, mntCesionFinal: hasta } };
}
