/**
 * The factoring's certificate as the AEC writer's signer (domain/aec/build-next-cesion.ts): RSA-SHA1 signatures
 * (RSASSA-PKCS1-v1_5, the only method xmldsignature_v10.xsd allows) by node:crypto with the PKCS#12's private key,
 * the RSAKeyValue and X509Certificate KeyInfo carries, and the facts checked before signing.
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';
import type { AecSigner } from '@domain/aec/build-next-cesion';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import { rsaKeyValue } from '../certificate/rsa-key-value';

/**
 * @param certificate an opened PKCS#12 (lambdas/sii/certificate/open-pkcs12.ts), e.g. the factoring's from the
 *   credential store.
 * @returns the signer: keys (sha1 and firma, base64 values) and the certificate's holder and validity.
 * @throws Error when the key is not an RSA key.
 */
export function aecSigner(certificate: OpenedCertificate): AecSigner {
  const privateKey = createPrivateKey(certificate.privateKeyPem);
  const { modulus, exponent } = rsaKeyValue(certificate.certificatePem);
  return {
    keys: {
      sha1: (data) => createHash('sha1').update(data).digest('base64'),
      firma: {
        sign: (data) => sign('sha1', data, privateKey).toString('base64'),
        modulus,
        exponent,
        certificate: certificate.certificateBase64,
      },
    },
    certificado: {
      nombre: certificate.nombre,
      rut: certificate.rut,
      validoDesde: certificate.validoDesde,
      validoHasta: certificate.validoHasta,
    },
  };
}
