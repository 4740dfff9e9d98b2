/** The client list's Excel export (client-radar.md §2 "Export button", §9 "clientes_{date}.xlsx", formatting). */
import { formatColumnValue } from '../../../../../domain/dashboard-columns/format-column-value';
import type { ColumnDefinition } from '../../../../../domain/dashboard-columns/types';
import { formatInChile } from '../../../lib/chile-time';
import { displayRut } from '../../../lib/format';
import type { CellValue, ExportColumn, ExportSheet } from '../../../../../domain/exports/export-sheet';
import type { ClientRow } from './client-row';
import { sizeLabel } from './company-size';

/**
 * The sheet of the filtered client list (every page): RUT, Razón Social, Estado, Tamaño, Ejecutivo (only with
 * carteraEjecutivos, client-radar.md §6), Correo, Teléfono, then one column per configured KPI/calculated column
 * with its displayName and the value as the screen shows it (formatColumnValue: es-CL, %, M).
 * @param now the export instant; the file is 'clientes_{yyyy-MM-dd}.xlsx' with the Chile date.
 */
export function clientExportSheet(
  rows: readonly ClientRow[],
  columns: readonly ColumnDefinition[],
  withEjecutivo: boolean,
  now: Date,
): ExportSheet {
  const text = (header: string): ExportColumn => ({ header, format: 'text' });
  const fixed = ['RUT', 'Razón Social', 'Estado', 'Tamaño', ...(withEjecutivo ? ['Ejecutivo'] : []), 'Correo', 'Teléfono'];
  return {
    fileName: `clientes_${formatInChile(now, 'yyyy-MM-dd')}.xlsx`,
    sheetName: 'Clientes',
    columns: [...fixed.map(text), ...columns.map((column) => text(column.displayName))],
    rows: rows.map((row): CellValue[] => [
      displayRut(row.rut),
      row.razonSocial,
      row.estado ?? '',
      sizeLabel(row.tamano),
      ...(withEjecutivo ? [row.ejecutivo] : []),
      row.correo ?? '',
      row.telefono ?? '',
      ...columns.map((column) => formatColumnValue(row.values[column.id], column)),
    ]),
    totals: false,
  };
}
