import type { CesionView } from '@domain/cession';
import { daysSince } from '../cessions/day-counts';
import { chileCellDate } from '@domain/exports/chile-cell-date';
import type { ExportColumn, ExportSheet } from '@domain/exports/export-sheet';
import { RED_FLAG_COLUMN, redFlagCell } from '@domain/exports/red-flag-column';
import { flagDate } from './state-labels';

/** The two flag screens and their export names (core-platform §9: AnuladosExport, RebajadosExport). */
const FLAG_EXPORTS = {
  anulados: { fileName: 'AnuladosExport.xlsx', sheetName: 'Anulados', eventLabel: 'Anulación', flag: 'anulado' },
  rebajados: { fileName: 'RebajadosExport.xlsx', sheetName: 'Rebajados', eventLabel: 'Rebaja', flag: 'rebajado' },
} as const;

/** Which flag export: annulled (NCA) or reduced (ENC) documents. */
export type FlagExportKind = keyof typeof FLAG_EXPORTS;

/**
 * The AnuladosExport / RebajadosExport sheet (core-platform §2 "Annulled and reduced tables", §9): cedente and
 * deudor (rut, razón social), folio, tipo, assignment date with diasDesdeCesion, due date, date of the
 * annulment (NCA) or rebate (ENC) with whole days since it (Chile, at `now`), montoCedido and montoDocumento
 * (CLP, totalled) and the red flags ('Alertas'). Rows keep the order of `cesiones`.
 */
export function buildFlagSheet(kind: FlagExportKind, cesiones: readonly CesionView[], now: Date): ExportSheet {
  const { fileName, sheetName, eventLabel, flag } = FLAG_EXPORTS[kind];
  const columns: ExportColumn[] = [
    { header: 'Rut Cedente', format: 'text' },
    { header: 'Razón Social Cedente', format: 'text' },
    { header: 'Rut Deudor', format: 'text' },
    { header: 'Razón Social Deudor', format: 'text' },
    { header: 'Folio', format: 'integer' },
    { header: 'Tipo', format: 'integer' },
    { header: 'Fecha Cesión', format: 'datetime' },
    { header: 'Días desde Cesión', format: 'integer' },
    { header: 'Fecha Vencimiento', format: 'date' },
    { header: `Fecha ${eventLabel}`, format: 'datetime' },
    { header: `Días desde ${eventLabel}`, format: 'integer' },
    { header: 'Monto Cedido', format: 'amount', total: true },
    { header: 'Monto Documento', format: 'amount', total: true },
    RED_FLAG_COLUMN,
  ];
  const rows = cesiones.map((cesion) => {
    const eventDate = flagDate(cesion[flag]);
    return [
      cesion.cedente.rut,
      cesion.cedente.razonSocial,
      cesion.deudor.rut,
      cesion.deudor.razonSocial,
      cesion.folio,
      cesion.tipo,
      chileCellDate(cesion.fechaCesion),
      cesion.diasDesdeCesion,
      chileCellDate(cesion.fechaVencimiento),
      chileCellDate(eventDate),
      daysSince(eventDate, now),
      cesion.montoCedido,
      cesion.montoDocumento,
      redFlagCell(cesion.alertas),
    ];
  });
  return { fileName, sheetName, columns, rows, totals: true };
}
