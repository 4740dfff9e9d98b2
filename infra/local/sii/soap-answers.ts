/**
 * The SOAP 1.1 answers of the local SII, built as text: rpc/encoded answers whose `<op>Return` string holds an escaped
 * SII:RESPUESTA document (CrSeed, GetTokenFromSeed, wsRPETCConsulta: AUTH manual §5.2.3, RPETC-WS manual §3.2),
 * rpc/literal answers (RegistroReclamoDteService: `ns2:<op>Response/return`, as domain/sii-soap.ts reads them) and
 * SOAP Faults.
 */
import { escapeXml } from './latin1';

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>';
const ENVELOPE_CLOSE = '</soapenv:Body></soapenv:Envelope>\n';

/** Element name and text of one RESP_HDR or RESP_BODY child (text escaped when written). */
export type RespuestaField = readonly [name: string, value: string];

/** An SII:RESPUESTA document. */
export interface Respuesta {
  /** RESP_HDR children: ESTADO first, then GLOSA when there is one. */
  header: RespuestaField[];
  /** RESP_BODY children; an empty list writes `<SII:RESP_BODY/>`, null writes no RESP_BODY. */
  body: RespuestaField[] | null;
  /** Write the header tags as SII:ESTADO / SII:GLOSA (wsRPETCConsulta) instead of ESTADO / GLOSA (CrSeed, getToken). */
  prefixedHeader: boolean;
}

/** The SII:RESPUESTA text (xmlns:SII="http://www.sii.cl/XMLSchema", UTF-8 declaration) of `respuesta`. */
export function respuestaXml(respuesta: Respuesta): string {
  const field =
    (prefix: string) =>
    ([name, value]: RespuestaField) =>
      `<${prefix}${name}>${escapeXml(value)}</${prefix}${name}>`;
  const header = respuesta.header.map(field(respuesta.prefixedHeader ? 'SII:' : '')).join('');
  const fields = respuesta.body?.map(field('')).join('');
  const body =
    fields === undefined ? '' : fields === '' ? '<SII:RESP_BODY/>' : `<SII:RESP_BODY>${fields}</SII:RESP_BODY>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">' +
    `<SII:RESP_HDR>${header}</SII:RESP_HDR>${body}</SII:RESPUESTA>`
  );
}

/**
 * An rpc/encoded answer: `ns1:<operation>Response` in `namespace` holding `<operation>Return xsi:type="xsd:string"`
 * with `respuesta` escaped as text (the answer inside a string, SII-PROTOCOLS.md §11.4).
 */
export function rpcEncodedAnswer(namespace: string, operation: string, respuesta: Respuesta): string {
  return (
    `${ENVELOPE_OPEN}<ns1:${operation}Response soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" ` +
    `xmlns:ns1="${escapeXml(namespace)}"><${operation}Return xsi:type="xsd:string">${escapeXml(respuestaXml(respuesta))}` +
    `</${operation}Return></ns1:${operation}Response>${ENVELOPE_CLOSE}`
  );
}

/**
 * An rpc/literal answer: `ns2:<operation>Response` in `namespace` holding `<return>` with `returnXml` (trusted XML).
 */
export function rpcLiteralAnswer(namespace: string, operation: string, returnXml: string): string {
  return (
    `${ENVELOPE_OPEN}<ns2:${operation}Response xmlns:ns2="${escapeXml(namespace)}"><return>${returnXml}</return>` +
    `</ns2:${operation}Response>${ENVELOPE_CLOSE}`
  );
}

/** A SOAP 1.1 Fault with faultcode soapenv:Server (or Client) and the given text. */
export function soapFault(faultstring: string, faultcode: 'Server' | 'Client' = 'Server'): string {
  return (
    `${ENVELOPE_OPEN}<soapenv:Fault><faultcode>soapenv:${faultcode}</faultcode>` +
    `<faultstring>${escapeXml(faultstring)}</faultstring></soapenv:Fault>${ENVELOPE_CLOSE}`
  );
}
