import type { ConsultaPreviaRow } from './consulta-row';
import { dteTypeName } from '../dte-types';
import type { ExportColumn, ExportSheet } from '../exports/export-sheet';

/** Name of the consultation's export (.xlsx, core-platform §9 "Excel exports .xlsx"). */
export const CONSULTA_PREVIA_EXPORT_NAME = 'ConsultaPrevia';

const COLUMNS: ExportColumn[] = [
  { header: 'Rut Emisor', format: 'text' },
  { header: 'Tipo', format: 'integer' },
  { header: 'Tipo Documento', format: 'text' },
  { header: 'Folio', format: 'integer' },
  { header: 'Estado', format: 'text' },
  { header: 'Tenedor', format: 'text' },
  { header: 'Glosa Cedible', format: 'text' },
  { header: '¿Financiable?', format: 'text' },
  { header: 'Motivos', format: 'text' },
];

/**
 * The export of the consultation rows (the 'Exportar a excel' button of core-platform §2): RUTs as text, tipo and
 * folio as integer cells, the reasons joined with '; '. No totals row.
 */
export function consultaPreviaSheet(rows: readonly ConsultaPreviaRow[]): ExportSheet {
  return {
    fileName: `${CONSULTA_PREVIA_EXPORT_NAME}.xlsx`,
    sheetName: 'Consulta previa',
    columns: COLUMNS,
    rows: rows.map((row) => [
      row.rutEmisor,
      row.tipoDTE,
      dteTypeName(row.tipoDTE),
      row.folioDTE,
      row.estado,
      row.tenedor,
      row.glosaCedibleParaMonitor,
      row.financiable,
      row.motivos.join('; '),
    ]),
    totals: false,
  };
}
