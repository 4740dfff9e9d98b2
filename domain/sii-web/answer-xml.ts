/**
 * Reading the XML the SII's web services answer. The real answer is often a string inside the SOAP answer holding
 * escaped XML (`get*Return` with `&lt;SII:RESPUESTA…`), which is parsed a second time (SII-PROTOCOLS.md §11.4). The
 * bodies' charset quirk (declared UTF-8, written in ISO-8859-1: §2 "Quirk: charset") is handled by
 * domain/xml/read-sii-xml.ts itself.
 */
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, textOf, type XmlNode } from '../xml/xml-node';

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
  const body = soapBody(readSiiXml(bytes));
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
