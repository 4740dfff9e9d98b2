/**
 * Checks an AEC the way the SII's RTC does before it registers it (SII-PROTOCOLS.md §7 getEstEnvio states, §8):
 * the project's AEC reader and rules (domain/aec/parse.ts, validate.ts), then every XML-DSig signature in it
 * (the DTE's, DocumentoDTECedido's, each DocumentoCesion's and DocumentoAEC's) by the SII world's rule
 * (check-signature.ts, docs/sii-signatures.md), each against the certificate its KeyInfo carries. A pure function
 * of the bytes: the platform runs it before sending an AEC, the local SII on every upload.
 */
import { readAec } from '@domain/aec/parse';
import { parseXmlDocument } from '@domain/aec/signature-contexts';
import { AecValidationError, type AecRule } from '@domain/aec/errors';
import { decodeIso88591, decodeXmlBytes } from '@domain/xml/decode-bytes';
import { readSiiXml, SiiXmlError } from '@domain/xml/read-sii-xml';
import type { XmlNode } from '@domain/xml/xml-node';
import { checkSignature } from './check-signature';

/**
 * The getEstEnvio rejection state a problem maps to: RSC schema error, RFS signature error, RCR carátula error,
 * RDC invalid document, RCS invalid cesión.
 */
export type AecRejection = 'RSC' | 'RFS' | 'RCR' | 'RDC' | 'RCS';

/**
 * One problem: its state, the part of the AEC ('AEC', 'DTECedido', 'DTE', 'Cesion 2', or 'XML' for the file),
 * who signs that part (its role, and the name on the certificate when readable; null for a problem of the file)
 * and a Spanish explanation.
 */
export interface AecProblem {
  estado: AecRejection;
  parte: string;
  firmante: string | null;
  detalle: string;
}

/** One line of Spanish for a problem: its part, who signs it and the explanation (the state apart). */
export function describeProblem(problem: AecProblem): string {
  const firmante = problem.firmante ? ` (firmado por ${problem.firmante})` : '';
  return `${problem.parte}${firmante}: ${problem.detalle}`;
}

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
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
    problems.push({ estado, parte: 'XML', firmante: null, detalle: error.message });
  }
  let root: Element | null;
  try {
    root = parseXmlDocument(decodeSignedXml(bytes)).documentElement;
  } catch (error) {
    return [...problems, xmlProblem(error)];
  }
  if (!root || root.localName !== 'AEC') return problems;
  for (const part of signedParts(root)) {
    const { problem, signer } = partCheck(part.signed, part.signatures);
    const firmante = signer ? `${part.signer}, ${signer}` : part.signer;
    if (problem) problems.push({ estado: 'RFS', parte: part.parte, firmante, detalle: problem });
  }
  return problems;
}

/** The text of a signed SII file: ISO-8859-1 read byte for byte (what was signed), others per their declaration. */
export function decodeSignedXml(bytes: Uint8Array): string {
  const head = decodeIso88591(bytes.subarray(0, 100));
  return /^[^>]*encoding\s*=\s*["']iso-8859-1["']/i.test(head) ? decodeIso88591(bytes) : decodeXmlBytes(bytes);
}

function xmlProblem(error: unknown): AecProblem {
  return {
    estado: 'RSC',
    parte: 'XML',
    firmante: null,
    detalle: error instanceof Error ? error.message : String(error),
  };
}

/** A signed part: its name, the role of who signs it (Spanish), the signed element and the signatures beside it. */
interface SignedPart {
  parte: string;
  signer: string;
  signed: Element | undefined;
  signatures: Element[];
}

/** Each signed element with the ds:Signature elements beside it (the SII's layout: the signature follows it). */
function signedParts(aec: Element): SignedPart[] {
  const part = (container: Element, parte: string, signer: string, isSigned: (e: Element) => boolean) => {
    const children = elements(container);
    return {
      parte,
      signer,
      signed: children.find(isSigned),
      signatures: children.filter((e) => e.namespaceURI === DSIG_NS && e.localName === 'Signature'),
    };
  };
  const documentoAec = elements(aec).find((e) => e.localName === 'DocumentoAEC');
  const cesiones = documentoAec && elements(documentoAec).find((e) => e.localName === 'Cesiones');
  const parts: SignedPart[] = [part(aec, 'AEC', 'el cedente que envía el AEC', (e) => e === documentoAec)];
  if (!cesiones) return parts;
  const children = elements(cesiones);
  const cesionNodes = children.filter((e) => e.localName === 'Cesion');
  const dteCedido = children.find((e) => e.localName === 'DTECedido');
  if (dteCedido) {
    parts.push(part(dteCedido, 'DTECedido', 'el primer cedente', (e) => e.localName === 'DocumentoDTECedido'));
    const documento = elements(dteCedido).find((e) => e.localName === 'DocumentoDTECedido');
    const dte = documento && elements(documento).find((e) => e.localName === 'DTE');
    if (dte) parts.push(part(dte, 'DTE', 'el emisor del DTE', (e) => DTE_BODIES.has(e.localName ?? '')));
  }
  cesionNodes.forEach((cesion, index) => {
    const signer = `el cedente de la cesión ${index + 1}`;
    parts.push(part(cesion, `Cesion ${index + 1}`, signer, (e) => e.localName === 'DocumentoCesion'));
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

/**
 * Why the signature of `signed` fails (null when one of `signatures` references it and verifies), and the name on
 * the certificate of its first signature.
 */
function partCheck(
  signed: Element | undefined,
  signatures: Element[],
): { problem: string | null; signer: string | null } {
  if (!signed) return { problem: 'falta el elemento firmado', signer: null };
  const id = signed.getAttribute('ID');
  if (!id) return { problem: `${signed.localName} no tiene atributo ID`, signer: null };
  if (signatures.length === 0) return { problem: `${signed.localName} no está firmado`, signer: null };
  const checks = signatures.map((signature) => checkSignature(signed, id, signature));
  const signer = checks[0]!.signer;
  return checks.some((check) => check.problem === null)
    ? { problem: null, signer }
    : { problem: checks.map((check) => check.problem).join('; '), signer };
}
