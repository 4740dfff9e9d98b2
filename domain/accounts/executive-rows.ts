import { isValidRut } from '../rut';

/** A cell as the spreadsheet reader gives it. */
type Cell = string | number | Date | boolean | null | undefined;

/**
 * One row of the executives file (core-platform §3 "Executive-company row"): the executive's e-mail and the company
 * RUT.
 */
export interface ExecutiveSheetRow {
  usernameEjecutivo: string;
  rutEmpresa: string;
}

/**
 * The rows of the executives CSV ('Carga CSV', core-platform §2 "Accounts"): column A the executive's e-mail, column B
 * the client company's RUT. A first row whose column B is not a RUT is a header and is dropped; blank rows are
 * skipped; every other row is kept as written (trimmed) so the server judges it and 'Informacion de carga' shows
 * the bad ones with their reason.
 */
export function executiveRows(cells: readonly (readonly Cell[])[]): ExecutiveSheetRow[] {
  const text = (cell: Cell) => (cell instanceof Date ? '' : String(cell ?? '').trim());
  const rows = cells
    .map((row) => ({ usernameEjecutivo: text(row[0]), rutEmpresa: text(row[1]) }))
    .filter((row) => row.usernameEjecutivo !== '' || row.rutEmpresa !== '');
  if (rows[0] && !isValidRut(rows[0].rutEmpresa)) rows.shift();
  return rows;
}
