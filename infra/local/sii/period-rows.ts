/**
 * The cesión rows of a served "cesiones en período" answer file, kept as the file has them so that the local SII's
 * answers carry the SII's quirks through (SII-PROTOCOLS.md §4): a TXT line is kept raw (e-mails joined with an
 * unescaped ';', bad values, a wrong column count), an XML CESION as its 18 texts. A TXT line's columns are split as
 * the platform splits them (domain/period/split-period-line.ts); its day is read from FCH_CESION, the third field from
 * the END (only the e-mail columns before it may hold extra ';'), so a line of the wrong shape still has one.
 */
import { PERIOD_COLUMNS } from '@domain/period/period-row';
import { splitPeriodLine } from '@domain/period/split-period-line';
import { toIsoDateTime } from '@domain/sii-dates';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import { readSiiXml } from '@domain/xml/read-sii-xml';
import { childNodes, childText } from '@domain/xml/xml-node';

/** Position of FCH_CESION counted from the end of a TXT line (FCH_CESION, MNT_CESION, FCH_VENCIMIENTO). */
const FCH_CESION_FROM_END = PERIOD_COLUMNS.length - PERIOD_COLUMNS.indexOf('FCH_CESION');
/** Columns naming a cesión (VENDEDOR, TIPO_DOC, FOLIO_DOC, CEDENTE, CESIONARIO, FCH_CESION). */
const IDENTITY = (['VENDEDOR', 'TIPO_DOC', 'FOLIO_DOC', 'CEDENTE', 'CESIONARIO', 'FCH_CESION'] as const).map((c) =>
  PERIOD_COLUMNS.indexOf(c),
);

/** One row of a served answer. */
export interface ServedRow {
  /** The TXT line exactly as the file has it, or null for a row of an XML file. */
  line: string | null;
  /** Its column texts: 18 for a well-shaped row (extra e-mails re-joined), else the fields the line has. */
  cells: string[];
  /** The FCH_CESION day 'yyyy-MM-dd', or null when it does not read as a date. */
  day: string | null;
  /** What names the cesión across answers (identity columns), or the raw text of a malformed row. */
  key: string;
}

/**
 * The rows of a period answer file in either form (XML when the text starts with '<', else TXT: the lines after the
 * header line, or after the DATOS_CONSULTA line when the header is missing). Text in UTF-16, UTF-8 or windows-1252 is
 * read (domain/xml/decode-bytes.ts).
 * @throws SiiXmlError when an XML answer is not safe, well-formed XML.
 */
export function readServedRows(bytes: Uint8Array): ServedRow[] {
  const text = decodeTextBytes(bytes);
  if (text.trimStart().startsWith('<')) return xmlRows(bytes);
  const lines = text.split(/\r?\n/);
  const header = lines.findIndex((line) => line.startsWith(`${PERIOD_COLUMNS[0]};`));
  return lines
    .slice(header + 1)
    .filter((line) => line.trim() !== '' && !line.startsWith('DATOS_CONSULTA'))
    .map((line) => {
      const fields = line.split(';');
      return row(line, splitPeriodLine(line) ?? fields, fields[fields.length - FCH_CESION_FROM_END] ?? '');
    });
}

function xmlRows(bytes: Uint8Array): ServedRow[] {
  const root = readSiiXml(bytes);
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
