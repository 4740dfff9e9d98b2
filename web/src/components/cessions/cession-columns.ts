import type { CesionView } from '@domain/cession';
import type { ReactNode } from 'react';
import { tableColumn, type TableColumnSpec } from '@web/components/ui/table-columns';
import type { SortKind } from '@web/components/ui/table-sort';

/** A field of a cession that a table column shows and sorts by: its id, header label, sort type and raw value. */
export interface CessionField {
  key: string;
  label: string;
  kind: SortKind;
  value: (cesion: CesionView) => string | number | null;
}

/**
 * Sortable columns of the cession tables, by type (core-platform §2: text, number, date).
 * Dates are the API's layouts: fechaRecepcion 'yyyy-MM-dd HH:mm:ss', fechaCesion 'yyyy-MM-dd HH:mm',
 * fechaVencimiento 'dd-MM-yyyy'; amounts CLP.
 */
export const CESSION_COLUMNS = {
  emisor: { key: 'emisor', label: 'Emisor', kind: 'text', value: (c) => c.emisor.razonSocial },
  cedente: { key: 'cedente', label: 'Cedente', kind: 'text', value: (c) => c.cedente.razonSocial },
  deudor: { key: 'deudor', label: 'Deudor', kind: 'text', value: (c) => c.deudor.razonSocial },
  cesionario: {
    key: 'cesionario',
    label: 'Cesionario (a pagar)',
    kind: 'text',
    value: (c) => c.cesionario.razonSocial,
  },
  folio: { key: 'folio', label: 'Folio', kind: 'number', value: (c) => c.folio },
  aceptado: { key: 'aceptado', label: 'Aceptado', kind: 'text', value: (c) => c.aceptado.state },
  anulado: { key: 'anulado', label: 'Anulado', kind: 'text', value: (c) => c.anulado.state },
  rebajado: { key: 'rebajado', label: 'Rebajado', kind: 'text', value: (c) => c.rebajado.state },
  fechaRecepcion: { key: 'fechaRecepcion', label: 'Fecha Recepción', kind: 'date', value: (c) => c.fechaRecepcion },
  fechaCesion: { key: 'fechaCesion', label: 'Fecha Cesión', kind: 'date', value: (c) => c.fechaCesion },
  fechaVencimiento: {
    key: 'fechaVencimiento',
    label: 'Fecha Vencimiento',
    kind: 'date',
    value: (c) => c.fechaVencimiento,
  },
  fechaAceptacion: { key: 'fechaAceptacion', label: 'Fecha', kind: 'date', value: (c) => c.aceptado.fecha },
  fechaAnulacion: {
    key: 'fechaAnulacion',
    label: 'Fecha Anulación',
    kind: 'date',
    value: (c) => c.anulado.fecha ?? null,
  },
  fechaRebaja: { key: 'fechaRebaja', label: 'Fecha Rebaja', kind: 'date', value: (c) => c.rebajado.fecha ?? null },
  codigo: { key: 'codigo', label: 'Código', kind: 'text', value: (c) => c.aceptado.codigo },
  montoCedido: { key: 'montoCedido', label: 'Monto Cedido', kind: 'number', value: (c) => c.montoCedido },
  montoDocumento: { key: 'montoDocumento', label: 'Monto Documento', kind: 'number', value: (c) => c.montoDocumento },
} satisfies Record<string, CessionField>;

/**
 * The table column of a cession field: sorts by the field's kind and value, shows `cell` of the row (shared table,
 * components/ui/table-columns); `extra` adds header badges, cell attributes, numeric alignment or another label.
 */
export function cessionColumn(
  field: CessionField,
  cell: (cesion: CesionView) => ReactNode,
  extra: Partial<Omit<TableColumnSpec<CesionView>, 'id' | 'kind' | 'value' | 'cell'>> = {},
) {
  return tableColumn<CesionView>({
    id: field.key,
    label: field.label,
    kind: field.kind,
    value: field.value,
    cell,
    ...extra,
  });
}
