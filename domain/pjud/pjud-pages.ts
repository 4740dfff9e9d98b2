/**
 * The tables of the Poder Judicial's case search pages (Oficina Judicial Virtual, "Consulta Unificada de Causas"), as
 * the judicial radar's portal adapter reads them: the text of each row's cells.
 */

/** A page that is not the expected table. */
export class PjudPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PjudPageError';
  }
}

/**
 * The text cells of each body row (`<td>`, not `<th>`) of the table with this id (entities decoded, spaces collapsed).
 * @throws PjudPageError when the page has no table with this id.
 */
export function tableRows(html: string, id: string): string[][] {
  const table = new RegExp(`<table\\b[^>]*\\bid=["']${id}["'][^>]*>([\\s\\S]*?)</table>`, 'i').exec(html);
  if (!table) throw new PjudPageError(`La página no tiene la tabla '${id}'`);
  const rows = [...(table[1] ?? '').matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)];
  return rows
    .map((row) => [...(row[1] ?? '').matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((cell) => cellText(cell[1] ?? '')))
    .filter((cells) => cells.length > 0);
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ordm: 'º',
  ordf: 'ª',
};

function cellText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&([a-zA-Z])(acute|tilde|uml);/g, (_, letter: string, mark: string) =>
      (letter + { acute: '\u0301', tilde: '\u0303', uml: '\u0308' }[mark]).normalize('NFC'),
    )
    .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/g, (entity, name: string) => NAMED[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
