import { createPublicKey, verify } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Checks every ds:Signature of an ISO-8859-1 AEC with xml-crypto (an independent XML-DSig implementation; its
 * default ID attributes include the SII's "ID"),
 * using the certificate each signature carries.
 * @returns per signature its Reference URI and whether digest and signature hold.
 */
export function checkXmlSignatures(bytes: Uint8Array): { uri: string; valid: boolean }[] {
  const xml = new TextDecoder('latin1').decode(bytes);
  const signatures = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(DSIG, 'Signature');
  return Array.from({ length: signatures.length }, (_, i) => {
    const signed = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
    signed.loadSignature(signatures[i]!);
    let valid = false;
    try {
      valid = signed.checkSignature(xml);
    } catch {
      valid = false;
    }
    return { uri: signed.getReferences()[0]?.uri ?? '', valid };
  });
}

/**
 * Checks the timbre of the AEC's DTE: FRMT must be the RSA-SHA1 signature of the DD element (as written,
 * ISO-8859-1) under the CAF's public key RSAPK (M, E), the SII rule for the TED.
 */
export function checkTimbre(bytes: Uint8Array): boolean {
  const xml = new TextDecoder('latin1').decode(bytes);
  const dd = /<DD>.*<\/DD>/s.exec(xml)?.[0];
  const modulus = /<RSAPK><M>([^<]+)<\/M><E>([^<]+)<\/E>/.exec(xml);
  const frmt = /<FRMT algoritmo="SHA1withRSA">([^<]+)<\/FRMT>/.exec(xml)?.[1];
  if (!dd || !modulus || !frmt) return false;
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'RSA',
      n: Buffer.from(modulus[1]!, 'base64').toString('base64url'),
      e: Buffer.from(modulus[2]!, 'base64').toString('base64url'),
    },
  });
  return verify('sha1', Buffer.from(dd, 'latin1'), key, Buffer.from(frmt, 'base64'));
}
