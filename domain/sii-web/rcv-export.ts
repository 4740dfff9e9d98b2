/**
 * Parser of the RCV SPA's CSV export answers, getDetalleVentaExport / getDetalleCompraExport (SII-PROTOCOLS.md §9
 * "Answer"): JSON {data: [CSV lines, header first] | null, nombreArchivo, metaData, respEstado: {codRespuesta,
 * msgeRespuesta, codError}}; codRespuesta 0 OK, 2 no documents, 99 error (the sibling consemitidos app's codes).
 */
import { z } from 'zod';
import { decodeTextBytes } from '../xml/decode-bytes';
import { SiiAnswerError } from './sii-answer-error';

/** codRespuesta of an export with its lines. */
export const RCV_OK = 0;
/** codRespuesta when the period has no documents. */
export const RCV_SIN_DOCUMENTOS = 2;

const exportSchema = z.object({
  data: z.array(z.string()).nullable().optional(),
  nombreArchivo: z.string().nullable().optional(),
  respEstado: z.object({
    codRespuesta: z.coerce.number(),
    msgeRespuesta: z.string().nullable().optional(),
    codError: z.union([z.number(), z.string()]).nullable().optional(),
  }),
});

/** An export answer read. */
export interface RcvExport {
  codRespuesta: number;
  /** msgeRespuesta, '' when absent. */
  msgeRespuesta: string;
  /** The CSV lines, header first; null when the SII gave none. */
  lines: string[] | null;
  nombreArchivo: string | null;
}

/**
 * Parses an export answer.
 * @throws SiiAnswerError when the bytes are not JSON or lack respEstado.codRespuesta, or data is not a list of
 *   strings.
 */
export function parseRcvExport(bytes: Uint8Array): RcvExport {
  let json: unknown;
  try {
    json = JSON.parse(decodeTextBytes(bytes));
  } catch {
    throw new SiiAnswerError('La respuesta del RCV no es JSON');
  }
  const parsed = exportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SiiAnswerError(`Respuesta del RCV inesperada: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  const { data, nombreArchivo, respEstado } = parsed.data;
  return {
    codRespuesta: respEstado.codRespuesta,
    msgeRespuesta: respEstado.msgeRespuesta ?? '',
    lines: data ?? null,
    nombreArchivo: nombreArchivo ?? null,
  };
}

/**
 * True when an export answer is an HTML page instead of JSON: the portal's login page, served when the session
 * ended (§9 "an HTML body means the session expired").
 */
export function isPageAnswer(bytes: Uint8Array): boolean {
  return decodeTextBytes(bytes.subarray(0, 256)).trimStart().startsWith('<');
}

/**
 * The CSV text of an export's lines, joined with CRLF as the SII's downloads are (SII-PROTOCOLS.md §9 "CSV format").
 */
export function rcvCsvText(lines: readonly string[]): string {
  return lines.join('\r\n');
}
