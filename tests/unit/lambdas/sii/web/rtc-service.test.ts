import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { isSiiError } from '@lambdas/sii/web/errors';
import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { siiFixture } from '@tests/support/fixtures';
import { errPage, latin1 } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS } from '@tests/support/sii-web-fakes';
import { CLAVE, clientHarness, formOf, portalRoutes, RUT_FACTORING } from '@tests/support/sii-web-harness';

const credentials: FactoringSiiCredentials = {
  rutEmpresa: RUT_FACTORING,
  certificado: null,
  clave: { rutUsuario: RUT_FACTORING, clave: CLAVE },
};
const RTC = '/cgi_rtc/RTC/RTCConsultaCesiones.cgi';
const AEC = '/cgi_rtc/RTC/RTCDescargarXmlCons.cgi';
const REAL_AEC = readFileSync(
  siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml'),
);
const REAL_XML = readFileSync(
  siiFixture('secretline__lib-cl-sii-python', 'cesionario_xml', 'CESIONES_76389992-6_2_04042019_08042019.xml'),
);
const TXT = latin1(
  'DATOS_CONSULTA; RUT=76389992-6;TIPO_CONSULTA=DEUDOR;DESDE_DDMMAAAA=01012019;HASTA_DDMMAAAA=31012019\r\n',
);

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

function setup(settings: Record<string, unknown>, rtc: () => { body: Uint8Array }, aec?: () => { body: Uint8Array }) {
  h = clientHarness(settings);
  portalRoutes(h.fake);
  h.fake.on(FAKE_HOSTS.palena, 'POST', RTC, rtc);
  if (aec) h.fake.on(FAKE_HOSTS.palena, 'POST', AEC, aec);
  return h.client.factoringGateway(credentials, h.archive);
}

describe('fetchPeriodAnswers (RTCConsultaCesiones.cgi)', () => {
  it('splits a window longer than periodWindowDays, asks TIPOCONSULTA 0 for the deudor, names each piece (TIPO 3)', async () => {
    const gateway = setup({ periodWindowDays: 31 }, () => ({ body: TXT }));
    const files = await gateway.fetchPeriodAnswers({
      rut: '76.389.992-6',
      role: 'deudor',
      desde: '2019-01-01',
      hasta: '2019-02-14',
    });
    expect(files.map((f) => f.name)).toEqual([
      'CESIONES_76389992-6_3_01012019_31012019.txt',
      'CESIONES_76389992-6_3_01022019_14022019.txt',
    ]);
    expect(h.fake.to(RTC).map((r) => formOf(r))).toEqual([
      { TIPOCONSULTA: '0', TXTXML: 'TXT', DESDE: '01012019', HASTA: '31012019' },
      { TIPOCONSULTA: '0', TXTXML: 'TXT', DESDE: '01022019', HASTA: '14022019' },
    ]);
    expect(h.fake.to(RTC)[0]!.headers.referer).toBe(`${FAKE_HOSTS.palena}/cgi_rtc/RTC/RTCConsultaCesionesHtml.cgi`);
    expect(files[0]!.bytes).toEqual(TXT);
  });

  it('asks XML when periodFormat is XML and names the answer .xml (cedente: TIPOCONSULTA 1, name 1)', async () => {
    const gateway = setup({ periodFormat: 'XML' }, () => ({ body: REAL_XML }));
    const [file] = await gateway.fetchPeriodAnswers({
      rut: RUT_FACTORING,
      role: 'cedente',
      desde: '2019-04-04',
      hasta: '2019-04-08',
    });
    expect(file!.name).toBe('CESIONES_76389992-6_1_04042019_08042019.xml');
    expect(formOf(h.fake.to(RTC)[0]!)).toMatchObject({ TIPOCONSULTA: '1', TXTXML: 'XML' });
  });

  it('another company than the session: RangeError, nothing sent', async () => {
    const gateway = setup({}, () => ({ body: TXT }));
    await expect(
      gateway.fetchPeriodAnswers({ rut: '96790240-3', role: 'cesionario', desde: '2019-04-01', hasta: '2019-04-02' }),
    ).rejects.toThrow(RangeError);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('an HTML answer is respuesta-invalida and is archived under otros/, never as a period file', async () => {
    const gateway = setup({}, () => ({ body: latin1('<html><body>Consulta de Cesiones</body></html>') }));
    await expect(
      gateway.fetchPeriodAnswers({ rut: RUT_FACTORING, role: 'cesionario', desde: '2019-04-01', hasta: '2019-04-02' }),
    ).rejects.toSatisfy((e) => isSiiError(e, 'respuesta-invalida'));
    expect(h.archive.names()).toEqual([]);
    expect(h.archive.answers.some((a) => a.operation === 'RTCConsultaCesiones')).toBe(true);
  });
});

describe('fetchAec (RTCDescargarXmlCons.cgi)', () => {
  const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
  const periodNever = () => ({ body: TXT });

  it('returns the AEC bytes as AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml and posts the manual fields', async () => {
    const gateway = setup({}, periodNever, () => ({ body: REAL_AEC }));
    const file = await gateway.fetchAec(dte);
    expect(file!.name).toBe('AEC--76354771-K--33--170--SEQ-2.xml');
    expect(Buffer.from(file!.bytes).equals(REAL_AEC)).toBe(true);
    const req = h.fake.to(AEC)[0]!;
    expect(formOf(req)).toEqual({
      rut_emisor: '76354771',
      dv_emisor: 'K',
      tipo_docto: '33',
      folio: '170',
      clave: '',
      botonxml: 'xml',
    });
    expect(req.headers.referer).toBe(`${FAKE_HOSTS.palena}/rtc/RTC/RTCConsultas.html`);
    expect(h.archive.names()).toEqual(['AEC--76354771-K--33--170--SEQ-2.xml']);
  });

  it('tipo 46 is asked with the rutEmisor of the DocumentKey as given', async () => {
    const gateway = setup({}, periodNever, () => ({ body: REAL_AEC }));
    await gateway.fetchAec({ rutEmisor: '96790240-3', tipoDTE: 46, folio: 9 });
    expect(formOf(h.fake.to(AEC)[0]!)).toMatchObject({ rut_emisor: '96790240', dv_emisor: '3', tipo_docto: '46' });
  });

  it("'no existe' is null; 'no tiene acceso' is sin-permiso for that DTE only; any other page is respuesta-invalida", async () => {
    const pages = [
      '<html>El documento no existe en el registro</html>',
      '<html>Usted no tiene acceso a esta cesi&oacute;n</html>',
      '<html>Algo distinto</html>',
    ];
    let n = 0;
    const gateway = setup({}, periodNever, () => ({ body: n < pages.length ? latin1(pages[n++]!) : REAL_AEC }));
    expect(await gateway.fetchAec(dte)).toBeNull();
    await expect(gateway.fetchAec(dte)).rejects.toSatisfy((e) => isSiiError(e, 'sin-permiso'));
    await expect(gateway.fetchAec(dte)).rejects.toSatisfy((e) => isSiiError(e, 'respuesta-invalida'));
    expect((await gateway.fetchAec(dte))!.name).toBe('AEC--76354771-K--33--170--SEQ-2.xml'); // the session still works
    expect(h.archive.names()).toEqual(['AEC--76354771-K--33--170--SEQ-2.xml']);
  });

  it('a login page renews the session once', async () => {
    let n = 0;
    const gateway = setup({}, periodNever, () => ({ body: n++ === 0 ? errPage(28, 'NO ESTA AUTENTICADO') : REAL_AEC }));
    expect((await gateway.fetchAec(dte))!.name).toBe('AEC--76354771-K--33--170--SEQ-2.xml');
    expect(h.fake.to('/cgi_AUT2000/CAutInicio.cgi')).toHaveLength(2);
  });
});
