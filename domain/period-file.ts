/**
 * Parser of the SII's "Consulta de cesiones en período" (RPETC) answers in both forms the SII serves:
 * TXT (';'-separated, DATOS_CONSULTA line, header line, literal 'null' e-mails) and XML (SII:RESPUESTA with
 * RESP_HDR/ESTADO, RESP_BODY/DATOS_CONSULTA and repeated CESION). Source: SII-PROTOCOLS.md §4;
 * real answers in secretline/lib-cl-sii-python (cesionario_txt, cesionario_xml).
 */
import type { PeriodAnswer, PeriodCessionRow, PeriodRowError } from './period-types';
import { decodeTextBytes } from './xml/decode-bytes';
import { readSiiXml } from './xml/read-sii-xml';
import { childNodes, childText, requireNode, textOf, type XmlNode } from './xml/xml-node';
import {
  PERIOD_COLUMNS,
  PeriodFileError,
  shownDocument,
  toPeriodHeader,
  toPeriodRow,
  type RawPeriodRow,
} from './period/period-row';
import { splitPeriodLine } from './period/split-period-line';

export { PeriodFileError, PERIOD_COLUMNS } from './period/period-row';

/**
 * Byte cap of a period answer: 128 MiB. The SII's XML form takes about 1 KB per cession (446 cessions in 436 KB in
 * the real answer of shared/fixtures), so this holds some 130,000 cessions, more than any factoring cedes in the
 * longest window the SII answers.
 */
export const MAX_PERIOD_ANSWER_BYTES = 128 * 1024 * 1024;

/**
 * Parses one period answer, telling TXT from XML by content (first character '<' -> XML; first line starting
 * with DATOS_CONSULTA -> TXT). Every good row is kept; each bad row (wrong column count, bad RUT, number or date)
 * goes to `errors` with its 1-based line (TXT) or CESION index (XML), the reasons and the document as the row shows
 * it (tipo, folio, cedente).
 * @throws PeriodFileError when the file is over {@link MAX_PERIOD_ANSWER_BYTES}, the form is not recognised, the
 *   DATOS_CONSULTA or header line is wrong, or the XML answer's RESP_HDR/ESTADO is not 0 (message carries ESTADO and
 *   GLOSA).
 * @throws SiiXmlError when the XML form is not safe, well-formed XML.
 */
export function parsePeriodAnswer(file: { name: string; bytes: Uint8Array }): PeriodAnswer {
  if (file.bytes.byteLength > MAX_PERIOD_ANSWER_BYTES) {
    throw new PeriodFileError(
      file.name,
      `archivo de ${file.bytes.byteLength.toLocaleString('es-CL')} bytes, sobre el máximo de ${MAX_PERIOD_ANSWER_BYTES.toLocaleString('es-CL')}`,
    );
  }
  const text = decodeTextBytes(file.bytes).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('<')) return parseXmlAnswer(file.name, readSiiXml(file.bytes, MAX_PERIOD_ANSWER_BYTES));
  if (start.startsWith('DATOS_CONSULTA')) return parseTxtAnswer(file.name, text);
  throw new PeriodFileError(file.name, 'formato no reconocido: se esperaba DATOS_CONSULTA (TXT) o SII:RESPUESTA (XML)');
}

function parseTxtAnswer(fileName: string, text: string): PeriodAnswer {
  const lines = text.split(/\r?\n/);
  const fields = Object.fromEntries(
    (lines[0] ?? '')
      .split(';')
      .slice(1)
      .map((pair) => {
        const [key = '', ...value] = pair.split('=');
        return [key.trim(), value.join('=')];
      }),
  );
  const header = toPeriodHeader(fileName, fields);
  const columns = (lines[1] ?? '').split(';').map((c) => c.trim());
  if (columns.join(';') !== PERIOD_COLUMNS.join(';')) {
    throw new PeriodFileError(
      fileName,
      `línea 2: encabezado de columnas inesperado (se esperaba ${PERIOD_COLUMNS.join(';')})`,
    );
  }
  const rows: PeriodCessionRow[] = [];
  const errors: PeriodRowError[] = [];
  lines.slice(2).forEach((line, index) => {
    if (line.trim() === '') return;
    const lineNumber = index + 3;
    const cells = splitPeriodLine(line);
    if (!cells) {
      const count = line.split(';').length;
      errors.push({
        line: lineNumber,
        field: null,
        message: `se esperaban ${PERIOD_COLUMNS.length} columnas y hay ${count}`,
        tipo: null,
        folio: null,
        cedente: null,
      });
      return;
    }
    const raw: RawPeriodRow = Object.fromEntries(PERIOD_COLUMNS.map((column, i) => [column, cells[i]]));
    collect(raw, lineNumber, rows, errors);
  });
  return { header, rows, errors };
}

function parseXmlAnswer(fileName: string, root: XmlNode): PeriodAnswer {
  const respuesta = childNodes(root, 'RESPUESTA')[0];
  if (!respuesta) throw new PeriodFileError(fileName, `raíz '${Object.keys(root)[0] ?? ''}' en vez de SII:RESPUESTA`);
  const hdr = requireNode(respuesta, 'RESP_HDR', 'RESPUESTA');
  const estado = childText(hdr, 'ESTADO');
  if (estado !== '0') {
    throw new PeriodFileError(
      fileName,
      `el SII respondió ESTADO ${estado ?? '(vacío)'}: ${childText(hdr, 'GLOSA') || 'sin glosa'}`,
    );
  }
  const body = requireNode(respuesta, 'RESP_BODY', 'RESPUESTA');
  const datos = requireNode(body, 'DATOS_CONSULTA', 'RESP_BODY');
  const header = toPeriodHeader(fileName, {
    RUT: childText(datos, 'RUT'),
    TIPO_CONSULTA: childText(datos, 'TIPO_CONSULTA'),
    DESDE_DDMMAAAA: childText(datos, 'DESDE_DDMMAAAA'),
    HASTA_DDMMAAAA: childText(datos, 'HASTA_DDMMAAAA'),
  });
  const rows: PeriodCessionRow[] = [];
  const errors: PeriodRowError[] = [];
  childNodes(body, 'CESION').forEach((cesion, index) => {
    const raw: RawPeriodRow = {};
    for (const column of PERIOD_COLUMNS) {
      const cell = childNodes(cesion, column)[0];
      if (cell) raw[column] = textOf(cell);
    }
    collect(raw, index + 1, rows, errors);
  });
  return { header, rows, errors };
}

function collect(raw: RawPeriodRow, line: number, rows: PeriodCessionRow[], errors: PeriodRowError[]): void {
  const result = toPeriodRow(raw);
  if ('row' in result) rows.push(result.row);
  else errors.push(...result.problems.map((problem) => ({ line, ...problem, ...shownDocument(raw) })));
}
