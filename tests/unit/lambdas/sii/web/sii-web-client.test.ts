import { afterEach, describe, expect, it } from 'vitest';
import { CertificateFileError } from '@lambdas/sii/certificate/open-pkcs12';
import { isSiiError } from '@lambdas/sii/web/errors';
import { makePkcs12 } from '@tests/support/pkcs12-factory';
import { errPage, tokenAnswer } from '@tests/support/sii-web-answers';
import {
  CLAVE,
  clientHarness,
  portalRoutes,
  RUT_AUTORIZADO,
  RUT_FACTORING,
  tokenRoutes,
} from '@tests/support/sii-web-harness';

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

const clave = { rutUsuario: RUT_AUTORIZADO, clave: CLAVE };

describe('SiiWebClient.verifyClave', () => {
  it('logs in, represents the company, and logs out', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    await h.client.verifyClave(clave, RUT_FACTORING);
    expect(h.fake.requests.map((r) => r.path.split('?')[0])).toEqual([
      '/cgi_AUT2000/CAutInicio.cgi',
      '/cgi_AUT2000/admRPDOBuild.cgi',
      '/cgi_AUT2000/admRepresentar.cgi',
      '/cgi_AUT2000/autTermino.cgi',
    ]);
  });

  it('a wrong clave throws clave-incorrecta after one login POST; no logout is needed', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { login: () => ({ body: errPage(20, 'La Clave Tributaria ingresada no es correcta.') }) });
    await expect(h.client.verifyClave(clave, RUT_FACTORING)).rejects.toSatisfy((e) =>
      isSiiError(e, 'clave-incorrecta'),
    );
    expect(h.fake.requests.map((r) => r.path)).toEqual(['/cgi_AUT2000/CAutInicio.cgi']);
  });

  it('a user who may not represent the company: sin-permiso, and the session is still logged out', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { representables: [] });
    await expect(h.client.verifyClave(clave, RUT_FACTORING)).rejects.toSatisfy((e) => isSiiError(e, 'sin-permiso'));
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(1);
  });

  it('logs no clave', async () => {
    h = clientHarness();
    portalRoutes(h.fake, { login: () => ({ body: errPage(20, 'La Clave Tributaria ingresada no es correcta.') }) });
    await h.client.verifyClave(clave, RUT_FACTORING).catch(() => undefined);
    expect(JSON.stringify(h.logs)).not.toContain(CLAVE);
  });
});

describe('SiiWebClient.verifyCertificate', () => {
  const pfx = makePkcs12({ sanRut: RUT_AUTORIZADO, password: 'pfx-secreta' });

  it('obtains a token with the certificate', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    await h.client.verifyCertificate({ pfx, password: 'pfx-secreta' });
    expect(h.fake.requests.map((r) => r.path)).toEqual(['/DTEWS/CrSeed.jws', '/DTEWS/GetTokenFromSeed.jws']);
  });

  it('a file that does not open is a CertificateFileError, nothing sent', async () => {
    h = clientHarness();
    await expect(h.client.verifyCertificate({ pfx, password: 'otra' })).rejects.toBeInstanceOf(CertificateFileError);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('ESTADO -07 (RUT not enabled for certificate authentication) is certificado-rechazado', async () => {
    h = clientHarness();
    tokenRoutes(h.fake, () => tokenAnswer(null, '-07', 'Error (12) parse ERROR en Validación del RUT'));
    const error = await h.client.verifyCertificate({ pfx, password: 'pfx-secreta' }).catch((e: unknown) => e);
    expect(isSiiError(error, 'certificado-rechazado')).toBe(true);
    expect((error as Error).message).toContain('ESTADO -7');
    expect((error as Error).message).not.toContain('pfx-secreta');
  });
});
