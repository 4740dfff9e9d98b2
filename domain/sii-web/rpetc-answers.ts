/**
 * Parsers of the wsRPETCConsulta answers (RPETC-WS manual v1.2 §3.2, §3.3): getEstCesion, getEstCesionRelac and
 * getEstEnvio, each an SII:RESPUESTA string inside the SOAP answer. ESTADO (§3.3): 0 OK, 1 data error, 2 no
 * information found, 3 token inactive, 4 token does not exist, 5 authentication error, 6-8 internal error, 9 no
 * permissions obtained, 10 the user has no permission on the company, -15 the related company is not linked to the
 * document.
 */
import { readRut } from '../sii-values';
import { toIsoDateTime } from '../sii-dates';
import { SiiXmlError } from '../xml/read-sii-xml';
import type { XmlNode } from '../xml/xml-node';
import { bodyText, readSoapRespuesta } from './respuesta';

/**
 * A cesión's state in the registry (getEstCesion with IdCesion, getEstCesionRelac). Without IdCesion getEstCesion
 * answers only the header: ESTADO 0 with GLOSA 'Documento Cedido' when the document is ceded, else another ESTADO.
 */
export interface EstCesionAnswer {
  estado: number;
  glosa: string;
  /** RUT_TENEDOR 'NNNNNNNN-D' (the current holder), null when absent. */
  rutTenedor: string | null;
  /** FECHA_ULT_ANOT 'yyyy-MM-dd HH:mm:ss' (Chile local time), null when absent. */
  fechaUltimaAnotacion: string | null;
  /** RUT_COBRANZA 'NNNNNNNN-D' when the document is in collection, else null. */
  rutCobranza: string | null;
  /** DIR_COBRANZA, the collection address, or null. */
  dirCobranza: string | null;
  /** DEC_JURADA as written (e.g. 'EXISTE'), or null. */
  decJurada: string | null;
}

/** The state of an AEC upload (getEstEnvio). */
export interface EstEnvioAnswer {
  estado: number;
  glosa: string;
  trackId: string | null;
  /** ESTADO_ENVIO: UPL, RCP, RSC, SOK, RFS, FSO, RCR, COK, VDC, RDC, VCS, RCS, EOK (accepted) or EAN. */
  estadoEnvio: string | null;
  descEstado: string | null;
}

/**
 * Parses a getEstCesion answer.
 * @throws SiiXmlError when the SOAP answer or its RESPUESTA is malformed, or a RUT or date in the body is invalid.
 */
export function parseEstCesion(bytes: Uint8Array): EstCesionAnswer {
  return readCesion(bytes, 'getEstCesion');
}

/**
 * Parses a getEstCesionRelac answer (same body as getEstCesion).
 * @throws SiiXmlError as {@link parseEstCesion}.
 */
export function parseEstCesionRelac(bytes: Uint8Array): EstCesionAnswer {
  return readCesion(bytes, 'getEstCesionRelac');
}

/**
 * Parses a getEstEnvio answer.
 * @throws SiiXmlError when the SOAP answer or its RESPUESTA is malformed.
 */
export function parseEstEnvio(bytes: Uint8Array): EstEnvioAnswer {
  const { estado, glosa, body } = readSoapRespuesta(bytes, 'getEstEnvio');
  return {
    estado,
    glosa,
    trackId: bodyText(body, 'TRACKID'),
    estadoEnvio: bodyText(body, 'ESTADO_ENVIO'),
    descEstado: bodyText(body, 'DESC_ESTADO'),
  };
}

function readCesion(bytes: Uint8Array, operation: string): EstCesionAnswer {
  const { estado, glosa, body } = readSoapRespuesta(bytes, operation);
  const fecha = bodyText(body, 'FECHA_ULT_ANOT');
  const fechaUltimaAnotacion = fecha === null ? null : toIsoDateTime(fecha);
  if (fecha !== null && fechaUltimaAnotacion === null) {
    throw new SiiXmlError(`${operation}: FECHA_ULT_ANOT inválida '${fecha}'`);
  }
  return {
    estado,
    glosa,
    rutTenedor: rutField(body, 'RUT_TENEDOR', operation),
    fechaUltimaAnotacion,
    rutCobranza: rutField(body, 'RUT_COBRANZA', operation),
    dirCobranza: bodyText(body, 'DIR_COBRANZA'),
    decJurada: bodyText(body, 'DEC_JURADA'),
  };
}

function rutField(body: XmlNode, name: string, operation: string): string | null {
  const text = bodyText(body, name);
  if (text === null) return null;
  const rut = readRut(text);
  if (rut === null) throw new SiiXmlError(`${operation}: ${name} inválido '${text}'`);
  return rut;
}
