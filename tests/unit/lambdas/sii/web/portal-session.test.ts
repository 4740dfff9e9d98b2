import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import { isSiiError } from '@lambdas/sii/web/errors';
import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { makePkcs12 } from '@tests/support/pkcs12-factory';
import { errPage, latin1, loginCookies } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS } from '@tests/support/sii-web-fakes';
import {
  CLAVE,
  clientHarness,
  formOf,
  portalRoutes,
  RUT_AUTORIZADO,
  RUT_FACTORING,
} from '@tests/support/sii-web-harness';

const PERIOD_TXT = latin1(
  'DATOS_CONSULTA; RUT=76389992-6;TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=01042019;HASTA_DDMMAAAA=30042019\r\n' +
    'VENDEDOR;ESTADO_CESION;DEUDOR;MAIL_DEUDOR;TIPO_DOC;NOMBRE_DOC;FOLIO_DOC;FCH_EMIS_DTE;MNT_TOTAL;CEDENTE;RZ_CEDENTE;MAIL_CEDENTE;CESIONARIO;RZ_CESIONARIO;MAIL_CESIONARIO;FCH_CESION;MNT_CESION;FCH_VENCIMIENTO\r\n',
);
const QUERY = { rut: RUT_FACTORING, role: 'cesionario' as const, desde: '2019-04-01', hasta: '2019-04-30' };
const LOGIN = '/cgi_AUT2000/CAutInicio.cgi';
const RTC = '/cgi_rtc/RTC/RTCConsultaCesiones.cgi';

const withClave: FactoringSiiCredentials = {
  rutEmpresa: RUT_FACTORING,
  certificado: null,
  clave: { rutUsuario: RUT_AUTORIZADO, clave: CLAVE },
};

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

function periodRoute(reply: () => { status?: number; body: Uint8Array } = () => ({ body: PERIOD_TXT })) {
  h.fake.on(FAKE_HOSTS.palena, 'POST', RTC, reply);
}

describe('portal login by clave', () => {
  it('posts rut, dv, referencia, 411, rutcntr and clave with browser headers, represents the factoring, and logs out on close', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    periodRoute();
    const outcomes: LoginResult[] = [];
    const gateway = h.client.factoringGateway(withClave, h.archive, (r) => outcomes.push(r));
    const files = await gateway.fetchPeriodAnswers(QUERY);
    expect(files.map((f) => f.name)).toEqual(['CESIONES_76389992-6_2_01042019_30042019.txt']);

    const [login] = h.fake.to(LOGIN);
    expect(formOf(login!)).toEqual({
      rut: '12345678',
      dv: '5',
      referencia: FAKE_HOSTS.referencia,
      '411': '',
      rutcntr: '12345678-5',
      clave: CLAVE,
    });
    expect(login!.headers.origin).toBe(FAKE_HOSTS.portalClave);
    expect(login!.headers.referer).toBe(
      `${FAKE_HOSTS.portalClave}/AUT2000/InicioAutenticacion/IngresoRutClave.html?${FAKE_HOSTS.referencia}`,
    );
    expect(login!.headers['user-agent']).toMatch(/Mozilla/);
    expect(formOf(h.fake.to('/cgi_AUT2000/admRepresentar.cgi')[0]!)).toEqual({ RUT_RPDO: '76389992', APPLS: 'RPETC' });
    const rtc = h.fake.to(RTC)[0]!;
    expect(formOf(rtc)).toEqual({ TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01042019', HASTA: '30042019' });
    expect(rtc.headers.cookie).toContain('CSESSIONID=S1');
    expect(outcomes).toEqual([{ ok: true }]);

    await gateway.close();
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(1);
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')[0]!.headers.cookie).toContain('CSESSIONID=S1');
  });

  it('a user logging in as the company itself needs no representation', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    periodRoute();
    const gateway = h.client.factoringGateway(
      { ...withClave, clave: { rutUsuario: RUT_FACTORING, clave: CLAVE } },
      h.archive,
    );
    await gateway.fetchPeriodAnswers(QUERY);
    expect(h.fake.to('/cgi_AUT2000/admRPDOBuild.cgi')).toHaveLength(0);
  });

  it('a wrong clave (ERR 20) is posted exactly once: later calls fail at once, the outcome is told, nothing is retried', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { login: () => ({ body: errPage(20, 'La Clave Tributaria ingresada no es correcta.') }) });
    periodRoute();
    const outcomes: LoginResult[] = [];
    const gateway = h.client.factoringGateway(withClave, h.archive, (r) => outcomes.push(r));
    const first = await gateway.fetchPeriodAnswers(QUERY).catch((e: unknown) => e);
    const second = await gateway.fetchAec({ rutEmisor: '96790240-3', tipoDTE: 33, folio: 1 }).catch((e: unknown) => e);
    expect(isSiiError(first, 'clave-incorrecta')).toBe(true);
    expect(second).toBe(first);
    expect(h.fake.to(LOGIN)).toHaveLength(1);
    expect(h.fake.to(RTC)).toHaveLength(0);
    expect(outcomes).toEqual([{ ok: false, error: first }]);
    expect(String((first as Error).message)).not.toContain(CLAVE);
    await gateway.close();
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(0);
  });

  it.each([
    [19, 'Su Clave Tributaria se encuentra bloqueada por ingresos err&oacute;neos sucesivos.', 'clave-bloqueada'],
    [27, 'permite un m&aacute;ximo de 10 sesiones abiertas al mismo tiempo', 'limite-sesiones'],
    [39, 'Debe autenticarse con Certificado Digital, NO con Clave Tributaria.', 'certificado-rechazado'],
  ] as const)('ERR %i ends the session with %s', async (code, text, expected) => {
    h = clientHarness();
    portalRoutes(h.fake, { login: () => ({ body: errPage(code, text) }) });
    const gateway = h.client.factoringGateway(withClave, h.archive);
    await expect(gateway.fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) => isSiiError(e, expected));
    await expect(gateway.fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) => isSiiError(e, expected));
    expect(h.fake.to(LOGIN)).toHaveLength(1);
  });

  it("'Por el momento no se puede responder' is sii-no-disponible: not told as a login outcome, and the next call tries again", async () => {
    h = clientHarness();
    let logins = 0;
    portalRoutes(h.fake, {
      login: () =>
        ++logins === 1
          ? { body: latin1('<p>Por el momento no se puede responder a sus requerimientos</p>') }
          : { status: 302, headers: loginCookies('S2') },
    });
    periodRoute();
    const outcomes: LoginResult[] = [];
    const gateway = h.client.factoringGateway(withClave, h.archive, (r) => outcomes.push(r));
    const error = await gateway.fetchPeriodAnswers(QUERY).catch((e: unknown) => e);
    expect(isSiiError(error, 'sii-no-disponible') && error.retryable).toBe(true);
    expect(await gateway.fetchPeriodAnswers(QUERY)).toHaveLength(1);
    expect(outcomes).toEqual([{ ok: true }]);
  });

  it('a login answer without a CSESSIONID cookie is respuesta-invalida', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { login: () => ({ status: 302, headers: { location: FAKE_HOSTS.referencia } }) });
    await expect(h.client.factoringGateway(withClave, h.archive).fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) =>
      isSiiError(e, 'respuesta-invalida'),
    );
  });
});

describe('representation', () => {
  it('a company missing from the rPDOsTo list is sin-permiso, ends the session and is told as the login outcome', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { representables: [{ rut: '96790240-3' }, { rut: RUT_FACTORING, codAppl: 'DTE' }] });
    const outcomes: LoginResult[] = [];
    const gateway = h.client.factoringGateway(withClave, h.archive, (r) => outcomes.push(r));
    await expect(gateway.fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) => isSiiError(e, 'sin-permiso'));
    await expect(gateway.fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) => isSiiError(e, 'sin-permiso'));
    expect(h.fake.to(LOGIN)).toHaveLength(1);
    expect(h.fake.to('/cgi_AUT2000/admRepresentar.cgi')).toHaveLength(0);
    expect(outcomes).toMatchObject([{ ok: false, error: { code: 'sin-permiso' } }]);
    await gateway.close();
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(1); // the login itself succeeded: log out
  });

  it("a refused admRepresentar ('no se encuentra autorizado', ERR 81) is sin-permiso", async () => {
    h = clientHarness();
    portalRoutes(h.fake, { represent: () => ({ body: errPage(81, 'Usted no se encuentra autorizado') }) });
    await expect(h.client.factoringGateway(withClave, h.archive).fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) =>
      isSiiError(e, 'sin-permiso'),
    );
  });
});

describe('session renewal', () => {
  it("an RTC answer 'NO ESTA AUTENTICADO' (ERR 28) logs in again once and repeats that call", async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    let calls = 0;
    periodRoute(() => (++calls === 1 ? { body: errPage(28, 'NO ESTA AUTENTICADO') } : { body: PERIOD_TXT }));
    const outcomes: LoginResult[] = [];
    const files = await h.client
      .factoringGateway(withClave, h.archive, (r) => outcomes.push(r))
      .fetchPeriodAnswers(QUERY);
    expect(files).toHaveLength(1);
    expect(h.fake.to(LOGIN)).toHaveLength(2);
    expect(h.fake.to(RTC)[1]!.headers.cookie).toContain('CSESSIONID=S2');
    expect(h.fake.to(RTC)[1]!.headers.cookie).not.toContain('S1');
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    // the login page is archived, but never as a period file
    expect(h.archive.names()).toEqual(['CESIONES_76389992-6_2_01042019_30042019.txt']);
  });

  it("expired again after the new login: 'sesion-expirada', no third login", async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    periodRoute(() => ({ body: errPage(28, 'NO ESTA AUTENTICADO') }));
    await expect(h.client.factoringGateway(withClave, h.archive).fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) =>
      isSiiError(e, 'sesion-expirada'),
    );
    expect(h.fake.to(LOGIN)).toHaveLength(2);
  });

  it('calls that find the session expired together share one new login', async () => {
    h = clientHarness({ periodWindowDays: 10 });
    portalRoutes(h.fake);
    const seenSessions = new Set<string>();
    periodRoute(() => {
      const cookie = h.fake.requests.at(-1)!.headers.cookie ?? '';
      seenSessions.add(cookie);
      return cookie.includes('S1') ? { body: errPage(28, 'NO ESTA AUTENTICADO') } : { body: PERIOD_TXT };
    });
    const files = await h.client.factoringGateway(withClave, h.archive).fetchPeriodAnswers(QUERY);
    expect(files).toHaveLength(3);
    expect(h.fake.to(LOGIN)).toHaveLength(2);
  });
});

describe('portal login by certificate', () => {
  it('without a clave the factoring logs in on the certificate host (form referencia only) and represents there', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { host: FAKE_HOSTS.portalCertificado });
    periodRoute();
    const certificado = { pfx: makePkcs12({ sanRut: RUT_AUTORIZADO }), password: 'clave-pfx' };
    const gateway = h.client.factoringGateway({ rutEmpresa: RUT_FACTORING, certificado, clave: null }, h.archive);
    expect(await gateway.fetchPeriodAnswers(QUERY)).toHaveLength(1);
    const login = h.fake.requests.find((r) => r.path === LOGIN)!;
    expect(login.origin).toBe(FAKE_HOSTS.portalCertificado);
    expect(formOf(login)).toEqual({ referencia: FAKE_HOSTS.referencia });
    expect(h.fake.requests.find((r) => r.path === '/cgi_AUT2000/admRepresentar.cgi')!.origin).toBe(
      FAKE_HOSTS.portalCertificado,
    );
    await gateway.close();
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(1);
  });

  it("neither clave nor certificate: 'sin-credenciales', nothing sent", async () => {
    h = clientHarness();
    const gateway = h.client.factoringGateway({ rutEmpresa: RUT_FACTORING, certificado: null, clave: null }, h.archive);
    await expect(gateway.fetchPeriodAnswers(QUERY)).rejects.toSatisfy((e) => isSiiError(e, 'sin-credenciales'));
    expect(h.fake.requests).toHaveLength(0);
  });

  it('close without any call sends nothing', async () => {
    h = clientHarness();
    await h.client.factoringGateway(withClave, h.archive).close();
    expect(h.fake.requests).toHaveLength(0);
  });
});
