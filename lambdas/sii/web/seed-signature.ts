/**
 * Signs an SII seed for GetTokenFromSeed (AUTH manual v1.9 §4.1.5, ch.8; SII-PROTOCOLS.md §2 "Signed XML") with
 * xml-crypto: `<getToken><item><Semilla>…</Semilla></item><Signature …/></getToken>`, an enveloped XML-DSig with
 * C14N 2001-03-15 (inclusive), rsa-sha1, sha1 digest, Reference URI="" with the enveloped-signature transform, and
 * KeyInfo holding KeyValue/RSAKeyValue (Modulus, Exponent) and X509Data/X509Certificate.
 */
import { SignedXml } from 'xml-crypto';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import { rsaKeyValue } from '../certificate/rsa-key-value';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/**
 * The signed getToken XML of a seed, as the text sent in getToken's `pszXml` part (no XML declaration).
 * @param semilla the seed digits from getSeed.
 * @param certificate the holder's key and certificate (lambdas/sii/certificate/open-pkcs12.ts).
 * @throws Error when the seed is not digits (nothing else may enter the signed document).
 */
export function signSeed(
  semilla: string,
  certificate: Pick<OpenedCertificate, 'privateKeyPem' | 'certificatePem' | 'certificateBase64'>,
): string {
  if (!/^\d+$/.test(semilla)) throw new Error('La semilla del SII no es numérica');
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: () => keyInfoContent(certificate),
  });
  signer.addReference({ xpath: '/*', uri: '', isEmptyUri: true, transforms: [ENVELOPED], digestAlgorithm: SHA1 });
  signer.computeSignature(`<getToken><item><Semilla>${semilla}</Semilla></item></getToken>`);
  return signer.getSignedXml();
}

/** KeyValue/RSAKeyValue from the certificate's public key, then X509Data with the certificate (base64 DER). */
function keyInfoContent(certificate: Pick<OpenedCertificate, 'certificatePem' | 'certificateBase64'>): string {
  const { modulus, exponent } = rsaKeyValue(certificate.certificatePem);
  return (
    `<KeyValue><RSAKeyValue><Modulus>${modulus}</Modulus><Exponent>${exponent}</Exponent></RSAKeyValue></KeyValue>` +
    `<X509Data><X509Certificate>${certificate.certificateBase64}</X509Certificate></X509Data>`
  );
}
