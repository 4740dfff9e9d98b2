/**
 * Reading RegistroReclamoDteService answers (SOAP 1.1 rpc/literal, `ns2:{op}Response/return`; RECLAMO manual v1.2,
 * WSDL registroreclamodteservice.jws) for what the client decides on: whether the answer is a SOAP envelope at all,
 * a Fault, and its codResp (-1 'Error Interno … debe reintentar … más tarde' is retried). The events and reception
 * date themselves are parsed by domain/sii-soap.ts.
 */
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childText } from '../xml/xml-node';
import { soapBody } from './answer-xml';

/** codResp meaning "internal error, retry later" (RECLAMO manual, codResp table). */
export const COD_RESP_REINTENTAR = -1;

/** A RegistroReclamoDte answer: a SOAP Fault, or the `return` element. */
export type ReclamoAnswer =
  | { kind: 'fault'; faultstring: string }
  /** codResp/descResp of a respuestaTo return; both null for a plain string return (consultarFechaRecepcionSii). */
  | { kind: 'return'; codResp: number | null; descResp: string | null };

/**
 * Reads a RegistroReclamoDte answer of `operation` ('listarEventosHistDoc', 'consultarFechaRecepcionSii',
 * 'consultarDocDteCedible').
 * @throws SiiXmlError when the bytes are not a SOAP envelope with `{operation}Response/return` or a Fault, or
 *   codResp is not an integer.
 */
export function readReclamoAnswer(bytes: Uint8Array, operation: string): ReclamoAnswer {
  const body = soapBody(readSiiXml(bytes));
  const fault = childNode(body, 'Fault');
  if (fault) return { kind: 'fault', faultstring: childText(fault, 'faultstring') ?? '' };
  const response = childNode(body, `${operation}Response`);
  const ret = response && childNode(response, 'return');
  if (!ret) throw new SiiXmlError(`La respuesta SOAP no contiene ${operation}Response/return`);
  const codResp = childText(ret, 'codResp');
  if (codResp !== undefined && !/^-?\d+$/.test(codResp))
    throw new SiiXmlError(`${operation}: codResp inválido '${codResp}'`);
  return {
    kind: 'return',
    codResp: codResp === undefined ? null : Number(codResp),
    descResp: childText(ret, 'descResp') ?? null,
  };
}
