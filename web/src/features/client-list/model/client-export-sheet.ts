/** The client list's Excel export (client-radar.md §2 "Export button", §9 "clientes_{date}.xlsx", formatting). */
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { formatInChile } from '@web/lib/chile-time';
import { displayRut } from '@web/lib/format';
import { isClassifiedKpi, kpiClassOf, type RadarScales } from '@web/lib/kpi-radar/kpi-class-of';
import type { CellValue, ExportColumn, ExportSheet } from '@domain/exports/export-sheet';
import type { ClientRow } from './client-row';
import { sizeLabel } from './company-size';

/**
 * The sheet of the filtered client list (every page): RUT, Razón Social, Estado, Tamaño, Ejecutivo (only with
 * carteraEjecutivos, client-radar.md §6), Correo, Teléfono, then one column per configured KPI/calculated column
 * with its displayName. KPI values are number cells shown as the screen shows them (§9: decimals, '%', 'M'), so they
 * can be sorted and summed: a percentage as its fraction, a value in millions as the whole value; an empty value
 * (division by zero, §5) is an empty cell. Each enabled radar KPI is followed by a text column '{displayName} - Clase'
 * with the value's class (Bueno, Regular, Malo; empty without a value), as the screen tints the cell.
 * @param now the export instant; the file is 'clientes_{yyyy-MM-dd}.xlsx' with the Chile date.
 * @param radar the factoring's radar scales, or null (no class columns) while they load.
 */
export function clientExportSheet(
  rows: readonly ClientRow[],
  columns: readonly ColumnDefinition[],
  withEjecutivo: boolean,
  now: Date,
  radar: RadarScales | null,
): ExportSheet {
  const classified = (column: ColumnDefinition) => radar !== null && isClassifiedKpi(column.id, radar);
  const text = (header: string): ExportColumn => ({ header, format: 'text' });
  const fixed = [
    'RUT',
    'Razón Social',
    'Estado',
    'Tamaño',
    ...(withEjecutivo ? ['Ejecutivo'] : []),
    'Correo',
    'Teléfono',
  ];
  return {
    fileName: `clientes_${formatInChile(now, 'yyyy-MM-dd')}.xlsx`,
    sheetName: 'Clientes',
    columns: [
      ...fixed.map(text),
      ...columns.flatMap((column) =>
        classified(column) ? [kpiColumn(column), text(`${column.displayName} - Clase`)] : [kpiColumn(column)],
      ),
    ],
    rows: rows.map((row): CellValue[] => [
      displayRut(row.rut),
      row.razonSocial,
      row.estado ?? '',
      sizeLabel(row.tamano),
      ...(withEjecutivo ? [row.ejecutivo] : []),
      row.correo ?? '',
      row.telefono ?? '',
      ...columns.flatMap((column) => {
        const value = kpiCell(row.values[column.id], column);
        return radar && classified(column)
          ? [value, kpiClassOf(column.id, row.values[column.id], radar) ?? '']
          : [value];
      }),
    ]),
    totals: false,
  };
}

/** The export column of a KPI/calculated column: its number format from the column's definition. */
function kpiColumn(column: ColumnDefinition): ExportColumn {
  const format =
    column.type === 'kpi' && column.inMillions ? 'millions' : column.format === 'percentage' ? 'percent' : 'decimal';
  return { header: column.displayName, format, decimals: column.decimals ?? 2 };
}

/** A KPI value as a number cell (a percentage 0..100 as its fraction), or an empty cell when there is none. */
function kpiCell(value: number | null | undefined, column: ColumnDefinition): CellValue {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return column.format === 'percentage' && !(column.type === 'kpi' && column.inMillions) ? value / 100 : value;
}
