import type { CellValue } from './export-sheet';

/**
 * The characters that make a spreadsheet read a typed or imported text as a formula (OWASP "CSV Injection"): '=',
 * '+', '-', '@', and tab and carriage return, which some spreadsheets skip before looking for them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell safe to hand to a spreadsheet: a text that starts like a formula gets a leading apostrophe (OWASP's
 * neutralisation; Excel and LibreOffice show it as plain text), so a razón social or e-mail from the SII or a client
 * never runs as a formula (`=HYPERLINK(…)`, DDE). A lone sign ('-', the exports' "no value") cannot be a formula and
 * stays. Numbers, dates and null are returned as they are, so amounts stay numbers and sums keep working.
 */
export function neutraliseFormula(cell: CellValue): CellValue {
  return typeof cell === 'string' && cell.length > 1 && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
