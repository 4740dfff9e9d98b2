/**
 * The 'Alertas' column of the cession exports: the red flags the refresh stored on each cession
 * (domain/red-flags/), as the screens show them.
 */
import { redFlagsText, type RedFlag } from '../red-flags/red-flag';
import type { CellValue, ExportColumn } from './export-sheet';

/** The column: text, after the sheet's other columns. */
export const RED_FLAG_COLUMN: ExportColumn = { header: 'Alertas', format: 'text' };

/** The cell of a cession's flags: 'Regla: motivo' joined by ' | ', empty (null) without flags. */
export function redFlagCell(alertas: readonly RedFlag[]): CellValue {
  return alertas.length > 0 ? redFlagsText(alertas) : null;
}
