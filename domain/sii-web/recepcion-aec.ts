/**
 * Parser of the RTCAnotEnvio upload receipt, RECEPCIONAEC (AEC-UPLOAD manual v1.0 §3.1-§3.3): who sent, for which
 * cedente, when, the STATUS and, only when STATUS is 0, the TRACKID to follow with getEstEnvio.
 */
import { readRut } from '../sii-values';
import { toIsoDateTime } from '../sii-dates';
import { SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childText, requireText } from '../xml/xml-node';
import { readAnswerXml } from './answer-xml';

/** An upload receipt. */
export interface RecepcionAec {
  /** RUTSENDER 'NNNNNNNN-D', the authenticated user; null when the SII writes '-' (authentication failed). */
  rutSender: string | null;
  /** RUTCOMPANY 'NNNNNNNN-D', the cedente. */
  rutCompany: string;
  /** FILE, the uploaded file's name. */
  file: string;
  /** TIMESTAMP of reception, 'yyyy-MM-dd HH:mm:ss' (Chile local time). */
  timestamp: string;
  /**
   * STATUS (§3.2): 0 received (not yet accepted: follow the TRACKID), 1 the user may not send for the cedente,
   * 2 file size error, 4 missing parameters, 5 TOKEN invalid or expired, 6 the company is not a DTE issuer,
   * 9/10 internal error.
   */
  status: number;
  /** TRACKID without its zero padding ('0000038936' -> '38936'); null unless status is 0. */
  trackId: string | null;
}

/**
 * Parses a RECEPCIONAEC receipt.
 * @throws SiiXmlError when the root is not RECEPCIONAEC, a field is missing, or a RUT, TIMESTAMP, STATUS or TRACKID
 *   is malformed.
 */
export function parseRecepcionAec(bytes: Uint8Array): RecepcionAec {
  const root = childNode(readAnswerXml(bytes), 'RECEPCIONAEC');
  if (!root) throw new SiiXmlError('La respuesta no es un RECEPCIONAEC');
  const path = 'RECEPCIONAEC';
  const sender = requireText(root, 'RUTSENDER', path);
  const rutSender = sender === '-' ? null : readRut(sender);
  const rutCompany = readRut(requireText(root, 'RUTCOMPANY', path));
  const timestamp = toIsoDateTime(requireText(root, 'TIMESTAMP', path));
  const status = requireText(root, 'STATUS', path);
  const trackId = childText(root, 'TRACKID') || null;
  if (sender !== '-' && rutSender === null) throw new SiiXmlError(`${path}: RUTSENDER inválido '${sender}'`);
  if (rutCompany === null) throw new SiiXmlError(`${path}: RUTCOMPANY inválido`);
  if (timestamp === null) throw new SiiXmlError(`${path}: TIMESTAMP inválido`);
  if (!/^\d+$/.test(status)) throw new SiiXmlError(`${path}: STATUS inválido '${status}'`);
  if (trackId !== null && !/^\d+$/.test(trackId)) throw new SiiXmlError(`${path}: TRACKID inválido '${trackId}'`);
  return {
    rutSender,
    rutCompany,
    file: requireText(root, 'FILE', path),
    timestamp,
    status: Number(status),
    trackId: trackId === null ? null : String(Number(trackId)),
  };
}
