/**
 * Checks an AEC the way the SII's RTC does before it registers it (SII-PROTOCOLS.md §7 getEstEnvio states, §8):
 * the project's AEC reader and rules (domain/aec/parse.ts, validate.ts), then every XML-DSig signature in it
 * (the DTE's, DocumentoDTECedido's, each DocumentoCesion's and DocumentoAEC's), canonicalised by xml-crypto (inclusive
 * C14N 1.0 over @xmldom/xmldom, one parse per file) and checked with node:crypto, each against the
 * certificate its KeyInfo carries. A pure function of the bytes: the platform runs it before sending an AEC, the
 * local SII on every upload.
 */
import { createHash, createPublicKey, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { readAec } from '@domain/aec/parse';
import { AecValidationError, type AecRule } from '@domain/aec/errors';
import { decodeIso88591, decodeXmlBytes } from '@domain/xml/decode-bytes';
import { readSiiXml, SiiXmlError } from '@domain/xml/read-sii-xml';
import type { XmlNode } from '@domain/xml/xml-node';

/**
 * The getEstEnvio rejection state a problem maps to: RSC schema error, RFS signature error, RCR carátula error,
 * RDC invalid document, RCS invalid cesión.
 */
export type AecRejection = 'RSC' | 'RFS' | 'RCR' | 'RDC' | 'RCS';

/**
 * One problem: its state, the part of the AEC ('AEC', 'DTECedido', 'DTE', 'Cesion 2', or 'XML' for the file),
 * whether the part was signed by the sender of this envío (DocumentoAEC and the last cesión) or by an earlier
 * party, and a Spanish explanation.
 */
export interface AecProblem {
  estado: AecRejection;
  parte: string;
  firmadoPor: 'envio' | 'anterior' | null;
  detalle: string;
}

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const DTE_BODIES = new Set(['Documento', 'Liquidacion', 'Exportaciones']);

const RULE_STATES: Record<AecRule, AecRejection> = {
  format: 'RSC',
  'not-cedible': 'RDC',
  'id-dte': 'RDC',
  sequence: 'RCS',
  monto: 'RCS',
  chain: 'RCS',
  caratula: 'RCR',
};

/**
 * Verifies an AEC's bytes.
 * @returns every problem found, empty when the AEC passes: a reading or rule problem (the first one; RSC, RDC,
 *   RCS or RCR by rule) and one RFS problem per signed part whose signature is missing, references another
 *   element or does not verify. A file that is not safe well-formed XML (readSiiXml) gives one RSC problem only.
 */
export function verifyAec(bytes: Uint8Array): AecProblem[] {
  let tree: XmlNode;
  try {
    tree = readSiiXml(bytes);
  } catch (error) {
    return [xmlProblem(error)];
  }
  const problems: AecProblem[] = [];
  try {
    readAec(tree);
  } catch (error) {
    if (!(error instanceof SiiXmlError)) throw error;
    const estado = error instanceof AecValidationError ? RULE_STATES[error.rule] : 'RSC';
    problems.push({ estado, parte: 'XML', firmadoPor: null, detalle: error.message });
  }
  let root: Element | null;
  try {
    root = parse(decodeAec(bytes)).documentElement;
  } catch (error) {
    return [...problems, xmlProblem(error)];
  }
  if (!root || root.localName !== 'AEC') return problems;
  for (const part of signedParts(root)) {
    const detalle = signatureProblem(part.signed, part.signatures);
    if (detalle) problems.push({ estado: 'RFS', parte: part.parte, firmadoPor: part.firmadoPor, detalle });
  }
  return problems;
}

/** The text of the file: ISO-8859-1 read byte for byte (what was signed), other encodings per their declaration. */
function decodeAec(bytes: Uint8Array): string {
  const head = decodeIso88591(bytes.subarray(0, 100));
  return /^[^>]*encoding\s*=\s*["']iso-8859-1["']/i.test(head) ? decodeIso88591(bytes) : decodeXmlBytes(bytes);
}

function parse(xml: string): Document {
  const fail = (message: string) => {
    throw new SiiXmlError(`XML mal formado: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
}

function xmlProblem(error: unknown): AecProblem {
  return {
    estado: 'RSC',
    parte: 'XML',
    firmadoPor: null,
    detalle: error instanceof Error ? error.message : String(error),
  };
}

interface SignedPart {
  parte: string;
  firmadoPor: 'envio' | 'anterior';
  signed: Element | undefined;
  signatures: Element[];
}

/** Each signed element with the ds:Signature elements beside it (the SII's layout: the signature follows it). */
function signedParts(aec: Element): SignedPart[] {
  const part = (
    container: Element,
    parte: string,
    firmadoPor: 'envio' | 'anterior',
    isSigned: (e: Element) => boolean,
  ) => {
    const children = elements(container);
    return {
      parte,
      firmadoPor,
      signed: children.find(isSigned),
      signatures: children.filter((e) => e.namespaceURI === DSIG_NS && e.localName === 'Signature'),
    };
  };
  const documentoAec = elements(aec).find((e) => e.localName === 'DocumentoAEC');
  const cesiones = documentoAec && elements(documentoAec).find((e) => e.localName === 'Cesiones');
  const parts: SignedPart[] = [part(aec, 'AEC', 'envio', (e) => e === documentoAec)];
  if (!cesiones) return parts;
  const children = elements(cesiones);
  const cesionNodes = children.filter((e) => e.localName === 'Cesion');
  const dteCedido = children.find((e) => e.localName === 'DTECedido');
  if (dteCedido) {
    // The first cedente signs DocumentoDTECedido: the sender itself when the AEC holds one cesión.
    const firmadoPor = cesionNodes.length === 1 ? 'envio' : 'anterior';
    parts.push(part(dteCedido, 'DTECedido', firmadoPor, (e) => e.localName === 'DocumentoDTECedido'));
    const documento = elements(dteCedido).find((e) => e.localName === 'DocumentoDTECedido');
    const dte = documento && elements(documento).find((e) => e.localName === 'DTE');
    if (dte) parts.push(part(dte, 'DTE', 'anterior', (e) => DTE_BODIES.has(e.localName ?? '')));
  }
  cesionNodes.forEach((cesion, index) => {
    const firmadoPor = index === cesionNodes.length - 1 ? 'envio' : 'anterior';
    parts.push(part(cesion, `Cesion ${index + 1}`, firmadoPor, (e) => e.localName === 'DocumentoCesion'));
  });
  return parts;
}

function elements(node: Element): Element[] {
  const list: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) list.push(child as Element);
  }
  return list;
}

/** Why the signature of `signed` fails, or null when one of `signatures` references it and verifies. */
function signatureProblem(signed: Element | undefined, signatures: Element[]): string | null {
  if (!signed) return 'falta el elemento firmado';
  const id = signed.getAttribute('ID');
  if (!id) return `${signed.localName} no tiene atributo ID`;
  if (signatures.length === 0) return `${signed.localName} no está firmado`;
  const reasons = signatures.map((signature) => checkSignature(signed, id, signature));
  return reasons.includes(null) ? null : reasons.join('; ');
}

/**
 * Core validation of one ds:Signature over `signed` (XML-DSig §3.2 with the algorithms xmldsignature_v10.xsd
 * allows): one Reference to '#ID', C14N transforms only, the SHA-1 digest of the canonical element, then the
 * RSA-SHA1 SignatureValue of the canonical SignedInfo under the KeyInfo's X509Certificate (or its RSAKeyValue).
 */
function checkSignature(signed: Element, id: string, signature: Element): string | null {
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
  const digest = createHash('sha1').update(canonical(signed), 'utf8').digest();
  if (!digest.equals(base64Of(dsigChild(reference, 'DigestValue')))) {
    return `el digest de ${name} no coincide (contenido alterado)`;
  }
  const key = publicKey(dsigChild(signature, 'KeyInfo'));
  if (!key) return `la firma de ${name} no trae certificado ni RSAKeyValue`;
  const valid = verify(
    'sha1',
    Buffer.from(canonical(signedInfo), 'utf8'),
    key,
    base64Of(dsigChild(signature, 'SignatureValue')),
  );
  return valid ? null : `la firma de ${name} no corresponde a su certificado`;
}

const canonicalizer = new C14nCanonicalization();

/**
 * Inclusive canonical form of an element in its document: the prefixed namespaces its ancestors declare are
 * carried onto it (REC-xml-c14n §2.4); the default namespace follows from the element's own.
 */
function canonical(element: Element): string {
  const seen = new Set<string>();
  const ancestorNamespaces: { prefix: string; namespaceURI: string }[] = [];
  for (let node = element.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attribute = attributes.item(i)!;
      if (attribute.prefix !== 'xmlns' || seen.has(attribute.localName!)) continue;
      seen.add(attribute.localName!);
      if (attribute.value !== '')
        ancestorNamespaces.push({ prefix: attribute.localName!, namespaceURI: attribute.value });
    }
  }
  return canonicalizer.process(element, { ancestorNamespaces });
}

/**
 * Public keys by the KeyInfo text they come from: a mass cession signs every AEC with one certificate, and
 * reading an X.509 certificate costs as much as checking a signature. Bounded; the oldest entry goes first.
 */
const keys = new Map<string, KeyObject>();
const MAX_KEYS = 256;

/** The public key of a KeyInfo: its X509Certificate's, else its RSAKeyValue. */
function publicKey(keyInfo: Element | undefined): KeyObject | null {
  if (!keyInfo) return null;
  const certificate = keyInfo.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '');
  const rsa = keyInfo.getElementsByTagNameNS(DSIG_NS, 'RSAKeyValue')[0];
  const cacheKey = certificate ?? rsa?.textContent?.replace(/\s+/g, '') ?? '';
  const cached = keys.get(cacheKey);
  if (cached) return cached;
  let key: KeyObject | null = null;
  try {
    if (certificate) key = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
    else if (rsa) {
      const part = (tag: string) => base64Of(rsa.getElementsByTagNameNS(DSIG_NS, tag)[0]).toString('base64url');
      key = createPublicKey({ format: 'jwk', key: { kty: 'RSA', n: part('Modulus'), e: part('Exponent') } });
    }
  } catch {
    return null;
  }
  if (key) {
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
    keys.set(cacheKey, key);
  }
  return key;
}

function dsigChildren(node: Element, name: string): Element[] {
  return elements(node).filter((e) => e.namespaceURI === DSIG_NS && e.localName === name);
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
