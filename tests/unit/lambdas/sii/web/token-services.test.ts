import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { isSiiError } from '@lambdas/sii/web/errors';
import {
  latin1,
  reclamoAnswer,
  respuesta,
  soapFault,
  soapStringAnswer,
  tokenAnswer,
} from '@tests/support/sii-web-answers';
import { FAKE_HOSTS, type FakeRequest } from '@tests/support/sii-web-fakes';
import { certificateCredentials, clientHarness, RUT_FACTORING, tokenRoutes } from '@tests/support/sii-web-harness';

const credentials = certificateCredentials();
const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
const RECLAMO = '/WSREGISTRORECLAMODTE/registroreclamodteservice';
const RPETC = '/DTEWS/services/wsRPETCConsulta';
const TOKEN_PATH = '/DTEWS/GetTokenFromSeed.jws';

const EVENTS = reclamoAnswer(
  'listarEventosHistDoc',
  '<codResp>16</codResp><descResp>No existen eventos para el documento</descResp>',
);
const cedido = (estado = '0', glosa = 'Documento Cedido') => soapStringAnswer('getEstCesion', respuesta(estado, glosa));

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

function reclamoRoute(reply: (req: FakeRequest) => { status?: number; body: Uint8Array }) {
  h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, reply);
}

/** The pszXml part of a recorded getToken request, unescaped. */
function signedSeedOf(req: FakeRequest): string {
  const doc = new DOMParser().parseFromString(req.body, 'text/xml');
  return doc.getElementsByTagName('pszXml')[0]!.textContent ?? '';
}

describe('seed token', () => {
  it('getSeed, then getToken with the seed signed by the certificate (verified here with xml-crypto)', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute(() => ({ body: EVENTS }));
    await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte);
    const seedRequest = h.fake.to('/DTEWS/CrSeed.jws')[0]!;
    expect(seedRequest.headers.soapaction).toBe('""');
    expect(seedRequest.body).toContain('<m:getSeed xmlns:m="https://palena.sii.cl/DTEWS/CrSeed.jws"');
    const signed = signedSeedOf(h.fake.to(TOKEN_PATH)[0]!);
    expect(signed).toContain('<Semilla>000000000001</Semilla>');
    const signature = new DOMParser()
      .parseFromString(signed, 'text/xml')
      .getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
    const checker = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
    checker.loadSignature(signature);
    expect(checker.checkSignature(signed)).toBe(true);
    expect(h.fake.to(RECLAMO)[0]!.headers.cookie).toBe('TOKEN=TOKEN1');
  });

  it('reuses the token for tokenReuseMs, then asks a new one', async () => {
    h = clientHarness({ tokenReuseMs: 60_000 });
    tokenRoutes(h.fake);
    reclamoRoute(() => ({ body: EVENTS }));
    const gateway = h.client.factoringGateway(credentials, h.archive);
    await gateway.fetchEvents(dte);
    await gateway.fetchEvents(dte);
    await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte); // same certificate, another run
    expect(h.fake.to(TOKEN_PATH)).toHaveLength(1);
    await h.clock.sleep(60_000);
    await gateway.fetchEvents(dte);
    expect(h.fake.to(TOKEN_PATH)).toHaveLength(2);
    expect(h.fake.to(RECLAMO).map((r) => r.headers.cookie)).toEqual([
      'TOKEN=TOKEN1',
      'TOKEN=TOKEN1',
      'TOKEN=TOKEN1',
      'TOKEN=TOKEN2',
    ]);
  });

  it('ESTADO 05 (firma inválida) is certificado-rechazado and ends the token side: no new seed is asked', async () => {
    h = clientHarness();
    tokenRoutes(h.fake, () => tokenAnswer(null, '05', 'XML Invalido, firma invalida, funcion valSignedXml'));
    const gateway = h.client.factoringGateway(credentials, h.archive);
    const first = await gateway.fetchEvents(dte).catch((e: unknown) => e);
    expect(isSiiError(first, 'certificado-rechazado')).toBe(true);
    await expect(gateway.getEstCesion(dte)).rejects.toBe(first);
    expect(h.fake.to('/DTEWS/CrSeed.jws')).toHaveLength(1);
  });

  it('ESTADO 08 (seed timed out) asks one fresh seed', async () => {
    h = clientHarness();
    tokenRoutes(h.fake, (n) => (n === 1 ? tokenAnswer(null, '08', 'TIME-OUT DEL SEED') : tokenAnswer('TOKEN2')));
    reclamoRoute(() => ({ body: EVENTS }));
    await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte);
    expect(h.fake.to('/DTEWS/CrSeed.jws')).toHaveLength(2);
    expect(h.fake.to(RECLAMO)[0]!.headers.cookie).toBe('TOKEN=TOKEN2');
  });

  it("no certificate: 'sin-credenciales' for events and registry checks, nothing sent", async () => {
    h = clientHarness();
    const gateway = h.client.factoringGateway({ ...credentials, certificado: null }, h.archive);
    await expect(gateway.fetchEvents(dte)).rejects.toSatisfy((e) => isSiiError(e, 'sin-credenciales'));
    await expect(gateway.getEstEnvio('38936')).rejects.toSatisfy((e) => isSiiError(e, 'sin-credenciales'));
    expect(h.fake.requests).toHaveLength(0);
  });

  it('a certificate file that does not open (wrong stored password) is certificado-rechazado', async () => {
    h = clientHarness();
    const gateway = h.client.factoringGateway(
      { ...credentials, certificado: { ...credentials.certificado!, password: 'otra' } },
      h.archive,
    );
    const error = await gateway.fetchEvents(dte).catch((e: unknown) => e);
    expect(isSiiError(error, 'certificado-rechazado')).toBe(true);
    expect(String(error)).not.toContain('pfx-secreta');
  });
});

describe('RegistroReclamoDteService', () => {
  it('listarEventosHistDoc: rpc/literal envelope, answer returned byte for byte as EVENTOS--…xml', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute(() => ({ body: EVENTS }));
    const file = await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte);
    expect(file).toEqual({ name: 'EVENTOS--76354771-K--33--170.xml', bytes: EVENTS });
    const body = h.fake.to(RECLAMO)[0]!.body;
    expect(body).toContain('<ns:listarEventosHistDoc xmlns:ns="http://ws.registroreclamodte.diii.sdi.sii.cl">');
    expect(body).toContain(
      '<rutEmisor>76354771</rutEmisor><dvEmisor>K</dvEmisor><tipoDoc>33</tipoDoc><folio>170</folio>',
    );
    expect(h.archive.names()).toContain('EVENTOS--76354771-K--33--170.xml');
  });

  it('consultarFechaRecepcionSii as RECEPCION--…xml', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    const answer = reclamoAnswer('consultarFechaRecepcionSii', '05-04-2019 12:34:56');
    reclamoRoute(() => ({ body: answer }));
    expect(await h.client.factoringGateway(credentials, h.archive).fetchReceptionDate(dte)).toEqual({
      name: 'RECEPCION--76354771-K--33--170.xml',
      bytes: answer,
    });
  });

  it('codResp -1 is retried; a SOAP Fault (even under HTTP 500) is returned as the file', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    let n = 0;
    reclamoRoute(() =>
      ++n === 1
        ? { body: reclamoAnswer('listarEventosHistDoc', '<codResp>-1</codResp><descResp>Error Interno</descResp>') }
        : { status: 500, body: soapFault('java.lang.NullPointerException') },
    );
    const file = await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte);
    expect(Buffer.from(file!.bytes).toString()).toContain('Fault');
    expect(n).toBe(2);
  });

  it('HTTP 401 renews the token once and repeats the call', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute((req) =>
      req.headers.cookie === 'TOKEN=TOKEN1' ? { status: 401, body: new Uint8Array() } : { body: EVENTS },
    );
    await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte);
    expect(h.fake.to(RECLAMO).map((r) => r.headers.cookie)).toEqual(['TOKEN=TOKEN1', 'TOKEN=TOKEN2']);
  });

  it("HTTP 401 again with the new token: 'token-expirado', no third token", async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute(() => ({ status: 401, body: new Uint8Array() }));
    await expect(h.client.factoringGateway(credentials, h.archive).fetchEvents(dte)).rejects.toSatisfy((e) =>
      isSiiError(e, 'token-expirado'),
    );
    expect(h.fake.to(TOKEN_PATH)).toHaveLength(2);
  });

  it('an HTML page instead of SOAP is respuesta-invalida (archived under otros/ only)', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute(() => ({ body: latin1('<html><body>Mantención</body></html>') }));
    await expect(h.client.factoringGateway(credentials, h.archive).fetchEvents(dte)).rejects.toSatisfy((e) =>
      isSiiError(e, 'respuesta-invalida'),
    );
    expect(h.archive.names()).toEqual([]);
  });

  it('consultarDocDteCedible gives codResp and descResp', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    reclamoRoute(() => ({
      body: reclamoAnswer(
        'consultarDocDteCedible',
        '<codResp>23</codResp><descResp>DTE Cedible, sin reclamos</descResp>',
      ),
    }));
    expect(await h.client.factoringGateway(credentials, h.archive).consultarDocDteCedible(dte)).toEqual({
      codResp: 23,
      descResp: 'DTE Cedible, sin reclamos',
    });
  });

  it('the certification host ws2 is served under WSREGISTRORECLAMODTECERT', async () => {
    h = clientHarness({ hosts: { ...FAKE_HOSTS, reclamo: 'https://ws2.sii.cl' } });
    tokenRoutes(h.fake);
    h.fake.on('https://ws2.sii.cl', 'POST', '/WSREGISTRORECLAMODTECERT/registroreclamodteservice', () => ({
      body: EVENTS,
    }));
    expect(await h.client.factoringGateway(credentials, h.archive).fetchEvents(dte)).not.toBeNull();
  });
});

describe('wsRPETCConsulta', () => {
  it('getEstCesion: Token first, IdCesion left out when not given; the answer parsed', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, () => ({ body: cedido() }));
    const answer = await h.client.factoringGateway(credentials, h.archive).getEstCesion(dte);
    expect(answer).toMatchObject({ estado: 0, glosa: 'Documento Cedido' });
    const body = h.fake.to(RPETC)[0]!.body;
    expect(body).toContain('<m:getEstCesion xmlns:m="http://DefaultNamespace"');
    expect(body).toMatch(
      /<Token xsi:type="xsd:string">TOKEN1<\/Token><RutEmisor xsi:type="xsd:string">76354771<\/RutEmisor><DVEmisor xsi:type="xsd:string">K<\/DVEmisor>/,
    );
    expect(body).not.toContain('IdCesion');
  });

  it('getEstCesionRelac asks for the factoring by default', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, () => ({
      body: soapStringAnswer('getEstCesionRelac', respuesta('0', '', '<RUT_TENEDOR>76389992-6</RUT_TENEDOR>')),
    }));
    const answer = await h.client.factoringGateway(credentials, h.archive).getEstCesionRelac(dte);
    expect(answer.rutTenedor).toBe(RUT_FACTORING);
    expect(h.fake.to(RPETC)[0]!.body).toContain(
      '<RutEmpresa xsi:type="xsd:string">76389992</RutEmpresa><DVEmpresa xsi:type="xsd:string">6</DVEmpresa>',
    );
  });

  it('ESTADO 3 (token inactivo) renews the token once; ESTADO 3 again is token-expirado', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, (req) => ({
      body: req.body.includes('TOKEN1') ? cedido('3', 'Error autenticación: Token Inactivo') : cedido(),
    }));
    const gateway = h.client.factoringGateway(credentials, h.archive);
    expect((await gateway.getEstCesion(dte)).estado).toBe(0);
    expect(h.fake.to(TOKEN_PATH)).toHaveLength(2);
  });

  it("ESTADO 4 (token no existe) with the new token too: 'token-expirado', no third token", async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, () => ({ body: cedido('4', 'Error autenticación: Token no existe') }));
    await expect(h.client.factoringGateway(credentials, h.archive).getEstCesion(dte)).rejects.toSatisfy((e) =>
      isSiiError(e, 'token-expirado'),
    );
    expect(h.fake.to(TOKEN_PATH)).toHaveLength(2);
  });

  it.each([
    ['9', 'sin-permiso'],
    ['10', 'sin-permiso'],
    ['6', 'sii-no-disponible'],
  ] as const)('ESTADO %s is %s', async (estado, code) => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, () => ({ body: cedido(estado, 'error') }));
    await expect(h.client.factoringGateway(credentials, h.archive).getEstCesion(dte)).rejects.toSatisfy((e) =>
      isSiiError(e, code),
    );
  });

  it('ESTADO 2 (no information) and -15 are answers for the caller', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, (req) => ({
      body: req.body.includes('getEstCesionRelac')
        ? soapStringAnswer(
            'getEstCesionRelac',
            respuesta('-15', 'Empresa Relacionada no esta vinculada con el documento consultado.'),
          )
        : cedido('2', 'Error No se encontró información'),
    }));
    const gateway = h.client.factoringGateway(credentials, h.archive);
    expect((await gateway.getEstCesion(dte)).estado).toBe(2);
    expect((await gateway.getEstCesionRelac(dte)).estado).toBe(-15);
  });

  it('getEstEnvio by TRACKID', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', RPETC, () => ({
      body: soapStringAnswer(
        'getEstEnvio',
        respuesta(
          '0',
          '',
          '<TRACKID>38936</TRACKID><ESTADO_ENVIO>EOK</ESTADO_ENVIO><DESC_ESTADO>Envio Aceptado</DESC_ESTADO>',
        ),
      ),
    }));
    expect(await h.client.factoringGateway(credentials, h.archive).getEstEnvio('38936')).toMatchObject({
      trackId: '38936',
      estadoEnvio: 'EOK',
    });
    expect(h.fake.to(RPETC)[0]!.body).toContain('<TrackId xsi:type="xsd:string">38936</TrackId>');
  });
});
