import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { SiiWebClient } from '@lambdas/sii/web/sii-web-client';
import { makePkcs12 } from './pkcs12-factory';
import { latin1, loginCookies, representablesPage, seedAnswer, tokenAnswer } from './sii-web-answers';
import {
  FAKE_HOSTS,
  FakeSii,
  fakeClock,
  fakeSettings,
  MemoryArchive,
  type FakeReply,
  type FakeRequest,
} from './sii-web-fakes';

/** The factoring of the tests and the person authorized to act for it. */
export const RUT_FACTORING = '76389992-6';
export const RUT_AUTORIZADO = '12345678-5';
export const CLAVE = 'clave-secreta-123';

/** The factoring's credentials with only a certificate: a new one of the authorized person, password 'pfx-secreta'. */
export function certificateCredentials(): FactoringSiiCredentials {
  const password = 'pfx-secreta';
  return {
    rutEmpresa: RUT_FACTORING,
    certificado: { pfx: makePkcs12({ sanRut: RUT_AUTORIZADO, password }), password },
    clave: null,
  };
}

/** A client over a fake SII on a virtual clock, with an in-memory archive and a log recorder. */
export function clientHarness(settings: Record<string, unknown> = {}) {
  const fake = new FakeSii();
  const clock = fakeClock();
  const logs: Array<{ message: string; data?: object }> = [];
  const record = (message: string, data?: object) => void logs.push({ message, data });
  const client = new SiiWebClient(fakeSettings(settings), {
    dispatcher: fake.agent,
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0.5,
    logger: { info: record, warn: record },
  });
  return { fake, clock, logs, client, archive: new MemoryArchive() };
}

/** Portal routes: login (default: success with session S1, S2, …), representation list and act, logout. */
export function portalRoutes(
  fake: FakeSii,
  options: {
    host?: string;
    login?: (req: FakeRequest) => FakeReply;
    representables?: Array<{ rut: string; codAppl?: string }>;
    represent?: (req: FakeRequest) => FakeReply;
  } = {},
): void {
  const host = options.host ?? FAKE_HOSTS.portalClave;
  let sessions = 0;
  fake.on(
    host,
    'POST',
    '/cgi_AUT2000/CAutInicio.cgi',
    options.login ?? (() => ({ status: 302, headers: loginCookies(`S${++sessions}`) })),
  );
  fake.on(host, 'GET', '/cgi_AUT2000/admRPDOBuild.cgi', () => ({
    body: representablesPage(options.representables ?? [{ rut: RUT_FACTORING }]),
  }));
  fake.on(
    host,
    'POST',
    '/cgi_AUT2000/admRepresentar.cgi',
    options.represent ?? (() => ({ body: latin1('<h2>REPRESENTACIÓN REALIZADA</h2>') })),
  );
  // Logout is always on the clave host (wire contract), whichever host logged in.
  fake.on(FAKE_HOSTS.portalClave, 'GET', '/cgi_AUT2000/autTermino.cgi', () => ({ body: 'adios' }));
}

/** Seed and token routes: seeds 000000000001, 2, …; tokens from `tokens` in turn (default TOKEN1, TOKEN2, …). */
export function tokenRoutes(fake: FakeSii, tokens?: (n: number) => Uint8Array): void {
  let seeds = 0;
  let issued = 0;
  fake.on(FAKE_HOSTS.palena, 'POST', '/DTEWS/CrSeed.jws', () => ({
    body: seedAnswer(String(++seeds).padStart(12, '0')),
  }));
  fake.on(FAKE_HOSTS.palena, 'POST', '/DTEWS/GetTokenFromSeed.jws', () => ({
    body: (tokens ?? ((n) => tokenAnswer(`TOKEN${n}`)))(++issued),
  }));
}

/** The form fields of a recorded form POST. */
export function formOf(req: FakeRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(req.body));
}
