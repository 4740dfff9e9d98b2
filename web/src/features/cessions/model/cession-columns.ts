import type { CesionView } from '../../../../../domain/cession';
import type { SortColumn } from '../../../components/ui/sort-rows';

/**
 * Sortable columns of the cession tables, by type (core-platform §2: text, number, date).
 * Dates are the API's layouts: fechaRecepcion 'yyyy-MM-dd HH:mm:ss', fechaCesion 'yyyy-MM-dd HH:mm',
 * fechaVencimiento 'dd-MM-yyyy'; amounts CLP.
 */
export const CESSION_COLUMNS = {
  emisor: { key: 'emisor', label: 'Emisor', kind: 'text', value: (c) => c.emisor.razonSocial },
  cedente: { key: 'cedente', label: 'Cedente', kind: 'text', value: (c) => c.cedente.razonSocial },
  deudor: { key: 'deudor', label: 'Deudor', kind: 'text', value: (c) => c.deudor.razonSocial },
  cesionario: { key: 'cesionario', label: 'Cesionario (a pagar)', kind: 'text', value: (c) => c.cesionario.razonSocial },
  folio: { key: 'folio', label: 'Folio', kind: 'number', value: (c) => c.folio },
  aceptado: { key: 'aceptado', label: 'Aceptado', kind: 'text', value: (c) => c.aceptado.state },
  anulado: { key: 'anulado', label: 'Anulado', kind: 'text', value: (c) => c.anulado.state },
  rebajado: { key: 'rebajado', label: 'Rebajado', kind: 'text', value: (c) => c.rebajado.state },
  fechaRecepcion: { key: 'fechaRecepcion', label: 'Fecha Recepción', kind: 'date', value: (c) => c.fechaRecepcion },
  fechaCesion: { key: 'fechaCesion', label: 'Fecha Cesión', kind: 'date', value: (c) => c.fechaCesion },
  fechaVencimiento: { key: 'fechaVencimiento', label: 'Fecha Vencimiento', kind: 'date', value: (c) => c.fechaVencimiento },
  fechaAceptacion: { key: 'fechaAceptacion', label: 'Fecha', kind: 'date', value: (c) => c.aceptado.fecha },
  fechaAnulacion: { key: 'fechaAnulacion', label: 'Fecha Anulación', kind: 'date', value: (c) => c.anulado.fecha ?? null },
  fechaRebaja: { key: 'fechaRebaja', label: 'Fecha Rebaja', kind: 'date', value: (c) => c.rebajado.fecha ?? null },
  codigo: { key: 'codigo', label: 'Código', kind: 'text', value: (c) => c.aceptado.codigo },
  montoCedido: { key: 'montoCedido', label: 'Monto Cedido', kind: 'number', value: (c) => c.montoCedido },
  montoDocumento: { key: 'montoDocumento', label: 'Monto Documento', kind: 'number', value: (c) => c.montoDocumento },
} satisfies Record<string, SortColumn<CesionView>>;

/**
 * The party column beside the emisor: the deudor on the acquired and assigned screens; on the owed screen, where
 * the deudor is the user's own company, the cesionario, i.e. the factoring the debtor must now pay (issue 12 defect 10).
 */
export type Counterparty = 'deudor' | 'cesionario';

/** Columns of the card tables of the acquired / assigned / owed screens (core-platform §2 card body). */
export const CARD_SORT_COLUMNS: ReadonlyArray<SortColumn<CesionView>> = [
  CESSION_COLUMNS.emisor,
  CESSION_COLUMNS.deudor,
  CESSION_COLUMNS.cesionario,
  CESSION_COLUMNS.folio,
  CESSION_COLUMNS.aceptado,
  CESSION_COLUMNS.anulado,
  CESSION_COLUMNS.rebajado,
  CESSION_COLUMNS.fechaRecepcion,
  CESSION_COLUMNS.fechaCesion,
  CESSION_COLUMNS.fechaVencimiento,
  CESSION_COLUMNS.montoCedido,
];
