/** SOAP requests read and answers written by the local SII: parts decoded, answers-inside-strings escaped. */
import { describe, expect, it } from 'vitest';
import type { SiiRequest } from '@infra/local/sii/http-exchange';
import { respuestaXml, rpcEncodedAnswer, soapFault, type Respuesta } from '@infra/local/sii/soap-answers';
import { readSoapCall } from '@infra/local/sii/soap-request';

const request = (body: string): SiiRequest => ({
  method: 'POST',
  path: '/',
  query: new URLSearchParams(),
  headers: {},
  cookies: new Map(),
  body: Buffer.from(body),
  tls: null,
});

describe('readSoapCall', () => {
  it('reads the operation and its parts, decoding an escaped XML string part', () => {
    const body =
      '<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body>' +
      '<m:getToken xmlns:m="https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws"><pszXml xsi:type="xsd:string">' +
      '&lt;getToken&gt;&lt;item&gt;&lt;Semilla&gt;0001&lt;/Semilla&gt;&lt;/item&gt;&lt;/getToken&gt;</pszXml></m:getToken>' +
      '</SOAP-ENV:Body></SOAP-ENV:Envelope>';
    const call = readSoapCall(request(body));
    expect(call?.operation).toBe('getToken');
    expect(call?.parts.get('pszXml')).toBe('<getToken><item><Semilla>0001</Semilla></item></getToken>');
  });

  it('gives null for a body that is not a SOAP call (malformed, DOCTYPE, no Body)', () => {
    expect(readSoapCall(request('<a>'))).toBeNull();
    expect(readSoapCall(request('<!DOCTYPE x [<!ENTITY e "x">]><Envelope><Body><op/></Body></Envelope>'))).toBeNull();
    expect(readSoapCall(request('<Envelope/>'))).toBeNull();
  });
});

describe('SOAP answers', () => {
  it('escapes the SII:RESPUESTA inside the Return string and its values inside the RESPUESTA', () => {
    const respuesta: Respuesta = {
      header: [
        ['ESTADO', '10'],
        ['GLOSA', 'Usuario [a&b] <x>'],
      ],
      body: null,
      prefixedHeader: true,
    };
    expect(respuestaXml(respuesta)).toContain('<SII:GLOSA>Usuario [a&amp;b] &lt;x&gt;</SII:GLOSA>');
    const envelope = rpcEncodedAnswer('http://DefaultNamespace', 'getEstEnvio', respuesta);
    expect(envelope).toContain('<getEstEnvioReturn xsi:type="xsd:string">&lt;?xml version=&quot;1.0&quot;');
    expect(envelope).toContain('&lt;SII:GLOSA&gt;Usuario [a&amp;amp;b] &amp;lt;x&amp;gt;&lt;/SII:GLOSA&gt;');
    expect(soapFault('No existe')).toContain(
      '<faultcode>soapenv:Server</faultcode><faultstring>No existe</faultstring>',
    );
  });
});
