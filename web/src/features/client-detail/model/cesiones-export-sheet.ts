/**
 * The Excel export of the Cesiones list (client-detail.md §2 "Exportar button to an Excel file", §9 "The export file
 * is named cesiones_{client}_{date}.xlsx, sheet Cesiones"): every cession under the list's filters, typed cells
 * (numbers, CLP amounts, real dates) written by domain/exports/write-xlsx.ts.
 */
import { chileCellDate } from '@domain/exports/chile-cell-date';
import type { CellValue, ExportColumn, ExportSheet } from '@domain/exports/export-sheet';
import { formatInChile } from '@web/lib/chile-time';
import { displayRut } from '@web/lib/format';
import type { CesionRow } from '@domain/client-db/views/cesiones-view';
import { anuladoLabel, estadoLabel, rebajadoLabel } from './cesion-cells';

const COLUMNS: ExportColumn[] = [
  { header: 'Folio', format: 'integer' },
  { header: 'Tipo', format: 'integer' },
  { header: 'Fecha Emisión', format: 'date' },
  { header: 'Fecha Cesión', format: 'datetime' },
  { header: 'Monto', format: 'amount', total: true },
  { header: 'Deudor', format: 'text' },
  { header: 'RUT Deudor', format: 'text' },
  { header: 'Aceptado/Reclamado', format: 'text' },
  { header: 'Anulado', format: 'text' },
  { header: 'Rebajado', format: 'text' },
  { header: 'Notas de Crédito', format: 'amount', total: true },
  { header: 'Monto Cedido', format: 'amount', total: true },
  { header: 'Factoring', format: 'text' },
  { header: 'RUT Factoring', format: 'text' },
];

/**
 * The sheet 'Cesiones' of `rows`, with a Total row (Monto, Notas de Crédito, Monto Cedido).
 * @param rutCliente the client 'NNNNNNNN-D' (the {client} of the file name); now the export instant (the {date}:
 * its Chile day as §9's date helper writes it, 'dd-MM-yyyy').
 */
export function cesionesExportSheet(rows: readonly CesionRow[], rutCliente: string, now: Date): ExportSheet {
  return {
    fileName: `cesiones_${rutCliente}_${formatInChile(now, 'dd-MM-yyyy')}.xlsx`,
    sheetName: 'Cesiones',
    columns: COLUMNS,
    rows: rows.map((row): CellValue[] => [
      row.folio,
      row.tipo,
      chileCellDate(row.fecha),
      chileCellDate(row.fechaCesion),
      row.monto,
      row.deudor,
      displayRut(row.rutDeudor),
      estadoLabel(row),
      anuladoLabel(row),
      rebajadoLabel(row),
      row.ncTotalAmount,
      row.montoCedido,
      row.factoring,
      displayRut(row.rutFactoring),
    ]),
    totals: true,
  };
}
