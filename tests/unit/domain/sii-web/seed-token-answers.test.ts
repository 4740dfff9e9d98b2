import { describe, expect, it } from 'vitest';
import { parseSeedAnswer, parseTokenAnswer } from '@domain/sii-web/seed-token-answers';
import { SiiXmlError } from '@domain/xml/read-sii-xml';
import { latin1, soapFault, soapStringAnswer } from '@tests/support/sii-web-answers';

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * notes/manuals/2007-11-18-autenticacion-automatica-v1.9.txt §5.2.3.1 "Ejemplo Parámetros de Salida WSDL Codificado
 * CrSeed.jws" (p.19), transcribed; the PDF's line wraps inside names and entities ('XMLSchema-/instance',
 * '&lt;/ S EMILLA') are joined.
 */
const MANUAL_SEED_ANSWER = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
   <soapenv:Body>
      <ns1:getSeedResponse
soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"
xmlns:ns1="https://palena.sii.cl/DTEWS/CrSeed.jws">
         <getSeedReturn xsi:type="xsd:string">&lt;?xml version=&quot;1.0&quot;
encoding=&quot;UTF-8&quot;?&gt;
&lt;SII:RESPUESTA
xmlns:SII=&quot;http://www.sii.cl/XMLSchema&quot;&gt;&lt;SII:RESP_HDR&gt;&lt;ESTADO&gt;00
&lt;/ESTADO&gt;&lt;/SII:RESP_HDR&gt;&lt;SII:RESP_BODY&gt;&lt;SEMILLA&gt;000000000078&lt;/SEMILLA&gt;&lt;/SII:RESP_BODY&gt;&lt;/SII:RESPUESTA&gt;</getSeedReturn>
      </ns1:getSeedResponse>
   </soapenv:Body>
</soapenv:Envelope>`;

/**
 * Same manual §5.2.3.2 "Ejemplo Parámetros de Salida WSDL Codificado GetTokenFromSeed.jws" (p.20), transcribed; the
 * wraps 'Token / Creado' and '&amp; / lt;' are joined.
 */
const MANUAL_TOKEN_ANSWER = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
   <soapenv:Body>
      <ns1:getTokenResponse
soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"
xmlns:ns1="http://palena.sii.cl/DTEWS/GetTokenFromSeed.jws">
         <getTokenReturn xsi:type="xsd:string">&lt;?xml version=&quot;1.0&quot;
encoding=&quot;UTF-8&quot;?&gt;
&lt;SII:RESPUESTA
xmlns:SII=&quot;http://www.sii.cl/XMLSchema&quot;&gt;&lt;SII:RESP_HDR&gt;&lt;ESTADO&gt;00
&lt;/ESTADO&gt;&lt;GLOSA&gt;Token Creado&lt;/GLOSA&gt;&lt;/SII:RESP_HDR&gt;&lt;SII:RESP_BODY&gt;&lt;TOKEN&gt;XAuSbYXiNh9Ik&lt;/TOKEN&gt;&lt;/SII:RESP_BODY&gt;&lt;/SII:RESPUESTA&gt;</getTokenReturn>
      </ns1:getTokenResponse>
   </soapenv:Body>
</soapenv:Envelope>`;

describe('parseSeedAnswer (CrSeed getSeed)', () => {
  it("reads the manual's encoded answer (§5.2.3.1): ESTADO 00, SEMILLA 000000000078", () => {
    expect(parseSeedAnswer(utf8(MANUAL_SEED_ANSWER))).toEqual({ estado: 0, glosa: '', semilla: '000000000078' });
  });

  it('reads the seed written as SEED in §6.1.1 (and the xmlns "http://www.sii.cl/xxx" of chapter 6)', () => {
    // §6.1.1 "Ejemplo de Salida, Estado 00 (genera Semilla)", p.21.
    const inner = `<?xml version="1.0" encoding="UTF-8" ?>
<SII:RESPUESTA xmlns:SII="http://www.sii.cl/xxx">
<SII:RESP_HDR>
  <ESTADO>00</ESTADO>
</SII:RESP_HDR>
<SII:RESP_BODY>
  <SEED>00000000064</SEED>
</SII:RESP_BODY>
</SII:RESPUESTA>`;
    expect(parseSeedAnswer(soapStringAnswer('getSeed', inner)).semilla).toBe('00000000064');
  });

  it('reads the error ESTADO -1 with its GLOSA and no seed (§6.1.2)', () => {
    // §6.1.2 "Ejemplo de Salida, Estado -1 (Error No genera Semilla)", p.21.
    const inner = `<SII:RESPUESTA xmlns:SII="http://www.sii.cl/xxx"><SII:RESP_HDR>
   <ESTADO>-1</ESTADO>
   <GLOSA>Error : (Message Exception) </GLOSA>
  </SII:RESP_HDR></SII:RESPUESTA>`;
    expect(parseSeedAnswer(soapStringAnswer('getSeed', inner))).toEqual({
      estado: -1,
      glosa: 'Error : (Message Exception)',
      semilla: null,
    });
  });

  it('a SOAP Fault or an HTML page is an SiiXmlError', () => {
    expect(() => parseSeedAnswer(soapFault('Server.userException'))).toThrow(SiiXmlError);
    expect(() => parseSeedAnswer(latin1('<html><body>Error 500</body></html>'))).toThrow(SiiXmlError);
  });
});

describe('parseTokenAnswer (GetTokenFromSeed getToken)', () => {
  it("reads the manual's encoded answer (§5.2.3.2): ESTADO 00, 'Token Creado', TOKEN XAuSbYXiNh9Ik", () => {
    expect(parseTokenAnswer(utf8(MANUAL_TOKEN_ANSWER))).toEqual({
      estado: 0,
      glosa: 'Token Creado',
      token: 'XAuSbYXiNh9Ik',
    });
  });

  it('reads ESTADO 05 "firma invalida" (§6.2.6)', () => {
    // §6.2.6 "Ejemplo de Salida, Estado 05 (Error: XML Invalido, firma invalida, función valSignedXml)", p.23.
    const inner = `<SII:RESPUESTA xmlns:SII="http://www.sii.cl/xxx">
  <SII:RESP_HDR>
      <ESTADO>05</ESTADO>
      <GLOSA> XML Invalido, firma invalida, funcion valSignedXml
         </GLOSA>
    </SII:RESP_HDR>
 </SII:RESPUESTA>`;
    expect(parseTokenAnswer(soapStringAnswer('getToken', inner))).toEqual({
      estado: 5,
      glosa: 'XML Invalido, firma invalida, funcion valSignedXml',
      token: null,
    });
  });

  it('reads ESTADO -3 "Error en Autenticación" sent in ISO-8859-1 under a UTF-8 declaration (§6.2.14)', () => {
    // §6.2.14 "Ejemplo de Salida, Estado -3 (Error en Autenticación)", p.26; the SII charset quirk of §2.
    const inner = `<?xml version="1.0" encoding="UTF-8" ?>
<SII:RESPUESTA xmlns:SII="http://www.sii.cl/xxx">
 <SII:RESP_HDR>
    <ESTADO>-3</ESTADO>
  <GLOSA>Error en Autenticación </GLOSA>
  </SII:RESP_HDR>
</SII:RESPUESTA>`;
    const bytes = soapStringAnswer('getToken', inner);
    expect(bytes.includes(0xf3)).toBe(true); // 'ó' as one ISO-8859-1 byte
    expect(parseTokenAnswer(bytes)).toEqual({ estado: -3, glosa: 'Error en Autenticación', token: null });
  });

  it('reads ESTADO -07 as -7 (§5.2.2 table)', () => {
    expect(
      parseTokenAnswer(
        soapStringAnswer(
          'getToken',
          '<SII:RESPUESTA xmlns:SII="x"><SII:RESP_HDR><ESTADO>-07</ESTADO></SII:RESP_HDR></SII:RESPUESTA>',
        ),
      ).estado,
    ).toBe(-7);
  });

  it('an answer of another operation, or without a numeric ESTADO, is an SiiXmlError', () => {
    expect(() => parseTokenAnswer(utf8(MANUAL_SEED_ANSWER))).toThrow(/getTokenResponse/);
    expect(() =>
      parseTokenAnswer(soapStringAnswer('getToken', '<SII:RESPUESTA xmlns:SII="x"><SII:RESP_HDR/></SII:RESPUESTA>')),
    ).toThrow(SiiXmlError);
  });
});
