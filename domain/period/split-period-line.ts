/**
 * Splits one data line of a TXT "cesiones en período" answer into its 18 columns, undoing the SII's one known
 * quirk: several e-mails of one party are joined with an unescaped ';' (SII-PROTOCOLS.md §4 quirk 1; cl-sii merges
 * the adjacent '@' fields the same way), so a row of a cesionario with two notification addresses has 19 fields.
 */
import { PERIOD_COLUMNS, type PeriodColumn } from './period-row';

/** The columns that may hold several addresses; the column after each of them never holds an '@'. */
const EMAIL_COLUMNS: ReadonlySet<PeriodColumn> = new Set(['MAIL_DEUDOR', 'MAIL_CEDENTE', 'MAIL_CESIONARIO']);

/** A field that can only be a further address of the e-mail column before it. */
function isAddress(cell: string | undefined): boolean {
  return cell !== undefined && /^[^\s;@]+@[^\s;@]+$/.test(cell.trim());
}

/**
 * The 18 cells of a line (`;`-separated), extra fields folded back into the e-mail column they belong to
 * (joined again with ';').
 * @returns the cells, or null when the line has fewer than 18 fields or extra fields that are not addresses
 *   following an e-mail column (the caller reports the column count).
 */
export function splitPeriodLine(line: string): string[] | null {
  const fields = line.split(';');
  let extra = fields.length - PERIOD_COLUMNS.length;
  if (extra < 0) return null;
  if (extra === 0) return fields;
  const cells: string[] = [];
  let next = 0;
  for (const column of PERIOD_COLUMNS) {
    let cell = fields[next++] ?? '';
    if (EMAIL_COLUMNS.has(column) && isAddress(cell)) {
      while (extra > 0 && isAddress(fields[next])) {
        cell = `${cell};${fields[next++]}`;
        extra--;
      }
    }
    cells.push(cell);
  }
  return extra === 0 ? cells : null;
}
