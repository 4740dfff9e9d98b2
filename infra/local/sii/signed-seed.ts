/**
 * Checks the signed seed of GetTokenFromSeed.getToken (AUTH manual §4.1.5, ch.8): `<getToken><item><Semilla>…
 * </Semilla></item><Signature/></getToken>`, an enveloped XML-DSig whose KeyInfo carries the signer's certificate
 * (X509Data/X509Certificate) and RSA key (KeyValue). The signature is verified with xml-crypto against that
 * certificate, which must come from the local CA, be valid and name its holder's RUT. Failures carry the manual's
 * ESTADO codes and glosas (§5.2.2 / ch.6): 02 unreadable XML, 04 no Signature, 11 no certificate, 05 invalid
 * signature (or certificate refused), 21 the KeyValue is not the certificate's key, 06 no Semilla.
 */
import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { judgeCertificate } from './certificate-check';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** The seed and the signer's RUT of a good signed seed, or the ESTADO and GLOSA to answer. */
export type SignedSeedVerdict = { ok: true; seed: string; rut: string } | { ok: false; estado: string; glosa: string };

const REFUSALS = {
  sax: { estado: '02', glosa: 'XML Invalido (SAXException), funcion valSignedXml' },
  noSignature: { estado: '04', glosa: 'XML Invalido, elemento "Signature" no existe, funcion valSignedXml' },
  badSignature: { estado: '05', glosa: 'XML Invalido, firma invalida, funcion valSignedXml' },
  noSemilla: { estado: '06', glosa: 'XML Invalido, elemento "Semilla" no existe, funcion getSeed' },
  noCertificate: { estado: '11', glosa: 'XML Invalido, elemento "Certificate" no existe, funcion getCertificado' },
  keyMismatch: { estado: '21', glosa: 'Firma invalida (La llave publica no coincide con la del certificado)' },
} as const;

/**
 * Verifies a signed seed (the decoded pszXml text) at instant `now`, trusting only certificates of `caPem`.
 * Never throws: every failure is a verdict.
 */
export function verifySignedSeed(pszXml: string, caPem: string, now: Date): SignedSeedVerdict {
  const doc = parseXml(pszXml);
  if (!doc) return refuse('sax');
  const signature = doc.getElementsByTagNameNS(DSIG, 'Signature')[0];
  if (!signature) return refuse('noSignature');
  const certificateText = signature
    .getElementsByTagNameNS(DSIG, 'X509Certificate')[0]
    ?.textContent?.replace(/\s+/g, '');
  if (!certificateText) return refuse('noCertificate');
  const der = Buffer.from(certificateText, 'base64');
  const verdict = judgeCertificate(der, caPem, now);
  if (!verdict.ok) return refuse('badSignature');
  const certificate = new X509Certificate(der);
  const modulus = signature.getElementsByTagNameNS(DSIG, 'Modulus')[0]?.textContent;
  if (modulus && !sameModulus(modulus, certificate)) return refuse('keyMismatch');
  const signed = new SignedXml({ publicCert: certificate.toString() });
  try {
    signed.loadSignature(signature);
    if (!signed.checkSignature(pszXml)) return refuse('badSignature');
  } catch {
    return refuse('badSignature');
  }
  // Read the seed from what the signature covers, not from the document as sent.
  const covered = signed.getSignedReferences().map(parseXml)[0];
  const seed = covered?.getElementsByTagName('Semilla')[0]?.textContent?.trim();
  if (!seed) return refuse('noSemilla');
  return { ok: true, seed, rut: verdict.rut };
}

function refuse(reason: keyof typeof REFUSALS): SignedSeedVerdict {
  return { ok: false, ...REFUSALS[reason] };
}

/** The parsed document, or null for text that is not well-formed XML or declares a DOCTYPE. */
function parseXml(text: string): Document | null {
  if (/<!\s*(?:DOCTYPE|ENTITY)/i.test(text)) return null;
  const fail = (): never => {
    throw new Error('XML mal formado');
  };
  try {
    const doc = new DOMParser({
      errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
    }).parseFromString(text, 'text/xml');
    return doc.documentElement ? (doc as unknown as Document) : null;
  } catch {
    return null;
  }
}

/** True when the base64 KeyValue modulus is the certificate's RSA modulus (leading zero bytes ignored). */
function sameModulus(modulusBase64: string, certificate: X509Certificate): boolean {
  const strip = (bytes: Buffer) => bytes.subarray(bytes.findIndex((b) => b !== 0));
  const jwk = certificate.publicKey.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string') return false;
  return strip(Buffer.from(modulusBase64.replace(/\s+/g, ''), 'base64')).equals(strip(Buffer.from(jwk.n, 'base64url')));
}
