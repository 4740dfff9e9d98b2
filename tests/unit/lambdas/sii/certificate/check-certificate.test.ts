import { describe, expect, it } from 'vitest';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { checkCertificate } from '@lambdas/sii/certificate/check-certificate';
import { makePkcs12, makeTestAuthority, testCa } from '@tests/support/pkcs12-factory';

const NOW = new Date();
const ACCEPTED = new AcceptedIssuers([testCa().certPem]);
const DAY = 86_400_000;

/** The Spanish message a check throws, with its class. */
function failure(run: () => unknown): { type: string; message: string } {
  try {
    run();
  } catch (error) {
    return { type: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('the check passed');
}

describe('checkCertificate with certificates made by node-forge', () => {
  it('accepts a good certificate and returns its facts', () => {
    const facts = checkCertificate(makePkcs12({ nombre: 'MARIA SOTO' }), 'clave-pfx', '12.345.678-5', NOW, ACCEPTED);
    expect(facts).toMatchObject({
      titular: 'MARIA SOTO',
      rutTitular: '12345678-5',
      emisor: 'Autoridad Certificadora de Prueba',
      serie: '0a1b2c3d',
    });
    expect(Date.parse(facts.validoHasta)).toBeGreaterThan(NOW.getTime());
  });

  it('refuses a wrong password with the file error, never echoing the password', () => {
    const error = failure(() => checkCertificate(makePkcs12(), 'no-es-la-clave', '12345678-5', NOW, ACCEPTED));
    expect(error).toEqual({
      type: 'CertificateFileError',
      message: 'La clave del certificado digital no es correcta.',
    });
    expect(error.message).not.toContain('no-es-la-clave');
  });

  it('refuses an expired certificate naming the day it expired', () => {
    const pfx = makePkcs12({ notBefore: new Date('2023-01-10T15:00:00Z'), notAfter: new Date('2024-06-15T15:00:00Z') });
    expect(failure(() => checkCertificate(pfx, 'clave-pfx', '12345678-5', NOW, ACCEPTED))).toEqual({
      type: 'CertificateRejectedError',
      message: 'El certificado digital venció el 15/06/2024.',
    });
  });

  it("refuses a certificate whose RUT is not the signer's", () => {
    expect(failure(() => checkCertificate(makePkcs12(), 'clave-pfx', '11111111-1', NOW, ACCEPTED)).message).toBe(
      'El RUT del certificado (12.345.678-5) no corresponde al RUT del firmante (11.111.111-1).',
    );
  });

  it('refuses a file without the private key', () => {
    expect(
      failure(() => checkCertificate(makePkcs12({ withKey: false }), 'clave-pfx', '12345678-5', NOW, ACCEPTED)).message,
    ).toBe('El archivo no contiene la llave privada del certificado digital.');
  });

  it('refuses bytes that are not PKCS#12', () => {
    const error = failure(() => checkCertificate(Buffer.from('no soy un pfx'), 'x', '12345678-5', NOW, ACCEPTED));
    expect(error).toEqual({
      type: 'CertificateFileError',
      message: 'El archivo no es un certificado digital PFX o P12 válido.',
    });
  });

  it('reads the RUT from the SAN alone, from the subject serialNumber alone, and refuses a certificate with neither', () => {
    expect(
      checkCertificate(makePkcs12({ sanRut: '76354771-K' }), 'clave-pfx', '76354771-K', NOW, ACCEPTED).rutTitular,
    ).toBe('76354771-K');
    const serialOnly = makePkcs12({ sanRut: null, serialNumberRut: '11.111.111-1' });
    expect(checkCertificate(serialOnly, 'clave-pfx', '11111111-1', NOW, ACCEPTED).rutTitular).toBe('11111111-1');
    expect(
      failure(() => checkCertificate(makePkcs12({ sanRut: null }), 'clave-pfx', '12345678-5', NOW, ACCEPTED)).message,
    ).toBe('El certificado digital no indica el RUT de su titular.');
  });

  it('reads a holder name written as a UTF8String with its accents', () => {
    const opened = openPkcs12(makePkcs12({ nombre: 'JOSÉ IGNACIO PEÑA MUÑOZ' }), 'clave-pfx');
    expect(opened.nombre).toBe('JOSÉ IGNACIO PEÑA MUÑOZ');
  });

  it('refuses a certificate not valid yet', () => {
    const pfx = makePkcs12({ notBefore: new Date(NOW.getTime() + 10 * DAY) });
    expect(failure(() => checkCertificate(pfx, 'clave-pfx', '12345678-5', NOW, ACCEPTED)).message).toMatch(
      /^El certificado digital será válido recién desde el \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  it('refuses a self-signed certificate', () => {
    expect(
      failure(() => checkCertificate(makePkcs12({ issuer: 'self' }), 'clave-pfx', '12345678-5', NOW, ACCEPTED)),
    ).toEqual({
      type: 'CertificateRejectedError',
      message: 'El certificado es autofirmado y no es aceptado por el SII',
    });
  });

  it('refuses a certificate of an authority the SII does not accept (though named as an accepted one), and any when none is', () => {
    const unknown = makePkcs12({ issuer: makeTestAuthority('Autoridad Certificadora de Prueba') });
    const message = 'El certificado no fue emitido por una autoridad certificadora reconocida por el SII';
    expect(failure(() => checkCertificate(unknown, 'clave-pfx', '12345678-5', NOW, ACCEPTED)).message).toBe(message);
    expect(
      failure(() => checkCertificate(makePkcs12(), 'clave-pfx', '12345678-5', NOW, new AcceptedIssuers([]))).message,
    ).toBe(message);
  });
});
