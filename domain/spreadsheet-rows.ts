/**
 * The spreadsheet row rules of the bulk AEC download list and the mass assignment file.
 * Source: core-platform.md §5 "Spreadsheet upload (mass assignment and download)", §3 "Download row" and
 * "Mass-assignment payload", §9 (default due date today plus 30 days). The browser reads the first sheet of
 * the .xls/.xlsx/.csv file into rows of cell values and hands them here; these functions do no I/O.
 *
 * Column layouts (the spec names the fields, not their order; ours, shared by the sample files):
 * - download, 3 or 4 columns: rutEmisor, tipo, folio[, idSecuencia (default 1)];
 * - mass assignment, 3 or 4 columns: rutEmisor, tipo, folio[, fechaVencimiento];
 * - mass assignment, 9 columns: rutDeudor, razonSocialDeudor, tipo, folio, fechaEmision, valorDocto,
 *   fechaVencimiento, rutEmisor, razonSocialEmisor.
 */
import { addDays, format, isMatch, parse } from 'date-fns';
import { todayInChile } from './chile-time';
import { isValidRut } from './rut';

/** A cell as a spreadsheet reader gives it (SheetJS `sheet_to_json(sheet, {header: 1})`). */
export type Cell = string | number | boolean | Date | null | undefined;

/** Message of core-platform §5 when no row survives the rules. */
export const EMPTY_FILE_MESSAGE = 'Archivo cargado sin datos o con formato incorrecto!';

/** Days added to today for a missing or invalid due date (core-platform §5, §9). */
export const DEFAULT_DUE_DAYS = 30;

/** Date formats accepted for due dates, tried in this order (so '03/04/2019' is MM/dd/yyyy, 3 April). */
export const ACCEPTED_DATE_FORMATS = ['yyyy-MM-dd', 'dd-MM-yyyy', 'MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy/MM/dd'] as const;

/** Header rows of the two mass assignment layouts above, in column order (the sample files use them). */
export const MASS_ASSIGNMENT_HEADERS = {
  short: ['Rut Emisor', 'Tipo', 'Folio', 'Fecha Vencimiento'],
  full: [
    'Rut Deudor',
    'Razón Social Deudor',
    'Tipo',
    'Folio',
    'Fecha Emisión',
    'Valor Documento',
    'Fecha Vencimiento',
    'Rut Emisor',
    'Razón Social Emisor',
  ],
} as const;

/** A row of the bulk download list (core-platform §3 "Download row"). */
export interface DownloadRow {
  rut: string;
  tipo: number;
  folio: number;
  idSecuencia: number;
}

/** A row of a 3/4-column mass assignment file (core-platform §3). fechaVencimiento 'yyyy-MM-dd'. */
export interface MassAssignmentShortRow {
  tipo: number;
  folio: number;
  fechaVencimiento: string;
  rutEmisor: string;
}

/**
 * A row of a 9-column mass assignment file (core-platform §3). valorDocto CLP; fechaVencimiento 'yyyy-MM-dd'.
 * tipo is read too (its 3rd column): §3 leaves it out of this payload, but a document is only known by rut
 * emisor, tipo and folio (the cesionMasiva input needs it).
 */
export interface MassAssignmentFullRow {
  rutDeudor: string;
  tipo: number;
  folio: number;
  valorDocto: number;
  fechaVencimiento: string;
  rutEmisor: string;
}

/** A data row left out, with its 1-based sheet row number (the header is row 1) and the reason. */
export interface RowError {
  fila: number;
  mensaje: string;
}

/** The rows kept and the rows refused; nothing is dropped without an entry in `errors` (blank rows aside). */
export interface RowsResult<T> {
  rows: T[];
  errors: RowError[];
}

/** Raised when no row survives: message 'Archivo cargado sin datos o con formato incorrecto!'. */
export class SpreadsheetRowsError extends Error {
  constructor(readonly errors: RowError[]) {
    super(EMPTY_FILE_MESSAGE);
    this.name = 'SpreadsheetRowsError';
  }
}

/**
 * Reads the bulk AEC download list: drops the header row, keeps rows of 3 or 4 columns whose first three
 * cells are filled (rut without dots, tipo and folio positive integers), idSecuencia from the 4th cell or 1.
 * @returns the rows and the refused rows with their reason.
 * @throws SpreadsheetRowsError when no row is kept.
 */
export function parseDownloadRows(sheet: readonly (readonly Cell[])[]): RowsResult<DownloadRow> {
  return collect(sheet.slice(1), (cells) => {
    if (cells.length !== 3 && cells.length !== 4) return `tiene ${cells.length} columnas; se esperan 3 o 4`;
    const [rut, tipo, folio, seq] = requireFirstThree(cells);
    const idSecuencia = isBlank(seq) ? 1 : positiveInteger(seq, 'idSecuencia');
    return {
      rut: rutCell(rut),
      tipo: positiveInteger(tipo, 'tipo'),
      folio: positiveInteger(folio, 'folio'),
      idSecuencia,
    };
  });
}

/**
 * The due date of a cession that names none: today in Chile at `now` plus 30 days, 'yyyy-MM-dd' (core-platform §5, §9).
 */
export function defaultDueDate(now: Date): string {
  return format(addDays(parse(todayInChile(now), 'yyyy-MM-dd', new Date(2000, 0, 1)), DEFAULT_DUE_DAYS), 'yyyy-MM-dd');
}

/**
 * Reads a mass assignment file: drops the header row; when the first row has 9 columns the 9-column layout is
 * used and only 9-column rows are kept, otherwise the 3/4-column layout keeps 3- and 4-column rows whose first
 * three cells are filled. RUTs lose their dots; a missing or unreadable due date becomes today (Chile, at
 * `now`) plus 30 days; dates are read in the formats of {@link ACCEPTED_DATE_FORMATS}.
 * @returns the rows of the layout used and the refused rows with their reason.
 * @throws SpreadsheetRowsError when no row is kept.
 */
export function parseMassAssignmentRows(
  sheet: readonly (readonly Cell[])[],
  now: Date,
):
  { layout: 9; result: RowsResult<MassAssignmentFullRow> } | { layout: 3; result: RowsResult<MassAssignmentShortRow> } {
  const defaultDue = defaultDueDate(now);
  const due = (cell: Cell) => readDate(cell) ?? defaultDue;
  const data = sheet.slice(1);
  if (columnCount(sheet[0] ?? []) === 9) {
    return {
      layout: 9,
      result: collect(data, (cells) => {
        if (cells.length !== 9) return `tiene ${cells.length} columnas; se esperan 9`;
        const [rutDeudor, , tipo, folio, , valorDocto, fechaVencimiento, rutEmisor] = cells;
        return {
          rutDeudor: rutCell(rutDeudor),
          tipo: positiveInteger(tipo, 'tipo'),
          folio: positiveInteger(folio, 'folio'),
          valorDocto: positiveInteger(valorDocto, 'valor del documento'),
          fechaVencimiento: due(fechaVencimiento),
          rutEmisor: rutCell(rutEmisor),
        };
      }),
    };
  }
  return {
    layout: 3,
    result: collect(data, (cells) => {
      if (cells.length !== 3 && cells.length !== 4) return `tiene ${cells.length} columnas; se esperan 3 o 4`;
      const [rut, tipo, folio, fechaVencimiento] = requireFirstThree(cells);
      return {
        tipo: positiveInteger(tipo, 'tipo'),
        folio: positiveInteger(folio, 'folio'),
        fechaVencimiento: due(fechaVencimiento),
        rutEmisor: rutCell(rut),
      };
    }),
  };
}

/**
 * Reads a due date cell: a Date (its calendar day as the reader built it), or text in one of
 * {@link ACCEPTED_DATE_FORMATS}, first matching format wins.
 * @returns 'yyyy-MM-dd', or null when the cell is empty or not a real date in those formats.
 */
export function readDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : format(cell, 'yyyy-MM-dd');
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const fmt = ACCEPTED_DATE_FORMATS.find((candidate) => text.length === candidate.length && isMatch(text, candidate));
  return fmt ? format(parse(text, fmt, new Date(2000, 0, 1)), 'yyyy-MM-dd') : null;
}

/** A cell problem that refuses the row. */
class RowProblem extends Error {}

function collect<T>(rows: readonly (readonly Cell[])[], read: (cells: readonly Cell[]) => T | string): RowsResult<T> {
  const result = collectRows(
    rows,
    2,
    (cells) => {
      const row = read(cells);
      if (typeof row === 'string') throw new RowProblem(`La fila ${row}`);
      return row;
    },
    (error): error is RowProblem => error instanceof RowProblem,
  );
  if (result.rows.length === 0) throw new SpreadsheetRowsError(result.errors);
  return result;
}

/**
 * Reads the data rows of a sheet one by one, so that a bad row never drops the good ones (core-platform.md §5, team
 * standard): blank rows are skipped, trailing blank cells are cut before `read`; a row that `read` refuses by
 * throwing an error `isRowError` accepts is listed with its 1-based sheet row (`firstFila` is the row of rows[0])
 * and the error's message; the others are kept in sheet order. The caller decides what an empty result means.
 * @throws whatever else `read` throws.
 */
export function collectRows<T>(
  rows: readonly (readonly Cell[])[],
  firstFila: number,
  read: (cells: readonly Cell[]) => T,
  isRowError: (error: unknown) => error is Error,
): RowsResult<T> {
  const result: RowsResult<T> = { rows: [], errors: [] };
  rows.forEach((raw, i) => {
    const cells = raw.slice(0, columnCount(raw));
    if (cells.length === 0) return;
    try {
      result.rows.push(read(cells));
    } catch (error) {
      if (!isRowError(error)) throw error;
      result.errors.push({ fila: firstFila + i, mensaje: error.message });
    }
  });
  return result;
}

/** Number of columns up to the last filled cell (readers leave trailing blanks or holes). */
function columnCount(cells: readonly Cell[]): number {
  let count = cells.length;
  while (count > 0 && isBlank(cells[count - 1])) count -= 1;
  return count;
}

/** True for an empty cell: null, undefined or blank text. */
export function isBlank(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

function requireFirstThree(cells: readonly Cell[]): readonly Cell[] {
  if (cells.slice(0, 3).some(isBlank))
    throw new RowProblem('Las tres primeras columnas (rut, tipo, folio) son obligatorias');
  return cells;
}

function rutCell(cell: Cell): string {
  const rut = String(cell ?? '')
    .replace(/\./g, '')
    .trim()
    .toUpperCase();
  if (!isValidRut(rut)) throw new RowProblem(`RUT inválido: '${String(cell ?? '')}'`);
  return rut;
}

function positiveInteger(cell: Cell, name: string): number {
  const value =
    typeof cell === 'number' ? cell : typeof cell === 'string' && /^\s*\d+\s*$/.test(cell) ? Number(cell) : NaN;
  if (!Number.isInteger(value) || value <= 0)
    throw new RowProblem(`El ${name} debe ser un entero positivo: '${String(cell ?? '')}'`);
  return value;
}
