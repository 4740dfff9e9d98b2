/**
 * The cesión rows of a served "cesiones en período" answer file, kept as the file has them so that the local SII's
 * answers carry the SII's quirks through (SII-PROTOCOLS.md §4): a TXT line is kept raw (a multi-e-mail
 * MAIL_CESIONARIO joined with an unescaped ';', bad values, a wrong column count), an XML CESION as its 18 texts.
 * Each row's day is read from FCH_CESION, which in a TXT line is the third field from the END (only MAIL_CESIONARIO may
 * hold extra ';').
 */
import { PERIOD_COLUMNS } from '../../../domain/period/period-row';
import { toIsoDateTime } from '../../../domain/sii-dates';
import { decodeTextBytes } from '../../../domain/xml/decode-bytes';
import { readSiiXml } from '../../../domain/xml/read-sii-xml';
import { childNodes, childText } from '../../../domain/xml/xml-node';

/** Index of MAIL_CESIONARIO among the 18 columns: the only column whose text may contain ';'. */
const MAIL_CESIONARIO = PERIOD_COLUMNS.indexOf('MAIL_CESIONARIO');
/** Columns after MAIL_CESIONARIO (FCH_CESION, MNT_CESION, FCH_VENCIMIENTO). */
const AFTER_MAIL = PERIOD_COLUMNS.length - MAIL_CESIONARIO - 1;
/** Columns naming a cesión (VENDEDOR, TIPO_DOC, FOLIO_DOC, CEDENTE, CESIONARIO, FCH_CESION). */
const IDENTITY = (['VENDEDOR', 'TIPO_DOC', 'FOLIO_DOC', 'CEDENTE', 'CESIONARIO', 'FCH_CESION'] as const).map((c) =>
  PERIOD_COLUMNS.indexOf(c),
);

/** One row of a served answer. */
export interface ServedRow {
  /** The TXT line exactly as the file has it, or null for a row of an XML file. */
  line: string | null;
  /** Its column texts: 18 for a well-shaped row (MAIL_CESIONARIO re-joined), else the fields the line has. */
  cells: string[];
  /** The FCH_CESION day 'yyyy-MM-dd', or null when it does not read as a date. */
  day: string | null;
  /** What names the cesión across answers (identity columns), or the raw text of a malformed row. */
  key: string;
}

/**
 * The rows of a period answer file in either form (XML when the text starts with '<', else TXT: the lines after the
 * header line, or after the DATOS_CONSULTA line when the header is missing). Text in UTF-16 (BOM), UTF-8 or
 * windows-1252 is read.
 * @throws SiiXmlError when an XML answer is not safe, well-formed XML.
 */
export function readServedRows(bytes: Uint8Array): ServedRow[] {
  const text = decodeAnswer(bytes);
  if (text.trimStart().startsWith('<')) return xmlRows(bytes, text);
  const lines = text.split(/\r?\n/);
  const header = lines.findIndex((line) => line.startsWith(`${PERIOD_COLUMNS[0]};`));
  return lines
    .slice(header + 1)
    .filter((line) => line.trim() !== '' && !line.startsWith('DATOS_CONSULTA'))
    .map((line) => {
      const fields = line.split(';');
      return row(line, columnsOf(fields), fields[fields.length - AFTER_MAIL] ?? '');
    });
}

/** The column texts of a TXT line's fields: 18 when there are at least 18 (the surplus rejoined into MAIL_CESIONARIO). */
function columnsOf(fields: string[]): string[] {
  if (fields.length < PERIOD_COLUMNS.length) return fields;
  return [
    ...fields.slice(0, MAIL_CESIONARIO),
    fields.slice(MAIL_CESIONARIO, fields.length - AFTER_MAIL).join(';'),
    ...fields.slice(fields.length - AFTER_MAIL),
  ];
}

function xmlRows(bytes: Uint8Array, text: string): ServedRow[] {
  // A UTF-16 file is re-read from its decoded text: the XML reader takes UTF-8 or Latin-1 bytes only.
  const utf16 = bytes[0] === 0xff || bytes[0] === 0xfe;
  const source = utf16 ? Buffer.from(text.replace(/encoding=["'][^"']*["']/, 'encoding="UTF-8"')) : bytes;
  const root = readSiiXml(source);
  const body = childNodes(root, 'RESPUESTA').flatMap((respuesta) => childNodes(respuesta, 'RESP_BODY'));
  return body
    .flatMap((node) => childNodes(node, 'CESION'))
    .map((cesion) => {
      const cells = PERIOD_COLUMNS.map((column) => childText(cesion, column) ?? '');
      return row(null, cells, childText(cesion, 'FCH_CESION') ?? '');
    });
}

function row(line: string | null, cells: string[], fchCesion: string): ServedRow {
  const well = cells.length === PERIOD_COLUMNS.length;
  const fecha = toIsoDateTime(fchCesion);
  return {
    line,
    cells,
    day: fecha ? fecha.slice(0, 10) : null,
    key: well ? IDENTITY.map((i) => (cells[i] ?? '').trim()).join('|') : `sin-forma|${line ?? cells.join(';')}`,
  };
}

/** Text of an answer: UTF-16 by its BOM, else as domain/xml/decode-bytes.ts reads undeclared text. */
function decodeAnswer(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return decodeTextBytes(bytes).replace(/^\uFEFF/, '');
}
