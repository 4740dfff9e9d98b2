/**
 * The answer of the AEC upload RTCAnotEnvio.cgi (AEC-UPLOAD manual v1.0 §3; SII-PROTOCOLS.md §8): XML root
 * RECEPCIONAEC with RUTSENDER, RUTCOMPANY, FILE, TIMESTAMP (DD-MM-YYYY HH:MM:SS), STATUS and, only when STATUS is 0,
 * TRACKID (zero-padded). STATUS 0 means received, not yet accepted: the envío is then followed with getEstEnvio.
 */
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childText } from '../xml/xml-node';

/** The upload STATUS codes of §3.2 and what they mean, in Spanish for the screens. */
export const RECEPCION_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: 'Recibido',
  1: 'El usuario no tiene permiso para enviar cesiones del cedente',
  2: 'Error en el tamaño del archivo',
  4: 'Faltan parámetros en el envío',
  5: 'Token inválido o expirado',
  6: 'El cedente no es emisor electrónico autorizado',
  9: 'Error interno del SII',
  10: 'Error interno del SII',
};

/** A parsed RECEPCIONAEC. */
export interface RecepcionAec {
  status: number;
  /** TRACKID as the SII wrote it (zero-padded), null unless status 0. */
  trackId: string | null;
  rutSender: string | null;
  rutCompany: string | null;
  file: string | null;
  /** TIMESTAMP as written (DD-MM-YYYY HH:MM:SS, Chile local time), null when absent. */
  timestamp: string | null;
}

/**
 * Parses a RECEPCIONAEC answer.
 * @throws SiiXmlError when the bytes are not XML with a RECEPCIONAEC root and a numeric STATUS, or when STATUS 0
 *   comes without a TRACKID.
 */
export function parseRecepcionAec(bytes: Uint8Array): RecepcionAec {
  const root = readSiiXml(bytes);
  const recepcion = childNode(root, 'RECEPCIONAEC');
  if (!recepcion) throw new SiiXmlError('La respuesta del envío no es RECEPCIONAEC');
  const statusText = childText(recepcion, 'STATUS')?.trim() ?? '';
  if (!/^-?\d+$/.test(statusText)) throw new SiiXmlError(`RECEPCIONAEC: STATUS inválido '${statusText}'`);
  const status = Number(statusText);
  const trackId = childText(recepcion, 'TRACKID')?.trim() || null;
  if (status === 0 && !trackId) throw new SiiXmlError('RECEPCIONAEC: STATUS 0 sin TRACKID');
  return {
    status,
    trackId: status === 0 ? trackId : null,
    rutSender: childText(recepcion, 'RUTSENDER')?.trim() || null,
    rutCompany: childText(recepcion, 'RUTCOMPANY')?.trim() || null,
    file: childText(recepcion, 'FILE')?.trim() || null,
    timestamp: childText(recepcion, 'TIMESTAMP')?.trim() || null,
  };
}
