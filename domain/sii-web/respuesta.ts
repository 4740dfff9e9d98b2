/**
 * The SII:RESPUESTA wrapper shared by the seed, token and wsRPETCConsulta answers: RESP_HDR with ESTADO and GLOSA,
 * and RESP_BODY with the operation's fields. The manuals write the header tags both prefixed (`SII:ESTADO`,
 * RPETC-WS manual §3.2) and plain (`ESTADO`, AUTH manual §5.2.3); prefixes are dropped on reading, so both are
 * accepted (SII-PROTOCOLS.md §7 "Answer wrapper").
 */
import { SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childText, type XmlNode } from '../xml/xml-node';
import { readSoapReturn, readXmlText } from './answer-xml';

/** An SII:RESPUESTA read: ESTADO as a number ('00' -> 0, '-07' -> -7), GLOSA ('' when absent), RESP_BODY. */
export interface SiiRespuesta {
  estado: number;
  glosa: string;
  /** RESP_BODY, or an empty node when the answer has none (error answers). */
  body: XmlNode;
}

/**
 * Reads the SII:RESPUESTA held in the `{operation}Return` string of an rpc/encoded SOAP answer.
 * @throws SiiXmlError when the envelope, the inner XML, RESPUESTA or a numeric RESP_HDR/ESTADO is missing.
 */
export function readSoapRespuesta(bytes: Uint8Array, operation: string): SiiRespuesta {
  const root = readXmlText(readSoapReturn(bytes, operation));
  const respuesta = childNode(root, 'RESPUESTA');
  if (!respuesta) throw new SiiXmlError(`${operation}: la respuesta no contiene SII:RESPUESTA`);
  const hdr = childNode(respuesta, 'RESP_HDR');
  const estado = (hdr && childText(hdr, 'ESTADO')) ?? '';
  if (!/^-?\d+$/.test(estado)) throw new SiiXmlError(`${operation}: RESP_HDR/ESTADO inválido '${estado}'`);
  return {
    estado: Number(estado),
    glosa: (hdr && childText(hdr, 'GLOSA')) ?? '',
    body: childNode(respuesta, 'RESP_BODY') ?? {},
  };
}

/** Trimmed text of a RESP_BODY field, null when absent or empty. */
export function bodyText(body: XmlNode, name: string): string | null {
  const text = childText(body, name);
  return text ? text : null;
}
