/**
 * Core validation of one SII ds:Signature (XML-DSig §3.2 with the algorithms xmldsignature_v10.xsd allows) by the
 * rule the SII world signs with (docs/sii-signatures.md): the SHA-1 digest of the referenced element's canonical
 * form, as UTF-8 octets, and the RSA-SHA1 SignatureValue of the canonical SignedInfo under the key of the KeyInfo's
 * X509Certificate, both in one of the namespace contexts of domain/aec/signature-contexts.ts.
 */
import { createHash, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { canonicalSignedInfo, canonicalTarget, type SignatureContext } from '@domain/aec/signature-contexts';

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';

/** The verdict on one signature: why it fails (Spanish, null when valid) and who signed (the certificate's name). */
export interface SignatureCheck {
  problem: string | null;
  signer: string | null;
}

/**
 * Checks `signature` over `signed`, the element with ID `id` it must reference.
 * @returns the problem (null when the digest and the SignatureValue verify in one context) and the signer named by
 *   its certificate's subject CN (null when the certificate is missing or unreadable).
 */
export function checkSignature(signed: Element, id: string, signature: Element): SignatureCheck {
  const certificate = certificateOf(dsigChild(signature, 'KeyInfo'));
  return {
    problem: signatureProblem(signed, id, signature, certificate?.key ?? null),
    signer: certificate?.name ?? null,
  };
}

function signatureProblem(signed: Element, id: string, signature: Element, key: KeyObject | null): string | null {
  const name = `${signed.localName} ID=${id}`;
  const signedInfo = dsigChild(signature, 'SignedInfo');
  const references = signedInfo ? dsigChildren(signedInfo, 'Reference') : [];
  const reference = references[0];
  if (!signedInfo || references.length !== 1 || !reference)
    return `la firma de ${name} debe tener un SignedInfo con una Reference`;
  if (reference.getAttribute('URI') !== `#${id}`)
    return `la firma referencia ${reference.getAttribute('URI')} en vez de #${id}`;
  if (
    algorithm(signedInfo, 'CanonicalizationMethod') !== C14N ||
    algorithm(signedInfo, 'SignatureMethod') !== RSA_SHA1
  ) {
    return `la firma de ${name} no usa C14N y RSA-SHA1`;
  }
  const transforms = dsigChild(reference, 'Transforms');
  if (transforms && dsigChildren(transforms, 'Transform').some((t) => t.getAttribute('Algorithm') !== C14N)) {
    return `la firma de ${name} usa una transformación distinta de C14N`;
  }
  if (algorithm(reference, 'DigestMethod') !== SHA1) return `la firma de ${name} no usa SHA-1`;
  const digest = base64Of(dsigChild(reference, 'DigestValue'));
  const matches = (context: SignatureContext) => {
    const form = canonicalTarget(signed, context, signature.parentNode);
    return form !== null && createHash('sha1').update(form, 'utf8').digest().equals(digest);
  };
  // In place first, the own-document forms only when needed: what the platform signs matches in place.
  const inPlaceDigest = matches('in-place');
  let ownMatch: boolean | undefined;
  const ownDigest = () => (ownMatch ??= matches('own-sii') || matches('own-no-ns'));
  if (!inPlaceDigest && !ownDigest()) return `el digest de ${name} no coincide (contenido alterado)`;
  if (!key) return `la firma de ${name} no trae un certificado X509 legible`;
  const value = base64Of(dsigChild(signature, 'SignatureValue'));
  const signs = (context: SignatureContext) =>
    verify('sha1', Buffer.from(canonicalSignedInfo(signedInfo, context), 'utf8'), key, value);
  // The own-document contexts share SignedInfo's form: at most two RSA checks.
  const valid = (inPlaceDigest && signs('in-place')) || (ownDigest() && signs('own-sii'));
  return valid ? null : `la firma de ${name} no corresponde a su certificado`;
}

/**
 * Certificates by the base64 text they come from: a mass cession signs every AEC with one certificate, and
 * reading an X.509 certificate costs as much as checking a signature. Bounded; the oldest entry goes first.
 */
const certificates = new Map<string, { key: KeyObject; name: string | null }>();
const MAX_CERTIFICATES = 256;

/**
 * The key and subject CN of a KeyInfo's X509Certificate. Only the certificate counts (it names the signer; the
 * schema requires it beside RSAKeyValue): a signature that verifies with RSAKeyValue alone is not the signer's.
 */
function certificateOf(keyInfo: Element | undefined): { key: KeyObject; name: string | null } | null {
  const text = keyInfo?.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '');
  if (!text) return null;
  const cached = certificates.get(text);
  if (cached) return cached;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(text, 'base64'));
  } catch {
    return null;
  }
  const name = /^CN=(.*)$/m.exec(certificate.subject)?.[1]?.replace(/\s+/g, ' ').trim() || null;
  const read = { key: certificate.publicKey, name };
  if (certificates.size >= MAX_CERTIFICATES) certificates.delete(certificates.keys().next().value!);
  certificates.set(text, read);
  return read;
}

function dsigChildren(node: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const element = child as Element;
    if (child.nodeType === 1 && element.namespaceURI === DSIG_NS && element.localName === name) found.push(element);
  }
  return found;
}

function dsigChild(node: Element, name: string): Element | undefined {
  return dsigChildren(node, name)[0];
}

function algorithm(node: Element, name: string): string | null {
  return dsigChild(node, name)?.getAttribute('Algorithm') ?? null;
}

function base64Of(node: Element | undefined): Buffer {
  return Buffer.from((node?.textContent ?? '').replace(/\s+/g, ''), 'base64');
}
