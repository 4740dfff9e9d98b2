/** Builders of SII answer bodies in the shapes of the manuals, for the SII web client's unit tests. */

/** ISO-8859-1 bytes of a text (as the SII writes its pages and SOAP strings). */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'latin1'));
}

/** An SII:RESPUESTA string: RESP_HDR with ESTADO (and GLOSA), RESP_BODY with `body`. */
export function respuesta(estado: string, glosa = '', body = ''): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_HDR>` +
    `<ESTADO>${estado}</ESTADO>${glosa ? `<GLOSA>${glosa}</GLOSA>` : ''}</SII:RESP_HDR>` +
    `<SII:RESP_BODY>${body}</SII:RESP_BODY></SII:RESPUESTA>`
  );
}

/**
 * An rpc/encoded SOAP answer whose `{operation}Return` holds `inner` entity-escaped (AUTH manual §5.2.3), as
 * ISO-8859-1 bytes under a UTF-8 declaration (the SII's charset quirk).
 */
export function soapStringAnswer(operation: string, inner: string, namespace = 'http://DefaultNamespace'): Uint8Array {
  const escaped = inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return latin1(
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ` +
      `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>` +
      `<ns1:${operation}Response soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="${namespace}">` +
      `<${operation}Return xsi:type="xsd:string">${escaped}</${operation}Return></ns1:${operation}Response>` +
      `</soapenv:Body></soapenv:Envelope>`,
  );
}

/** A RegistroReclamoDte rpc/literal answer `ns2:{operation}Response/return` holding `content`. */
export function reclamoAnswer(operation: string, content: string): Uint8Array {
  return latin1(
    `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>` +
      `<ns2:${operation}Response xmlns:ns2="http://ws.registroreclamodte.diii.sdi.sii.cl"><return>${content}</return>` +
      `</ns2:${operation}Response></S:Body></S:Envelope>`,
  );
}

/** A SOAP 1.1 Fault. */
export function soapFault(faultstring: string): Uint8Array {
  return latin1(
    `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>` +
      `<S:Fault><faultcode>S:Server</faultcode><faultstring>${faultstring}</faultstring></S:Fault></S:Body></S:Envelope>`,
  );
}

/** A portal refusal page (ISO-8859-1) with the ERR page text and the code 'NN.NN.NNN.NNN.NN.{code}'. */
export function errPage(code: number, text: string): Uint8Array {
  return latin1(
    `<html><head><title>SII | Servicio de Impuestos Internos</title></head><body><p>${text}</p>` +
      `<p>C&oacute;digo de error: 01.01.123.212.95.${String(code).padStart(2, '0')}</p></body></html>`,
  );
}

/** Headers of a successful portal login: HTTP 302 to referencia with the session cookies for '.sii.cl'. */
export function loginCookies(
  session: string,
  location = 'https://misiir.sii.cl/cgi_misii/siihome.cgi',
): Record<string, string | string[]> {
  return {
    location,
    'set-cookie': [
      `TOKEN=${session}; Domain=.sii.cl; Path=/`,
      `CSESSIONID=${session}; Domain=.sii.cl; Path=/`,
      'RUT_NS=76389992; Domain=.sii.cl; Path=/',
    ],
  };
}

/** An admRPDOBuild.cgi page listing `entries` as `var rPDOsTo = [...]` (the wire contract). */
export function representablesPage(entries: Array<{ rut: string; codAppl?: string; name?: string }>): Uint8Array {
  const json = JSON.stringify(
    entries.map((e) => ({
      rutRpteRpdo: e.rut.split('-')[0],
      codAppl: e.codAppl ?? 'RPETC',
      descripcion: 'Registro de cesiones',
      nameRpdo: e.name ?? 'EMPRESA',
    })),
  );
  return latin1(`<html><body><script type="text/javascript">var rPDOsTo = ${json};</script></body></html>`);
}

/** The seed answer of getSeed (ESTADO 00, SEMILLA). */
export function seedAnswer(semilla: string): Uint8Array {
  return soapStringAnswer(
    'getSeed',
    respuesta('00', '', `<SEMILLA>${semilla}</SEMILLA>`),
    'https://palena.sii.cl/DTEWS/CrSeed.jws',
  );
}

/** A getToken answer: ESTADO 00 'Token Creado' with the token, or another ESTADO with its glosa. */
export function tokenAnswer(token: string | null, estado = '00', glosa = 'Token Creado'): Uint8Array {
  return soapStringAnswer(
    'getToken',
    respuesta(estado, glosa, token ? `<TOKEN>${token}</TOKEN>` : ''),
    'https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws',
  );
}
