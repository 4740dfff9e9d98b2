/**
 * The local SII's seeded faults over HTTP (errors and slow answers of the data services at the set share, the same
 * sequence for the same seed, codResp -1 for RegistroReclamoDte, logins untouched) and its request log and notes,
 * which never carry a clave, password, token or cookie value.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSii, type LocalSii } from '@infra/local/sii/local-sii';
import { encodedEnvelope, literalEnvelope } from '@lambdas/sii/web/soap-envelopes';
import { loginWithClave, representedSession, send, type RawAnswer } from '../../support/local-sii-http';
import { askSeed, elementText, tokenFor } from '../../support/local-sii-soap';
import { NO_FAULTS, removeDirs, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let stateDir: string;
let sii: LocalSii;
const notes: string[] = [];

beforeAll(async () => {
  world = writeTestWorld();
  stateDir = mkdtempSync(path.join(tmpdir(), 'local-sii-state-'));
  sii = await startLocalSii({
    siiDir: world.dir,
    stateDir,
    companies: world.companies,
    behaviour: { faults: NO_FAULTS },
    log: (message) => notes.push(message),
  });
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, stateDir);
});

const periodForm = { TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01062025', HASTA: '07062025' };
const askPeriod = (cookies: Map<string, string>) =>
  send(`${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`, { form: periodForm, cookies });
const failed = (answer: RawAnswer) => answer.status >= 500;

describe('faults', () => {
  it('fails about errorShare of the data requests, as Error 500 or 503', async () => {
    const cookies = await representedSession(sii);
    sii.control.setFaults({ seed: 'share', errorShare: 0.3 });
    const limit = pLimit(8);
    const answers = await Promise.all(Array.from({ length: 300 }, () => limit(() => askPeriod(cookies))));
    sii.control.setFaults({ errorShare: 0 });
    const errors = answers.filter(failed);
    expect(errors.length / answers.length).toBeGreaterThan(0.22);
    expect(errors.length / answers.length).toBeLessThan(0.38);
    expect(errors.some((a) => a.status === 500 && a.latin1 === 'Error 500')).toBe(true);
    expect(errors.some((a) => a.status === 503)).toBe(true);
    expect(answers.filter((a) => !failed(a)).every((a) => a.latin1.startsWith('DATOS_CONSULTA'))).toBe(true);
  });

  it('gives the same sequence of faults for the same seed', async () => {
    const cookies = await representedSession(sii);
    const run = async () => {
      sii.control.setFaults({ seed: 'repeat', errorShare: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await askPeriod(cookies)).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
    sii.control.setFaults({ errorShare: 0 });
  });

  it('delays about slowShare of the data requests by slowMs', async () => {
    const cookies = await representedSession(sii);
    sii.control.setFaults({ seed: 'slow', slowShare: 0.25, slowMs: 250 });
    const limit = pLimit(10);
    const durations = await Promise.all(
      Array.from({ length: 120 }, () =>
        limit(async () => {
          const start = performance.now();
          await askPeriod(cookies);
          return performance.now() - start;
        }),
      ),
    );
    sii.control.setFaults({ slowShare: 0 });
    const slow = durations.filter((ms) => ms >= 240).length / durations.length;
    expect(slow).toBeGreaterThan(0.13);
    expect(slow).toBeLessThan(0.4);
  });

  it('answers codResp -1 for RegistroReclamoDte lists, HTTP 5xx for its reception date, and never faults a login', async () => {
    const token = await tokenFor(sii);
    sii.control.setFaults({ seed: 'all', errorShare: 1 });
    try {
      const reclamo = (operation: string) =>
        send(`${sii.hosts.reclamo}/WSREGISTRORECLAMODTE/registroreclamodteservice`, {
          xml: literalEnvelope('http://ws.registroreclamodte.diii.sdi.sii.cl', operation, [
            ['rutEmisor', '76676678'],
            ['dvEmisor', '1'],
            ['tipoDoc', '33'],
            ['folio', '1'],
          ]),
          cookies: new Map([['TOKEN', token]]),
        });
      const list = await reclamo('listarEventosHistDoc');
      expect(list.status).toBe(200);
      expect(elementText(list.latin1, 'codResp')).toBe('-1');
      expect(list.latin1).toContain('<ns2:listarEventosHistDocResponse');
      expect((await reclamo('consultarFechaRecepcionSii')).status).toBeGreaterThanOrEqual(500);
      const client = sii.credentials.clients[0]!;
      expect((await loginWithClave(sii, client.rutEmpresa, client.clave)).status).toBe(302);
      expect(await askSeed(sii)).toMatch(/^\d{12}$/);
    } finally {
      sii.control.setFaults({ errorShare: 0 });
    }
  });
});

describe('request log and notes', () => {
  it('logs method, path, status and operation of every request, and no secret anywhere', async () => {
    sii.control.resetRequests();
    const factoring = sii.credentials.factorings[0]!;
    const login = await loginWithClave(sii, factoring.autorizado.rut, factoring.autorizado.clave);
    await loginWithClave(sii, factoring.autorizado.rut, 'clave-equivocada');
    const token = await tokenFor(sii);
    await send(`${sii.hosts.palena}/DTEWS/services/wsRPETCConsulta`, {
      xml: encodedEnvelope('http://DefaultNamespace', 'getEstEnvio', [
        ['Token', token],
        ['TrackId', '1'],
      ]),
    });
    const requests = sii.control.requests();
    expect(requests.map((r) => r.operation)).toEqual([
      'CAutInicio',
      'CAutInicio',
      'getSeed',
      'getToken',
      'getEstEnvio',
    ]);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/cgi_AUT2000/CAutInicio.cgi',
      status: 302,
      operation: 'CAutInicio',
    });
    const secrets = [
      ...sii.credentials.factorings.flatMap((f) => [
        f.autorizado.clave,
        f.certificado.password,
        Buffer.from(f.certificado.pfx).toString('base64').slice(0, 40),
      ]),
      ...sii.credentials.clients.map((c) => c.clave),
      'clave-equivocada',
      token,
      login.setCookies.get('CSESSIONID')!,
    ];
    const written = JSON.stringify(requests) + notes.join('\n');
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(notes.some((note) => note.includes('SII local escuchando'))).toBe(true);
  });
});
