import { createPublicKey } from 'node:crypto';

/**
 * The RSAKeyValue of a certificate's public key as XML-DSig writes it (xmldsig-core §4.4.2.2): Modulus and
 * Exponent as base64 of their big-endian bytes.
 * @param certificatePem the certificate, PEM.
 * @throws Error when the certificate's key is not RSA.
 */
export function rsaKeyValue(certificatePem: string): { modulus: string; exponent: string } {
  const jwk = createPublicKey(certificatePem).export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) throw new Error('El certificado digital no tiene una llave RSA');
  const base64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');
  return { modulus: base64(jwk.n), exponent: base64(jwk.e) };
}
