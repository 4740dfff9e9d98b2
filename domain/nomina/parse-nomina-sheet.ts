/**
 * Reads the payroll ('nómina') sheet a factoring exports from its back-office system.
 * Source: core-platform.md §5 "Payroll (nomina)": the first 10 sheet rows are skipped; columns (1-based)
 * status 1, folio 5, client tax id 10, debtor tax id 12; only rows with all four are kept; dots removed;
 * the folio must be an integer ('Error al cargar nomina, existe un folio tipo decimal, ...'); an empty
 * result gives 'Archivo cargado sin datos o con formato incorrecto'. The browser reads the first sheet
 * (web/src/lib/downloads/read-first-sheet.ts) and hands the rows here; no I/O.
 *
 * Unlike the original screen, a bad row does not sink the file (team standard): it is reported with its
 * sheet row number and reason, and the good rows are kept.
 */
import { collectRows, isBlank, type Cell, type RowError, type RowsResult } from '../spreadsheet-rows';
import { decimalFolioMessage, NOMINA_EMPTY_FILE_MESSAGE } from './messages';
import { checkNominaRow, NominaRowError, type NominaRow } from './nomina-row';

/** Sheet rows before the data (core-platform §5: the first 10 are skipped). */
export const NOMINA_SKIPPED_ROWS = 10;

/** 0-based cell positions of the 1-based columns of core-platform §5. */
const COLUMN = { estado: 0, folio: 4, rutClient: 9, rutDebtor: 11 } as const;

/** Raised when no row is kept: message 'Archivo cargado sin datos o con formato incorrecto'; `errors` lists why. */
export class NominaSheetError extends Error {
  constructor(readonly errors: RowError[]) {
    super(NOMINA_EMPTY_FILE_MESSAGE);
    this.name = 'NominaSheetError';
  }
}

/**
 * Parses the rows of the nómina sheet (cells as the reader gives them: text, number, Date, null).
 * Blank rows are ignored; a row with some content but without estado, folio, rut cliente or rut deudor is
 * reported; a decimal folio is reported with the exact message of core-platform §5; ruts lose their dots and
 * must be valid. Errors carry the 1-based sheet row ('fila').
 * @returns the kept rows (sheet order) and the refused ones.
 * @throws NominaSheetError when no row is kept.
 */
export function parseNominaSheet(sheet: readonly (readonly Cell[])[]): RowsResult<NominaRow> {
  const result = collectRows(
    sheet.slice(NOMINA_SKIPPED_ROWS),
    NOMINA_SKIPPED_ROWS + 1,
    readRow,
    (error): error is NominaRowError => error instanceof NominaRowError,
  );
  if (result.rows.length === 0) throw new NominaSheetError(result.errors);
  return result;
}

function readRow(cells: readonly Cell[]): NominaRow {
  const estado = cells[COLUMN.estado];
  const folio = cells[COLUMN.folio];
  const rutClient = cells[COLUMN.rutClient];
  const rutDebtor = cells[COLUMN.rutDebtor];
  const missing = [
    isBlank(estado) && 'estado (columna 1)',
    isBlank(folio) && 'folio (columna 5)',
    isBlank(rutClient) && 'rut cliente (columna 10)',
    isBlank(rutDebtor) && 'rut deudor (columna 12)',
  ].filter((name): name is string => typeof name === 'string');
  if (missing.length > 0) throw new NominaRowError(`Faltan datos: ${missing.join(', ')}`);
  return checkNominaRow({
    estado: text(estado),
    folio: readFolio(folio),
    rutClient: text(rutClient),
    rutDebtor: text(rutDebtor),
  });
}

/** An integer folio from a number or text cell; thousand dots are removed ('1.234' is 1234). */
function readFolio(cell: Cell): number {
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell)) throw new NominaRowError(decimalFolioMessage(cell));
    return cell;
  }
  const raw = text(cell);
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^\d{1,3}(\.\d{3})+$/.test(raw)) return Number(raw.replace(/\./g, ''));
  if (/^\d+[.,]\d+$/.test(raw)) throw new NominaRowError(decimalFolioMessage(raw));
  throw new NominaRowError(`El folio no es un número: '${raw}'`);
}

function text(cell: Cell): string {
  return cell instanceof Date ? cell.toISOString() : String(cell ?? '').trim();
}
