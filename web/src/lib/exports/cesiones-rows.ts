import type { CesionView } from '@domain/cession';
import { countsTowardTotals, RECEDIDO_REASON } from '@domain/cession-rules';
import { daysSince } from '../cessions/day-counts';
import { ESTADO_DBTHOR_HEADER, estadoDbThor } from '../cessions/estado-db-thor';
import { chileCellDate } from '@domain/exports/chile-cell-date';
import type { ExportColumn, ExportSheet } from '@domain/exports/export-sheet';
import { RED_FLAG_COLUMN, redFlagCell } from '@domain/exports/red-flag-column';
import { aceptadoLabel, flagDate, flagLabel } from './state-labels';

/** Fixed name of the cession export (core-platform §9). */
export const CESIONES_EXPORT_NAME = 'Cesiones exportadas';

/** Label of the export's total over every row. */
export const ALL_ROWS_TOTAL = 'Total de todas las filas';
/**
 * Label of the total over the rows the screen's 'Total cedido vigente' counts (core-platform §4: only 'Cesion Vigente'
 * and 'Documento Asociado en Cobranza'), so the export's figure and the screen's agree and say why.
 */
export const VIGENTE_TOTAL = 'Total cedido vigente (Cesion Vigente y Documento Asociado en Cobranza)';

const BASE_COLUMNS: ExportColumn[] = [
  { header: 'Rut Emisor', format: 'text' },
  { header: 'Razón Social Emisor', format: 'text' },
  { header: 'Rut Deudor', format: 'text' },
  { header: 'Razón Social Deudor', format: 'text' },
  { header: 'Rut Cedente', format: 'text' },
  { header: 'Razón Social Cedente', format: 'text' },
  { header: 'Rut Cesionario', format: 'text' },
  { header: 'Razón Social Cesionario', format: 'text' },
  { header: 'Folio', format: 'integer' },
  { header: 'Tipo', format: 'integer' },
  { header: 'Estado Cesión', format: 'text' },
  { header: 'Fecha Emisión', format: 'date' },
  { header: 'Fecha Vencimiento', format: 'date' },
  { header: 'Aceptado', format: 'text' },
  { header: 'Mensaje Aceptación', format: 'text' },
  { header: 'Anulado', format: 'text' },
  { header: 'Rebajado', format: 'text' },
  { header: 'Fecha Recepción', format: 'datetime' },
  { header: 'Días desde Recepción', format: 'integer' },
  { header: 'Fecha Cesión', format: 'datetime' },
  { header: 'Monto Cedido', format: 'amount', total: true },
  { header: 'Monto Documento', format: 'amount', total: true },
  { header: 'Fecha Anulación', format: 'datetime' },
  { header: 'Fecha Rebaja', format: 'datetime' },
  { header: 'Fecha Aceptación', format: 'datetime' },
  { header: 'Fecha Rechazo', format: 'datetime' },
];

/** The columns of the richer export (core-platform §3: "nomina status and an Estado DBThor column"). */
const NOMINA_COLUMNS: ExportColumn[] = [
  { header: 'Estado Nómina', format: 'text' },
  { header: ESTADO_DBTHOR_HEADER, format: 'text' },
];

/**
 * The 'Cesiones exportadas' sheet of the acquired / assigned screens (core-platform §3 "Excel export columns",
 * §9): emisor, deudor, cedente and cesionario (rut, razón social), folio, tipo, aceptado with its message,
 * the cesión's state ('Dte recedido' for a re-ceded row), emission and due dates (the screen shows both), anulado,
 * rebajado, reception date with whole days since it (Chile, counted at `now`), assignment date, montoCedido and
 * montoDocumento (CLP), dates of annulment, rebate, acceptance and rejection; then two labelled totals: every row,
 * and the rows the screen's 'Total cedido vigente' counts.
 * With `enriquecida` (factoring feature exportacionEnriquecida) 'Estado Nómina' and 'Estado DBThor' are added
 * (lambdas/graphql/cessions/nomina-status.ts fills them; empty cells when the document is not in the nómina). The
 * last column, 'Alertas', holds the red flags the refresh stored (empty when none).
 * Rows keep the order of `cesiones`; a missing or unreadable date gives an empty cell, never a dropped row.
 */
export function buildCesionesSheet(
  cesiones: readonly CesionView[],
  options: { enriquecida: boolean; now: Date },
): ExportSheet {
  const columns = [...BASE_COLUMNS, ...(options.enriquecida ? NOMINA_COLUMNS : []), RED_FLAG_COLUMN];
  const rows = cesiones.map((cesion) => {
    const base = [
      cesion.emisor.rut,
      cesion.emisor.razonSocial,
      cesion.deudor.rut,
      cesion.deudor.razonSocial,
      cesion.cedente.rut,
      cesion.cedente.razonSocial,
      cesion.cesionario.rut,
      cesion.cesionario.razonSocial,
      cesion.folio,
      cesion.tipo,
      cesion.estadoCesion === '' ? RECEDIDO_REASON : cesion.estadoCesion,
      chileCellDate(cesion.fechaEmision),
      chileCellDate(cesion.fechaVencimiento),
      aceptadoLabel(cesion.aceptado),
      cesion.aceptado.msg,
      flagLabel(cesion.anulado),
      flagLabel(cesion.rebajado),
      chileCellDate(cesion.fechaRecepcion),
      daysSince(cesion.fechaRecepcion, options.now),
      chileCellDate(cesion.fechaCesion),
      cesion.montoCedido,
      cesion.montoDocumento,
      chileCellDate(flagDate(cesion.anulado)),
      chileCellDate(flagDate(cesion.rebajado)),
      chileCellDate(cesion.aceptado.state === 'si' ? cesion.aceptado.fecha : null),
      chileCellDate(cesion.aceptado.state === 'no' ? cesion.aceptado.fecha : null),
    ];
    return [
      ...base,
      ...(options.enriquecida ? [cesion.estadoNomina, estadoDbThor(cesion)] : []),
      redFlagCell(cesion.alertas),
    ];
  });
  const vigentes = cesiones.flatMap((cesion, index) => (countsTowardTotals(cesion.estadoCesion) ? [index] : []));
  return {
    fileName: `${CESIONES_EXPORT_NAME}.xlsx`,
    sheetName: 'Cesiones',
    columns,
    rows,
    totals: true,
    totalsLabel: ALL_ROWS_TOTAL,
    subtotals: [{ label: VIGENTE_TOTAL, rows: vigentes }],
  };
}
