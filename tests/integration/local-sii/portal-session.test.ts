/**
 * The local SII's portal over real HTTP(S): demo credentials made once and kept, the RUT + clave login with its ERR
 * pages (20 wrong clave, 19 locked, 27 session limit, 28/29 no session), logout, representation, and the certificate
 * login over TLS (a certificate of another CA: 37; an expired one: 36).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { CookieJar } from 'tough-cookie';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCa, issuePersonCertificate, personValidity } from '@infra/local/sii/local-ca';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { readState, STATE_FILE } from '@infra/local/sii/state-file';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { certificateAgent, errCodeOf, loginWithClave, representedSession, send } from '../../support/local-sii-http';
import { removeDirs, startTestSii, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world, { failuresBeforeLock: 3 });
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

const certificateLogin = (dispatcher: ReturnType<typeof certificateAgent>) =>
  send(`${sii.hosts.portalCertificado}/cgi_AUT2000/CAutInicio.cgi`, {
    form: { referencia: sii.hosts.referencia },
    dispatcher,
  });

describe('credentials', () => {
  it('issues an authorized person with clave and certificate per factoring and a clave per client', () => {
    const { factorings, clients } = sii.credentials;
    expect(factorings.map((f) => f.rutEmpresa)).toEqual(world.manifest.factorings.map((f) => f.rut));
    expect(clients).toHaveLength(world.companies.clients.length);
    for (const factoring of factorings) {
      const opened = openPkcs12(factoring.certificado.pfx, factoring.certificado.password);
      expect(opened.rut).toBe(factoring.autorizado.rut);
      expect(opened.nombre).toBe(factoring.autorizado.nombre);
      expect(opened.nombre).toMatch(/^REPRESENTANTE /);
      expect(opened.emisor).toBe('SII Local Autoridad Certificadora');
      expect(new Date(opened.validoHasta).getTime() - Date.now()).toBeGreaterThan(700 * 86_400_000);
      expect(factoring.autorizado.rut).not.toBe(factoring.rutEmpresa);
    }
    expect(statSync(path.join(sii.stateDir, STATE_FILE)).mode & 0o777).toBe(0o600);
  });

  it('reuses them after a restart and adds a company that appears later', async () => {
    const before = sii.credentials;
    await sii.stop();
    const newcomer = { rut: '76086428-5', razonSocial: 'NUEVO CLIENTE SPA' };
    const grown = { ...world, companies: { ...world.companies, clients: [...world.companies.clients, newcomer] } };
    sii = await startTestSii(grown, { failuresBeforeLock: 3 }, sii.stateDir);
    const after = sii.credentials;
    expect(
      after.factorings.map((f) => [
        f.autorizado.clave,
        f.certificado.password,
        Buffer.from(f.certificado.pfx).toString('base64'),
      ]),
    ).toEqual(
      before.factorings.map((f) => [
        f.autorizado.clave,
        f.certificado.password,
        Buffer.from(f.certificado.pfx).toString('base64'),
      ]),
    );
    expect(after.clients.slice(0, -1)).toEqual(before.clients);
    expect(after.clients.at(-1)).toMatchObject({ rutEmpresa: '76086428-5', razonSocial: 'NUEVO CLIENTE SPA' });
    expect((await loginWithClave(sii, '76086428-5', after.clients.at(-1)!.clave)).status).toBe(302);
  });
});

describe('RUT + clave login', () => {
  it('opens a session: 302 to referencia with TOKEN = CSESSIONID, RUT_NS, DV_NS and no clave in any cookie', async () => {
    const client = sii.credentials.clients[0]!;
    const answer = await loginWithClave(sii, client.rutEmpresa, client.clave);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(sii.hosts.referencia);
    const cookies = answer.setCookies;
    expect(cookies.get('CSESSIONID')).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(cookies.get('TOKEN')).toBe(cookies.get('CSESSIONID'));
    expect(`${cookies.get('RUT_NS')}-${cookies.get('DV_NS')}`).toBe(client.rutEmpresa);
    expect(cookies.get('NETSCAPE_LIVEWIRE.rut')).toBe(cookies.get('RUT_NS'));
    expect([...cookies.values()].join(' ')).not.toContain(client.clave);
    const home = await send(sii.hosts.referencia, { cookies });
    expect(home.latin1).toContain('Mi SII');
    expect(sii.control.openSessions(client.rutEmpresa)).toBeGreaterThan(0);
  });

  it('answers ERR 20 to a wrong clave, and locks the clave after 3 in a row: ERR 19 even with the right one', async () => {
    const client = sii.credentials.clients[1]!;
    for (let i = 1; i <= 2; i++) {
      const wrong = await loginWithClave(sii, client.rutEmpresa, 'no-es-la-clave');
      expect(wrong.status).toBe(200);
      expect(errCodeOf(wrong.latin1)).toBe(20);
      expect(wrong.latin1).toContain('La Clave Tributaria ingresada no es correcta');
      expect(wrong.setCookies.has('CSESSIONID')).toBe(false);
    }
    const third = await loginWithClave(sii, client.rutEmpresa, 'no-es-la-clave');
    expect(errCodeOf(third.latin1)).toBe(19);
    const right = await loginWithClave(sii, client.rutEmpresa, client.clave);
    expect(errCodeOf(right.latin1)).toBe(19);
    expect(
      Buffer.from(right.latin1, 'latin1').includes(Buffer.from('bloqueada por ingresos erróneos sucesivos', 'latin1')),
    ).toBe(true);
    expect(readState(sii.stateDir)!.users.find((u) => u.rut === client.rutEmpresa)!.lockedUntil).toBeGreaterThan(
      Date.now(),
    );
  });

  it('refuses the 11th open session with ERR 27, and a logout frees one', async () => {
    const client = sii.credentials.clients[2]!;
    const sessions = [];
    for (let i = 0; i < 10; i++) {
      const answer = await loginWithClave(sii, client.rutEmpresa, client.clave);
      expect(answer.status).toBe(302);
      sessions.push(answer.setCookies);
    }
    expect(sii.control.openSessions(client.rutEmpresa)).toBe(10);
    expect(errCodeOf((await loginWithClave(sii, client.rutEmpresa, client.clave)).latin1)).toBe(27);
    const logout = await send(`${sii.hosts.portalClave}/cgi_AUT2000/autTermino.cgi`, { cookies: sessions[0] });
    expect(logout.status).toBe(200);
    expect(sii.control.openSessions(client.rutEmpresa)).toBe(9);
    expect((await loginWithClave(sii, client.rutEmpresa, client.clave)).status).toBe(302);
    const afterLogout = await send(sii.hosts.referencia, { cookies: sessions[0] });
    expect(errCodeOf(afterLogout.latin1)).toBe(28);
    for (const cookies of sessions.slice(1))
      await send(`${sii.hosts.portalClave}/cgi_AUT2000/autTermino.cgi`, { cookies });
  });

  it('answers NO ESTA AUTENTICADO with ERR 28 without a session and after the sessions are forgotten', async () => {
    const noSession = await send(sii.hosts.referencia);
    expect(noSession.latin1).toContain('NO ESTA AUTENTICADO');
    expect(errCodeOf(noSession.latin1)).toBe(28);
    const client = sii.credentials.clients[0]!;
    const { setCookies } = await loginWithClave(sii, client.rutEmpresa, client.clave);
    sii.control.expireSessions();
    const expired = await send(sii.hosts.referencia, { cookies: setCookies });
    expect(errCodeOf(expired.latin1)).toBe(28);
    expect(sii.control.openSessions(client.rutEmpresa)).toBe(0);
  });

  it('takes a changed clave and refuses the old one', async () => {
    const client = sii.credentials.clients.at(-1)!;
    sii.control.setClave(client.rutEmpresa, 'clave-nueva-1');
    expect(errCodeOf((await loginWithClave(sii, client.rutEmpresa, client.clave)).latin1)).toBe(20);
    expect((await loginWithClave(sii, client.rutEmpresa, 'clave-nueva-1')).status).toBe(302);
    expect(sii.credentials.clients.at(-1)!.clave).toBe('clave-nueva-1');
  });
});

describe('session life', () => {
  it('answers ERR 29 when the session outlived its life', async () => {
    const shortLived = await startTestSii(world, { sessionTtlMs: 800 }, sii.stateDir);
    try {
      const factoring = shortLived.credentials.factorings[0]!;
      const { setCookies } = await loginWithClave(shortLived, factoring.autorizado.rut, factoring.autorizado.clave);
      expect((await send(shortLived.hosts.referencia, { cookies: setCookies })).latin1).toContain('Mi SII');
      await new Promise((resolve) => setTimeout(resolve, 850));
      const late = await send(shortLived.hosts.referencia, { cookies: setCookies });
      expect(late.latin1).toContain('NO ESTA AUTENTICADO');
      expect(errCodeOf(late.latin1)).toBe(29);
    } finally {
      await shortLived.stop();
    }
  });
});

describe('representation', () => {
  it('lists the factoring the person may represent and represents it (REPRESENTACIÓN REALIZADA, ISO-8859-1)', async () => {
    const factoring = sii.credentials.factorings[0]!;
    const { setCookies } = await loginWithClave(sii, factoring.autorizado.rut, factoring.autorizado.clave);
    const list = await send(`${sii.hosts.portalClave}/cgi_AUT2000/admRPDOBuild.cgi`, { cookies: setCookies });
    const json = /rPDOsTo = (\[.*?\]);/.exec(list.latin1)?.[1];
    expect(JSON.parse(json!)).toEqual([
      expect.objectContaining({
        rutRpteRpdo: factoring.rutEmpresa.split('-')[0],
        codAppl: 'RPETC',
        nameRpdo: factoring.razonSocial,
      }),
    ]);
    const done = await send(`${sii.hosts.portalClave}/cgi_AUT2000/admRepresentar.cgi`, {
      form: { RUT_RPDO: factoring.rutEmpresa.split('-')[0]!, APPLS: 'RPETC' },
      cookies: setCookies,
    });
    expect(done.body.includes(Buffer.from('REPRESENTACIÓN REALIZADA', 'latin1'))).toBe(true);
  });

  it("refuses another factoring, another application and a session's absence", async () => {
    const [mine, other] = sii.credentials.factorings;
    const { setCookies } = await loginWithClave(sii, mine!.autorizado.rut, mine!.autorizado.clave);
    const represent = (RUT_RPDO: string, APPLS: string, cookies?: Map<string, string>) =>
      send(`${sii.hosts.portalClave}/cgi_AUT2000/admRepresentar.cgi`, { form: { RUT_RPDO, APPLS }, cookies });
    const foreign = await represent(other!.rutEmpresa.split('-')[0]!, 'RPETC', setCookies);
    expect(foreign.latin1).toContain('no se encuentra autorizado');
    expect(errCodeOf(foreign.latin1)).toBe(81);
    expect(errCodeOf((await represent(mine!.rutEmpresa.split('-')[0]!, 'OTRA', setCookies)).latin1)).toBe(81);
    expect(errCodeOf((await represent(mine!.rutEmpresa.split('-')[0]!, 'RPETC')).latin1)).toBe(28);
  });

  it('gives a person the period query only after representing', async () => {
    const factoring = sii.credentials.factorings[0]!;
    const form = { TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01062025', HASTA: '30062025' };
    const { setCookies } = await loginWithClave(sii, factoring.autorizado.rut, factoring.autorizado.clave);
    const before = await send(`${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`, { form, cookies: setCookies });
    expect(errCodeOf(before.latin1)).toBe(28);
    const cookies = await representedSession(sii);
    const after = await send(`${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`, { form, cookies });
    expect(after.latin1).toMatch(/^DATOS_CONSULTA; RUT=/);
  });
});

describe('certificate login over TLS', () => {
  it("logs in with the person's certificate (same cookies as the clave login) and represents its factoring", async () => {
    const factoring = sii.credentials.factorings[1]!;
    const agent = certificateAgent(factoring.certificado.pfx, factoring.certificado.password, sii.caPem);
    try {
      const answer = await certificateLogin(agent);
      expect(answer.status).toBe(302);
      expect(answer.setCookies.get('TOKEN')).toBe(answer.setCookies.get('CSESSIONID'));
      expect(`${answer.setCookies.get('RUT_NS')}-${answer.setCookies.get('DV_NS')}`).toBe(factoring.autorizado.rut);
      // A cookie jar hands the certificate login's host-only cookies to the RTC CGIs: same host name.
      const jar = new CookieJar();
      for (const line of [answer.headers['set-cookie'] ?? []].flat())
        await jar.setCookie(line, sii.hosts.portalCertificado);
      expect(await jar.getCookieString(`${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`)).toContain(
        `CSESSIONID=${answer.setCookies.get('CSESSIONID')}`,
      );
      const done = await send(`${sii.hosts.portalCertificado}/cgi_AUT2000/admRepresentar.cgi`, {
        form: { RUT_RPDO: factoring.rutEmpresa.split('-')[0]!, APPLS: 'RPETC' },
        cookies: answer.setCookies,
        dispatcher: agent,
      });
      expect(done.body.includes(Buffer.from('REPRESENTACIÓN REALIZADA', 'latin1'))).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it('refuses a certificate of another CA (ERR 37), an expired one of its own CA (ERR 36) and none (ERR 34)', async () => {
    const factoring = sii.credentials.factorings[0]!;
    const holder = { rut: factoring.autorizado.rut, nombre: factoring.autorizado.nombre };
    const foreignPfx = issuePersonCertificate(createCa(new Date()), holder, 'x', personValidity(new Date()));
    const state = readState(sii.stateDir)!;
    const expiredPfx = issuePersonCertificate(state.ca, holder, 'x', {
      notBefore: new Date(Date.now() - 400 * 86_400_000),
      notAfter: new Date(Date.now() - 86_400_000),
    });
    const cases: [Uint8Array | null, number][] = [
      [foreignPfx, 37],
      [expiredPfx, 36],
      [null, 34],
    ];
    for (const [pfx, code] of cases) {
      const agent = pfx ? certificateAgent(pfx, 'x', sii.caPem) : new Agent({ connect: { ca: sii.caPem } });
      try {
        const answer = await certificateLogin(agent);
        expect(answer.status).toBe(200);
        expect(errCodeOf(answer.latin1)).toBe(code);
        expect(answer.setCookies.has('CSESSIONID')).toBe(false);
      } finally {
        await agent.close();
      }
    }
  });
});
