import type { CesionView } from '@domain/cession';
import { chileCellDate } from '@domain/exports/chile-cell-date';
import type { ExportColumn, ExportSheet } from '@domain/exports/export-sheet';

const COLUMNS: ExportColumn[] = [
  { header: 'Rut Cedente', format: 'text' },
  { header: 'Razón Social Cedente', format: 'text' },
  { header: 'Rut Deudor', format: 'text' },
  { header: 'Razón Social Deudor', format: 'text' },
  { header: 'Tipo', format: 'integer' },
  { header: 'Folio', format: 'integer' },
  { header: 'Fecha Emisión', format: 'date' },
  { header: 'Fecha Vencimiento', format: 'date' },
  { header: 'Monto Documento', format: 'amount', total: true },
  { header: 'Monto Cedido', format: 'amount', total: true },
];

/**
 * The CartaGuia.xlsx sheet (core-platform §6, §9; factoring feature cartaGuia): the guide letter listing each
 * document handed over: cedente and deudor (rut, razón social), tipo, folio, issue and due dates,
 * montoDocumento and montoCedido (CLP, totalled). The spec names the file, not its columns: these are the
 * fields a guide letter identifies a document by. Rows keep the order of `cesiones`.
 */
export function buildCartaGuiaSheet(cesiones: readonly CesionView[]): ExportSheet {
  const rows = cesiones.map((cesion) => [
    cesion.cedente.rut,
    cesion.cedente.razonSocial,
    cesion.deudor.rut,
    cesion.deudor.razonSocial,
    cesion.tipo,
    cesion.folio,
    chileCellDate(cesion.fechaEmision),
    chileCellDate(cesion.fechaVencimiento),
    cesion.montoDocumento,
    cesion.montoCedido,
  ]);
  return { fileName: 'CartaGuia.xlsx', sheetName: 'Carta Guía', columns: COLUMNS, rows, totals: true };
}
