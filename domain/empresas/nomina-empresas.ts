/**
 * Parser of the SII's "Nómina de empresas personas jurídicas" (sii.cl › Estadísticas › Personas jurídicas y
 * empresas, files PUB_EMPRESAS_PJ_{año}[_A_{año}].txt): tab-separated text, one header row, one row per company
 * and commercial year. Columns are found by header name, so the order and any extra column (Rubro, Región,
 * Comuna, R_PRESUNTA, ...) do not matter. The SII truncates long headers to 32 characters ('Número de
 * trabajadores dependie'), so a header matches a column when either starts with the other (accents, case and
 * spaces ignored). The SII's file holds every company of five years (hundreds of MB), so it is read line by line
 * from the bytes, never decoded as one string, and the caller may keep only the companies it wants.
 */
import { computeCheckDigit } from '../rut';
import { TRAMOS_VENTAS } from './tramo-ventas';

/** One company in one commercial year. */
export interface NominaEmpresa {
  /** Line of the row in the file (the header is line 1). */
  line: number;
  /** 'Año comercial', e.g. 2025. */
  anioComercial: number;
  /** 'RUT'-'DV', normalised 'NNNNNNNN-D'. */
  rut: string;
  /** 'Razón social', trimmed; null when the column is absent or empty. */
  razonSocial: string | null;
  /** 'Tramo según ventas', the SII's code 1..13 (1 sin ventas / sin información; see tramo-ventas.ts). */
  tramoVentas: number;
  /** 'Número de trabajadores dependientes informados'; null when the column is absent or empty. */
  trabajadores: number | null;
}

/** A row left out, with its line and the reason in Spanish. */
export interface NominaRowError {
  line: number;
  message: string;
}

/** The good rows in file order and one error per bad row. */
export interface NominaParseResult {
  rows: NominaEmpresa[];
  errors: NominaRowError[];
}

/** The file as a whole cannot be read (empty, or a required column is missing from the header). */
export class NominaFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NominaFileError';
  }
}

const COLUMNS = {
  anio: 'Año comercial',
  rut: 'RUT',
  dv: 'DV',
  razonSocial: 'Razón social',
  tramo: 'Tramo según ventas',
  trabajadores: 'Número de trabajadores dependientes informados',
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = ['anio', 'rut', 'dv', 'tramo'];
/** Headers the SII cuts at 32 characters are still recognised; shorter prefixes are not (e.g. 'Tramo' alone). */
const MIN_PREFIX = 20;

/** Options of {@link parseNominaEmpresas}. */
export interface NominaParseOptions {
  /**
   * Keep only these companies ('NNNNNNNN-D'): rows of others are skipped without being checked (a row whose RUT
   * cannot be read is nobody's and is skipped too). All rows when absent.
   */
  ruts?: ReadonlySet<string>;
}

/**
 * Parses one nómina file.
 * - The file is UTF-8 (a leading BOM dropped) or, when not valid UTF-8, ISO-8859-1 / Windows-1252; CRLF or LF.
 * - A row with a bad RUT/DV (check digit, modulo 11), year, tramo (integer 1..13) or worker count is left out
 *   with an error naming its line; blank lines are ignored; every other row is kept.
 * @returns the good rows in file order and the errors by line.
 * @throws NominaFileError when the file has no header, or the header lacks 'Año comercial', 'RUT', 'DV' or
 *   'Tramo según ventas'.
 */
export function parseNominaEmpresas(bytes: Uint8Array, options: NominaParseOptions = {}): NominaParseResult {
  const lines = textLines(bytes);
  const header = (lines.next().value ?? '').split('\t');
  if (header.every((cell) => cell.trim() === '')) throw new NominaFileError('La nómina de empresas está vacía');
  const at = columnPositions(header);
  const missing = REQUIRED.filter((column) => at[column] === undefined).map((column) => `'${COLUMNS[column]}'`);
  if (missing.length > 0) throw new NominaFileError(`La nómina de empresas no tiene la columna ${missing.join(', ')}`);

  const result: NominaParseResult = { rows: [], errors: [] };
  let line = 1;
  for (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    const cells = text.split('\t');
    const cell = (column: Column): string => {
      const position = at[column];
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    const rut = `${Number(cell('rut').replace(/\./g, ''))}-${cell('dv').toUpperCase()}`;
    if (options.ruts && !options.ruts.has(rut)) continue;
    const problem = rowProblem(cell);
    if (problem) result.errors.push({ line, message: `línea ${line}: ${problem}` });
    else
      result.rows.push({
        line,
        anioComercial: Number(cell('anio')),
        rut,
        razonSocial: cell('razonSocial') || null,
        tramoVentas: Number(cell('tramo')),
        trabajadores: cell('trabajadores') === '' ? null : Number(cell('trabajadores')),
      });
  }
  return result;
}

/** Bytes decoded at a time: the text of the whole file is never held at once. */
const CHUNK_BYTES = 1 << 20;

/**
 * The lines of the bytes ('\n' or '\r\n'), decoded a chunk at a time: as UTF-8 (a leading BOM dropped) when the
 * whole file is valid UTF-8, else as Windows-1252 (a superset of ISO-8859-1).
 */
function* textLines(bytes: Uint8Array): Generator<string, void, undefined> {
  const decoder = new TextDecoder(isUtf8(bytes) ? 'utf-8' : 'windows-1252');
  let carry = '';
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const parts = (carry + decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true })).split('\n');
    carry = parts.pop() ?? '';
    for (const part of parts) yield part.endsWith('\r') ? part.slice(0, -1) : part;
  }
  const last = carry + decoder.decode();
  if (last !== '') yield last.endsWith('\r') ? last.slice(0, -1) : last;
}

/** True when the bytes are valid UTF-8 (checked a chunk at a time, the text discarded). */
function isUtf8(bytes: Uint8Array): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let start = 0; start < bytes.length; start += CHUNK_BYTES)
      decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The first problem of a row, or null when it is good. */
function rowProblem(cell: (column: Column) => string): string | null {
  const anio = cell('anio');
  if (!/^\d{4}$/.test(anio)) return `Año comercial inválido '${anio}'`;
  const body = cell('rut').replace(/\./g, '');
  const dv = cell('dv').toUpperCase();
  if (!/^\d{1,9}$/.test(body) || !/^[\dK]$/.test(dv) || computeCheckDigit(body) !== dv)
    return `RUT inválido '${cell('rut')}-${cell('dv')}'`;
  const tramo = cell('tramo');
  if (!/^\d{1,2}$/.test(tramo) || !TRAMOS_VENTAS.some((t) => t.codigo === Number(tramo)))
    return `Tramo según ventas inválido '${tramo}' (se espera un código de 1 a 13)`;
  const trabajadores = cell('trabajadores');
  if (trabajadores !== '' && !/^\d{1,9}$/.test(trabajadores))
    return `Número de trabajadores dependientes informados inválido '${trabajadores}'`;
  return null;
}

/** Position of each known column in the header (the first matching header wins). */
function columnPositions(header: readonly string[]): Partial<Record<Column, number>> {
  const keys = header.map(headerKey);
  const positions: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const wanted = headerKey(COLUMNS[column]);
    const index = keys.findIndex(
      (key) => key === wanted || (key.length >= MIN_PREFIX && (wanted.startsWith(key) || key.startsWith(wanted))),
    );
    if (index >= 0) positions[column] = index;
  }
  return positions;
}

/** A header compared without accents, case or repeated spaces. */
function headerKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
