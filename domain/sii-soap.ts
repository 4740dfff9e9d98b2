/**
 * Parsers of the SII's RegistroReclamoDteService SOAP answers: listarEventosHistDoc (DTE events) and
 * consultarFechaRecepcionSii (SII reception date). Source: WSDL registroreclamodteservice.jws
 * (ctohm/sii-async-clients) and SII-PROTOCOLS.md §6 (codResp 15 list, 16 empty;
 * fechas 'dd-MM-yyyy HH:mm:ss' Chile local time).
 */
import type { DteEvent } from './event-types';
import { readRut } from './sii-values';
import { toIsoDateTime } from './sii-dates';
import { readSiiXml, SiiXmlError } from './xml/read-sii-xml';
import { childNode, childNodes, childText, requireText, textOf, type XmlNode } from './xml/xml-node';

export { EVENT_DESCRIPTIONS, type EventCode } from './event-codes';

/** codResp of listarEventosHistDoc: events listed. */
export const COD_RESP_EVENTS = '15';
/** codResp of listarEventosHistDoc: "No existen eventos para el documento". */
export const COD_RESP_NO_EVENTS = '16';

/**
 * Parses a listarEventosHistDoc answer.
 * @returns the events in document order (codigo, descripcion, fecha 'yyyy-MM-dd HH:mm:ss', responsable RUT
 *   'body-dv') for codResp 15; [] for codResp 16; null for any other codResp or a SOAP Fault (no list given).
 * @throws SiiXmlError when the bytes are not a safe SOAP envelope with a listarEventosHistDocResponse or Fault,
 *   or an event has a bad fecha or responsable (message names the event's position).
 */
export function parseEventList(bytes: Uint8Array): DteEvent[] | null {
  const answer = soapAnswer(bytes, 'listarEventosHistDocResponse');
  if (answer === null) return null;
  const ret = childNode(answer, 'return');
  const codResp = ret && childText(ret, 'codResp');
  if (codResp === COD_RESP_NO_EVENTS) return [];
  if (!ret || codResp !== COD_RESP_EVENTS) return null;
  return childNodes(ret, 'listaEventosDoc').map((node, index) => readEvent(node, index + 1));
}

/**
 * Parses a consultarFechaRecepcionSii answer.
 * @returns the SII reception date-time 'yyyy-MM-dd HH:mm:ss' (Chile local time), or null when the return is
 *   empty or the answer is a SOAP Fault.
 * @throws SiiXmlError when the bytes are not a safe SOAP envelope with the expected response, or the return
 *   is not a 'dd-MM-yyyy HH:mm:ss' date-time.
 */
export function parseReceptionDate(bytes: Uint8Array): string | null {
  const answer = soapAnswer(bytes, 'consultarFechaRecepcionSiiResponse');
  const ret = answer && childNode(answer, 'return');
  const text = ret ? textOf(ret) : '';
  if (text === '') return null;
  const fecha = toIsoDateTime(text);
  if (fecha === null) throw new SiiXmlError(`consultarFechaRecepcionSii: fecha inválida '${text}'`);
  return fecha;
}

/** The response element inside Envelope/Body, or null for a SOAP Fault. */
function soapAnswer(bytes: Uint8Array, responseName: string): XmlNode | null {
  const envelope = childNode(readSiiXml(bytes), 'Envelope');
  const body = envelope && childNode(envelope, 'Body');
  if (!body) throw new SiiXmlError('La respuesta no es un sobre SOAP (Envelope/Body)');
  if (childNode(body, 'Fault')) return null;
  const response = childNode(body, responseName);
  if (!response) throw new SiiXmlError(`La respuesta SOAP no contiene ${responseName}`);
  return response;
}

function readEvent(node: XmlNode, position: number): DteEvent {
  const path = `listaEventosDoc[${position}]`;
  const rawFecha = requireText(node, 'fechaEvento', path);
  const fecha = toIsoDateTime(rawFecha);
  if (fecha === null) throw new SiiXmlError(`${path}: fechaEvento inválida '${rawFecha}'`);
  const rawRut = `${requireText(node, 'rutResponsable', path)}-${requireText(node, 'dvResponsable', path)}`;
  const responsable = readRut(rawRut);
  if (responsable === null) throw new SiiXmlError(`${path}: RUT responsable inválido '${rawRut}'`);
  return {
    codigo: requireText(node, 'codEvento', path),
    descripcion: childText(node, 'descEvento') ?? '',
    fecha,
    responsable,
  };
}
