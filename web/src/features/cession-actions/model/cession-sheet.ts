import { parseMassAssignmentRows, SpreadsheetRowsError, type Cell, type RowError } from '@domain/spreadsheet-rows';
import type { CesionMasivaFilaInput } from '@domain/wire/schema-types';
import { filasFromSheet } from './cesion-masiva-payload';

/** A mass cession file as read: the layout used (null when no row was kept), the payload rows and the refused rows. */
export interface CessionSheet {
  layout: 3 | 9 | null;
  filas: CesionMasivaFilaInput[];
  errors: RowError[];
}

/**
 * Reads the first sheet of a mass cession file with the rules of core-platform §5 (domain/spreadsheet-rows.ts):
 * the kept rows as cesionMasiva payload rows and every refused row with its sheet row and reason. A file with no
 * usable row gives no filas (the screen then says 'Archivo cargado sin datos o con formato incorrecto!').
 * @param sheet the rows of cells of the first sheet (header included).
 * @param now the instant the default due date (today in Chile plus 30 days) counts from.
 */
export function readCessionSheet(sheet: readonly (readonly Cell[])[], now: Date): CessionSheet {
  try {
    const parsed = parseMassAssignmentRows(sheet, now);
    return { layout: parsed.layout, filas: filasFromSheet(parsed.result.rows), errors: parsed.result.errors };
  } catch (error) {
    if (error instanceof SpreadsheetRowsError) return { layout: null, filas: [], errors: error.errors };
    throw error;
  }
}
