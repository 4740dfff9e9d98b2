import { afterEach, describe, expect, it } from 'vitest';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { SiiDispatchers } from '@lambdas/sii/web/sii-dispatchers';
import { reclamoAnswer } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS } from '@tests/support/sii-web-fakes';
import { clientHarness, tokenRoutes } from '@tests/support/sii-web-harness';
import { makePkcs12 } from '@tests/support/pkcs12-factory';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const SERIAL = '0a1b2c3d';
const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
const RECLAMO = '/WSREGISTRORECLAMODTE/registroreclamodteservice';
const EVENTS = reclamoAnswer('listarEventosHistDoc', '<codResp>16</codResp><descResp>Sin eventos</descResp>');

/** A factoring's credentials: a certificate of its own key pair, carrying serial {@link SERIAL}. */
function credentialsOf(
  rutEmpresa: string,
  pfx = makePkcs12({ serial: SERIAL, ownKey: true }),
): FactoringSiiCredentials {
  return { rutEmpresa, certificado: { pfx, password: 'clave-pfx' }, clave: null };
}

describe('two tenants whose certificates share a serial', () => {
  let h: ReturnType<typeof clientHarness>;
  afterEach(async () => {
    await h.fake.agent.close();
  });

  it('never share a seed token, even inside the reuse window', async () => {
    h = clientHarness({ tokenReuseMs: 60_000 });
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({ body: EVENTS }));
    const a = credentialsOf(FACTORING_A);
    const b = credentialsOf(FACTORING_B);
    await h.client.factoringGateway(a, h.archive).fetchEvents(dte);
    await h.client.factoringGateway(b, h.archive).fetchEvents(dte);
    await h.client.factoringGateway(a, h.archive).fetchEvents(dte);
    expect(h.fake.to(RECLAMO).map((request) => request.headers.cookie)).toEqual([
      'TOKEN=TOKEN1',
      'TOKEN=TOKEN2',
      'TOKEN=TOKEN1',
    ]);
  });

  it('never share a token when one uploads a copy of the other certificate', async () => {
    h = clientHarness({ tokenReuseMs: 60_000 });
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({ body: EVENTS }));
    const a = credentialsOf(FACTORING_A);
    await h.client.factoringGateway(a, h.archive).fetchEvents(dte);
    await h.client
      .factoringGateway(credentialsOf(FACTORING_B, Buffer.from(a.certificado!.pfx)), h.archive)
      .fetchEvents(dte);
    expect(h.fake.to(RECLAMO).map((request) => request.headers.cookie)).toEqual(['TOKEN=TOKEN1', 'TOKEN=TOKEN2']);
  });
});

describe('two tenants whose certificates share a serial, at the TLS layer', () => {
  it('never share a TLS connection: each company and certificate has its own dispatcher', async () => {
    const dispatchers = new SiiDispatchers(undefined);
    const a = openPkcs12(makePkcs12({ serial: SERIAL, ownKey: true }), 'clave-pfx');
    const b = openPkcs12(makePkcs12({ serial: SERIAL, ownKey: true }), 'clave-pfx');
    try {
      expect(a.serie).toBe(b.serie);
      const ofA = dispatchers.forCertificate(FACTORING_A, a);
      expect(dispatchers.forCertificate(FACTORING_B, b)).not.toBe(ofA);
      expect(dispatchers.forCertificate(FACTORING_B, a)).not.toBe(ofA);
      expect(dispatchers.forCertificate(FACTORING_A, a)).toBe(ofA);
    } finally {
      await dispatchers.close();
    }
  });
});
