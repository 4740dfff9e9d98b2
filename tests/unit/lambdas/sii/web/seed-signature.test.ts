import { createPublicKey } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { describe, expect, it } from 'vitest';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { signSeed } from '@lambdas/sii/web/seed-signature';
import { makePkcs12 } from '@tests/support/pkcs12-factory';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const certificate = openPkcs12(makePkcs12({ sanRut: '12345678-5', password: 'clave-pfx' }), 'clave-pfx');

function verify(xml: string, publicCert?: string): boolean {
  const signature = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(DSIG, 'Signature')[0]!;
  const checker = publicCert
    ? new SignedXml({ publicCert })
    : new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  checker.loadSignature(signature);
  try {
    return checker.checkSignature(xml);
  } catch {
    return false;
  }
}

const text = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];

describe('signSeed (AUTH manual §4.1.5, ch.8)', () => {
  const signed = signSeed('000000000078', certificate);

  it('the certificate generated in the test carries the SAN otherName RUT', () => {
    expect(certificate.rut).toBe('12345678-5');
  });

  it('signs <getToken><item><Semilla> with the manual\'s algorithms and an enveloped Reference URI=""', () => {
    expect(signed).toMatch(
      /^<getToken><item><Semilla>000000000078<\/Semilla><\/item><Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/,
    );
    expect(signed).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    expect(signed).toContain('<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>');
    expect(signed).toContain(
      '<Reference URI=""><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></Transforms>',
    );
    expect(signed).toContain('<DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>');
    expect(signed).toMatch(/<\/Signature><\/getToken>$/);
  });

  it("KeyInfo holds KeyValue/RSAKeyValue of the certificate's key and X509Data with the certificate", () => {
    const jwk = createPublicKey(certificate.certificatePem).export({ format: 'jwk' });
    expect(text(signed, 'Modulus')).toBe(Buffer.from(jwk.n!, 'base64url').toString('base64'));
    expect(text(signed, 'Exponent')).toBe('AQAB');
    expect(text(signed, 'X509Certificate')).toBe(certificate.certificateBase64);
    expect(signed.indexOf('<KeyValue>')).toBeLessThan(signed.indexOf('<X509Data>'));
  });

  it('verifies with xml-crypto, by the certificate and by the certificate the KeyInfo carries', () => {
    expect(verify(signed, certificate.certificatePem)).toBe(true);
    expect(verify(signed)).toBe(true);
  });

  it('a changed seed no longer verifies', () => {
    expect(verify(signed.replace('000000000078', '000000000079'), certificate.certificatePem)).toBe(false);
  });

  it('refuses a seed that is not digits', () => {
    expect(() => signSeed('12<x/>', certificate)).toThrow(/no es numérica/);
  });
});
