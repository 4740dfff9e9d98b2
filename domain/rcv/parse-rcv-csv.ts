/**
 * Parser of the SII's RCV ("Registro de Compras y Ventas") CSV exports: sales, and purchases in their four
 * variants (registro, pendiente, reclamado, no incluir). Behaviour modelled on cl-sii's rcv/parse_csv.py and its
 * test files; output shaped for the librocv table of client-radar.md §3.
 */
import { InvalidRutError, isValidRut, normalizeRut } from '../rut';
import { readCsvRecords } from './csv-records';
import { decodeRcvBytes } from './decode-rcv-bytes';
import { fieldCollector } from './field-collector';
import { cellsReader } from './rcv-cells';
import { detectRcvLayout } from './rcv-columns';
import { RcvFileError } from './rcv-file-error';
import { documentKey, isContinuationRow, normaliseRcvRow, readContinuationRow } from './rcv-row';
import type { RcvInput, RcvParseOptions, RcvParseResult, RcvRow, RcvRowError } from './types';

const ORPHAN_CONTINUATION =
  'fila de impuestos adicionales sin un documento justo antes con el mismo Tipo Doc, RUT y Folio';

interface DocumentEntry {
  key: string;
  row: RcvRow | null;
  errors: RcvRowError[];
}

/**
 * Parses one RCV CSV file.
 * - Book and variant come from the header (options.kind, when given, must agree).
 * - Each document row becomes an {@link RcvRow}; a row with any unreadable cell is left out and gets one error per
 *   problem (line, column, Spanish reason), and every other row is still returned.
 * - Continuation rows (no Nro, no Fecha Recepcion, no total) add an "otro impuesto" to the document right above
 *   them with the same Tipo Doc, RUT and Folio; one that matches no such document is an error.
 * - Lines whose cells are all empty are ignored.
 * @param input the file's bytes (UTF-8, or Windows-1252 when not valid UTF-8) and optional name.
 * @param options rutContribuyente: owner of the file (emisor of sales, receptor of purchases); kind: expected book.
 * @returns kind, variant, the good rows in file order and the errors sorted by line.
 * @throws InvalidRutError when rutContribuyente is not a valid RUT.
 * @throws RcvFileError when the file is empty, its header is not an RCV one, it is not of `options.kind`, or it
 *   lacks a column that is read.
 */
export function parseRcvCsv(input: RcvInput, options: RcvParseOptions): RcvParseResult {
  if (!isValidRut(options.rutContribuyente)) throw new InvalidRutError(options.rutContribuyente);
  const rutContribuyente = normalizeRut(options.rutContribuyente);
  const { records, error } = readCsvRecords(decodeRcvBytes(input.bytes));
  const [header, ...body] = records;
  if (!header) throw new RcvFileError(input.name, 'el archivo está vacío');
  const layout = detectRcvLayout(header.cells, options.kind, input.name);
  const cellsOf = cellsReader(header.cells.map((name) => name.trim()));
  const documents: DocumentEntry[] = [];
  const errors: RcvRowError[] = error ? [error] : [];

  for (const record of body) {
    const cells = cellsOf(record);
    if (cells.emptyExcept()) continue;
    const key = documentKey(cells, layout);
    if (!isContinuationRow(cells, layout)) {
      documents.push({ key, ...normaliseRcvRow(cells, layout, rutContribuyente) });
      continue;
    }
    const owner = documents.at(-1);
    if (owner?.key !== key) {
      const orphan = fieldCollector(cells);
      orphan.fail(null, ORPHAN_CONTINUATION);
      errors.push(...orphan.errors);
      continue;
    }
    const continuation = readContinuationRow(cells, layout);
    owner.errors.push(...continuation.errors);
    if (continuation.otroImpuesto) owner.row?.otrosImpuestos.push(continuation.otroImpuesto);
  }

  return {
    kind: layout.kind,
    variant: layout.variant,
    rows: documents.flatMap(({ row, errors: rowErrors }) => (row && rowErrors.length === 0 ? [row] : [])),
    errors: [...errors, ...documents.flatMap((document) => document.errors)].sort((a, b) => a.line - b.line),
  };
}
