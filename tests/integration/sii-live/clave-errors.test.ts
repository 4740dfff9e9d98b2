/**
 * The portal's clave refusals as the real SII web client meets them at the local SII (ERR page codes 20, 19, 27;
 * SII-PROTOCOLS.md §3 "Session limits"): a wrong clave is 'clave-incorrecta' and is posted once per session however
 * many calls follow; repeated wrong claves lock the clave ('clave-bloqueada', the right clave refused too); an 11th
 * open session is 'limite-sesiones' until one is logged out; verifyClave checks a clave by a real login and logs out.
 * Each error carries its Spanish message for the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import { companyClave, expectSiiError, startSiiLive, withClave, type SiiLive } from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';

let live: SiiLive;

beforeAll(async () => {
  live = await startSiiLive();
});

afterAll(async () => {
  await live?.stop();
});

/** Wrong claves the tests type (searched for in the logs afterwards like the real ones). */
const WRONG = ['no-es-la-clave-1', 'no-es-la-clave-2'] as const;
const QUERY_WINDOW = { desde: '2025-03-18', hasta: '2025-06-30' };
const client = (i: number) => live.sii.credentials.clients[i]!;
const claveIncorrecta = (rut: string) => `La clave del SII de ${rut} no es correcta.`;
const claveBloqueada = (rut: string) =>
  `La clave del SII de ${rut} está bloqueada por ingresos erróneos sucesivos; el SII la libera en 1 hora.`;

describe('wrong clave', () => {
  it('is clave-incorrecta on every call of the gateway, told once as the login outcome, and posted to the SII once', async () => {
    const f = live.sii.credentials.factorings[0]!;
    const credentials = { ...withClave(f), clave: { rutUsuario: f.autorizado.rut, clave: WRONG[0] } };
    const logins: LoginResult[] = [];
    live.sii.control.resetRequests();
    const gateway = live.client.factoringGateway(credentials, live.capture.archive(), (result) => logins.push(result));
    const query = { rut: f.rutEmpresa, role: 'cesionario', ...QUERY_WINDOW } as const;
    // Four windows asked at once share the one login; the later calls never log in again.
    await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers(query),
      'clave-incorrecta',
      claveIncorrecta(f.autorizado.rut),
    );
    await expectSiiError(
      live.capture,
      gateway.fetchAec({ rutEmisor: f.rutEmpresa, tipoDTE: 33, folio: 1 }),
      'clave-incorrecta',
      claveIncorrecta(f.autorizado.rut),
    );
    await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers(query),
      'clave-incorrecta',
      claveIncorrecta(f.autorizado.rut),
    );
    await gateway.close();
    expect(live.served('CAutInicio')).toBe(1);
    expect(live.served('RTCConsultaCesiones') + live.served('RTCDescargarXmlCons') + live.served('autTermino')).toBe(0);
    expect(logins).toMatchObject([{ ok: false, error: { code: 'clave-incorrecta' } }]);
  });

  it("is clave-incorrecta for a client company's session, posted once", async () => {
    const { rutEmpresa } = client(0);
    live.sii.control.resetRequests();
    const session = live.client.clientSession(
      rutEmpresa,
      { rutUsuario: rutEmpresa, clave: WRONG[1] },
      live.capture.archive(),
    );
    await expectSiiError(
      live.capture,
      session.fetchRcv({ operacion: 'VENTA', periodo: '202506' }),
      'clave-incorrecta',
      claveIncorrecta(rutEmpresa),
    );
    await expectSiiError(
      live.capture,
      session.fetchRcv({ operacion: 'VENTA', periodo: '202505' }),
      'clave-incorrecta',
      claveIncorrecta(rutEmpresa),
    );
    await session.close();
    expect(live.served('CAutInicio')).toBe(1);
  });
});

describe('verifyClave', () => {
  it("accepts the authorized person's clave for its factoring (login, representation) and logs out", async () => {
    const f = live.sii.credentials.factorings[1]!;
    live.sii.control.resetRequests();
    await live.client.verifyClave(withClave(f).clave!, f.rutEmpresa);
    expect(['CAutInicio', 'admRepresentar', 'autTermino'].map(live.served)).toEqual([1, 1, 1]);
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(0);
  });

  it('refuses a wrong clave with clave-incorrecta', async () => {
    const { rutEmpresa } = client(0);
    await expectSiiError(
      live.capture,
      live.client.verifyClave({ rutUsuario: rutEmpresa, clave: WRONG[0] }, rutEmpresa),
      'clave-incorrecta',
      claveIncorrecta(rutEmpresa),
    );
  });

  it('locks the clave after 5 wrong ones in a row: clave-bloqueada, then even for the right clave and its sessions', async () => {
    const { rutEmpresa } = client(1);
    const wrong = { rutUsuario: rutEmpresa, clave: WRONG[1] };
    for (let i = 1; i <= 4; i++) {
      await expectSiiError(
        live.capture,
        live.client.verifyClave(wrong, rutEmpresa),
        'clave-incorrecta',
        claveIncorrecta(rutEmpresa),
      );
    }
    await expectSiiError(
      live.capture,
      live.client.verifyClave(wrong, rutEmpresa),
      'clave-bloqueada',
      claveBloqueada(rutEmpresa),
    );
    const right = companyClave(live.sii, rutEmpresa);
    await expectSiiError(
      live.capture,
      live.client.verifyClave(right, rutEmpresa),
      'clave-bloqueada',
      claveBloqueada(rutEmpresa),
    );
    const session = live.client.clientSession(rutEmpresa, right, live.capture.archive());
    await expectSiiError(
      live.capture,
      session.fetchRcv({ operacion: 'VENTA', periodo: '202506' }),
      'clave-bloqueada',
      claveBloqueada(rutEmpresa),
    );
    await session.close();
    expect(live.sii.control.openSessions(rutEmpresa)).toBe(0);
  });
});

describe('session limit', () => {
  it('refuses an 11th open session with limite-sesiones; once the ten log out a new session works', async () => {
    const { rutEmpresa } = client(2);
    const clave = companyClave(live.sii, rutEmpresa);
    const empty = { operacion: 'VENTA', periodo: '202001' } as const;
    const open = Array.from({ length: 10 }, () => live.client.clientSession(rutEmpresa, clave, live.capture.archive()));
    for (const session of open) expect(await session.fetchRcv(empty)).toBeNull();
    expect(live.sii.control.openSessions(rutEmpresa)).toBe(10);
    const eleventh = live.client.clientSession(rutEmpresa, clave, live.capture.archive());
    await expectSiiError(
      live.capture,
      eleventh.fetchRcv(empty),
      'limite-sesiones',
      `El usuario ${rutEmpresa} tiene el máximo de 10 sesiones abiertas en el SII; el SII las libera en 1 hora.`,
    );
    await Promise.all([...open, eleventh].map((session) => session.close()));
    expect(live.sii.control.openSessions(rutEmpresa)).toBe(0);
    const after = live.client.clientSession(rutEmpresa, clave, live.capture.archive());
    expect(await after.fetchRcv(empty)).toBeNull();
    await after.close();
  });
});

itLeavesNoSecrets(
  () => live,
  () => ({ claves: [...WRONG] }),
);
