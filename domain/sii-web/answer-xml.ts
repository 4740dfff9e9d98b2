/**
 * Reading the XML the SII's web services answer. Two quirks (SII-PROTOCOLS.md §2 "Quirk: charset", §11.2, §11.4):
 * the bodies declare UTF-8 but are written in ISO-8859-1, and the real answer is often a string inside the SOAP
 * answer holding escaped XML (`get*Return` with `&lt;SII:RESPUESTA…`), which is parsed a second time.
 */
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, textOf, type XmlNode } from '../xml/xml-node';

const SINGLE_BYTE_DECLARATION = /^\s*<\?xml\s[^?]*?encoding\s*=\s*["'](?:iso-?8859-1|latin-?1|windows-1252|cp1252)["']/i;

/**
 * Reads an SII answer's XML bytes safely (domain/xml/read-sii-xml.ts) into a tree. Bytes that are not valid UTF-8
 * under a UTF-8 (or absent) declaration are read as ISO-8859-1, which is what the SII sent.
 * @throws SiiXmlError as readSiiXml (malformed XML, DOCTYPE, unknown entities).
 */
export function readAnswerXml(bytes: Uint8Array): XmlNode {
  return readSiiXml(asReadableXml(bytes));
}

/**
 * Reads XML held as text (the string inside a SOAP answer): its declaration, whatever encoding it names, is dropped
 * because the text is already decoded.
 * @throws SiiXmlError as readSiiXml.
 */
export function readXmlText(text: string): XmlNode {
  return readSiiXml(new TextEncoder().encode(text.replace(/^\s*<\?xml[^?]*\?>/, '')));
}

/**
 * The text of `{operation}Return` in `Envelope/Body/{operation}Response` of an rpc/encoded SOAP answer
 * (CrSeed getSeed, GetTokenFromSeed getToken, wsRPETCConsulta getEst*: AUTH manual §5.2.3, RPETC-WS manual §3.2).
 * @throws SiiXmlError when the bytes are not such an envelope, or carry a SOAP Fault (message holds its faultstring).
 */
export function readSoapReturn(bytes: Uint8Array, operation: string): string {
  const body = soapBody(readAnswerXml(bytes));
  const fault = childNode(body, 'Fault');
  if (fault) throw new SiiXmlError(`SOAP Fault: ${textOf(childNode(fault, 'faultstring') ?? {})}`);
  const response = childNode(body, `${operation}Response`);
  const ret = response && childNode(response, `${operation}Return`);
  if (!ret) throw new SiiXmlError(`La respuesta SOAP no contiene ${operation}Response/${operation}Return`);
  return textOf(ret);
}

/** Envelope/Body of a SOAP answer. @throws SiiXmlError when absent. */
export function soapBody(root: XmlNode): XmlNode {
  const envelope = childNode(root, 'Envelope');
  const body = envelope && childNode(envelope, 'Body');
  if (!body) throw new SiiXmlError('La respuesta no es un sobre SOAP (Envelope/Body)');
  return body;
}

function asReadableXml(bytes: Uint8Array): Uint8Array {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return bytes;
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    // A single-byte declaration is honoured by readSiiXml itself; anything else was Latin-1 sent as "UTF-8".
    return SINGLE_BYTE_DECLARATION.test(text) ? bytes : new TextEncoder().encode(text);
  }
}
