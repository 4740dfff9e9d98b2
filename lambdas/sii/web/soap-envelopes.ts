/**
 * The SOAP 1.1 request envelopes of the SII's web services, as their WSDLs bind them (SII-PROTOCOLS.md §11.3):
 * rpc/encoded with xsi:type'd string parts for CrSeed, GetTokenFromSeed and wsRPETCConsulta (AUTH manual §4.1.2,
 * §4.1.4; RPETC-WS manual §3.1), rpc/literal for RegistroReclamoDteService (WSDL registroreclamodteservice.jws).
 */

const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP_ENC = 'http://schemas.xmlsoap.org/soap/encoding/';

/** Headers of every SII SOAP call: `SOAPAction: ""` as every SII binding declares soapAction="". */
export const SOAP_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/xml; charset=utf-8',
  soapaction: '""',
};

/** An rpc/encoded call: `<m:{operation} xmlns:m="{namespace}">` with each part `<{name} xsi:type="xsd:string">`. */
export function encodedEnvelope(
  namespace: string,
  operation: string,
  parts: ReadonlyArray<readonly [string, string]>,
): string {
  const body = parts.map(([name, value]) => `<${name} xsi:type="xsd:string">${escapeXml(value)}</${name}>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP_ENV}" xmlns:SOAP-ENC="${SOAP_ENC}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<SOAP-ENV:Body><m:${operation} xmlns:m="${namespace}" SOAP-ENV:encodingStyle="${SOAP_ENC}">${body}</m:${operation}>` +
    `</SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/** An rpc/literal call: `<ns:{operation} xmlns:ns="{namespace}">` with unqualified part elements. */
export function literalEnvelope(
  namespace: string,
  operation: string,
  parts: ReadonlyArray<readonly [string, string]>,
): string {
  const body = parts.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV}"><soapenv:Body>` +
    `<ns:${operation} xmlns:ns="${namespace}">${body}</ns:${operation}>` +
    `</soapenv:Body></soapenv:Envelope>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
