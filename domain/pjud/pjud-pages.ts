/**
 * The Poder Judicial's case search pages (Oficina Judicial Virtual, "Consulta Unificada de Causas"), read for the
 * Poder Judicial tab (client-detail.md §2, §7): the cases of a RUT (table id 'causas': Rol, Fecha Ingreso, Caratulado,
 * Tribunal) and the litigants of a case (table id 'litigantes': Participante, RUT, Persona, Nombre o Razón Social).
 * A reserved case's page says 'Causa reservada' instead of its litigants. Dates 'dd/MM/yyyy'.
 */
import { decodeTextBytes } from '../xml/decode-bytes';

/** One court case of a RUT; `rol` identifies it (§3 "a case is identified by a rol"). */
export interface Causa {
  rol: string;
  /** Filing date 'yyyy-MM-dd', null when the page gives none or an invalid one. */
  fechaIngreso: string | null;
  caratulado: string;
  tribunal: string;
}

/** One litigant of a case. */
export interface Litigante {
  /** Procedural role ('DDO.' demandado, 'DTE.' demandante...). */
  participante: string;
  rut: string;
  /** 'Natural' or 'Jurídica'. */
  persona: string;
  nombre: string;
}

/** A litigants page: its litigants, or that the case is reserved (its litigants are not public). */
export type LitigantesPage = { kind: 'litigantes'; litigantes: Litigante[] } | { kind: 'reservada' };

/** A page that is not the expected table. */
export class PjudPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PjudPageError';
  }
}

/**
 * @param bytes the cases page (UTF-8 or ISO-8859-1).
 * @returns its cases in page order ([] for a table without rows).
 * @throws PjudPageError when the page has no 'causas' table or a row has fewer than 4 cells or no rol.
 */
export function readCausasPage(bytes: Uint8Array): Causa[] {
  return tableRows(decodeTextBytes(bytes), 'causas').map((cells) => {
    const [rol = '', fecha = '', caratulado = '', tribunal = ''] = cells;
    if (cells.length < 4 || !rol) throw new PjudPageError(`Fila de causa incompleta: ${cells.join(' | ')}`);
    return { rol, fechaIngreso: isoFromSlashDate(fecha), caratulado, tribunal };
  });
}

/**
 * @param bytes a case's litigants page.
 * @returns 'reservada' when the page says 'Causa reservada'; otherwise its litigants ([] for a table without rows).
 * @throws PjudPageError when the page is neither (no 'litigantes' table) or a row has fewer than 4 cells.
 */
export function readLitigantesPage(bytes: Uint8Array): LitigantesPage {
  const text = decodeTextBytes(bytes);
  if (/causa\s+reservada/i.test(text)) return { kind: 'reservada' };
  const litigantes = tableRows(text, 'litigantes').map((cells) => {
    const [participante = '', rut = '', persona = '', nombre = ''] = cells;
    if (cells.length < 4) throw new PjudPageError(`Fila de litigante incompleta: ${cells.join(' | ')}`);
    return { participante, rut, persona, nombre };
  });
  return { kind: 'litigantes', litigantes };
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

function isoFromSlashDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
