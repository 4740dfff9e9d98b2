/**
 * A minimal XML tree and its two renderings for the AEC writer: the ISO-8859-1 document text and the
 * inclusive Canonical XML 1.0 form (W3C REC-xml-c14n-20010315) that XML-DSig digests and signs.
 *
 * The tree is closed over what the SII formats use (elements in one default namespace per element,
 * unprefixed attributes, text): no comments, processing instructions or prefixed namespaces. That is what
 * makes both renderings exact and cheap: an element renders the same way in both except that the canonical
 * form of a signed apex carries the xmlns declaration it inherits (c14n §2.4) and never uses character
 * references for non-Latin-1 characters.
 */

/** An element: its namespace URI, unprefixed attributes and children (elements, kept fragments or text). */
export interface XmlElement {
  name: string;
  ns: string;
  attrs: ReadonlyArray<readonly [string, string]>;
  children: ReadonlyArray<XmlElement | RawXml | string>;
  /** When true, child elements follow each other without line breaks (the SII's TED, DD and CAF). */
  compact: boolean;
}

/** Namespace of every SII element (AEC_v10.xsd targetNamespace). */
export const SII_NS = 'http://www.sii.cl/SiiDte';
/** Namespace of ds:Signature (xmldsignature_v10.xsd). */
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * An element written by someone else and kept byte-for-byte (a DTE or an earlier cesión signed by others, whose
 * signatures must stay valid): `raw` is its text as it stood, `canonical` its inclusive canonical form as it
 * renders nested inside an element of the same default namespace (see ./raw-fragment.ts, which makes both).
 */
export interface RawXml {
  raw: string;
  canonical: string;
}

type Child = XmlElement | RawXml | string | number | null | undefined;

/** An element of the SII namespace; null/undefined children are dropped, numbers become text. */
export function siiElement(name: string, children: Child[] | Child, attrs: Record<string, string> = {}): XmlElement {
  return element(SII_NS, name, children, attrs);
}

/** An element of the XML-DSig namespace; null/undefined children are dropped, numbers become text. */
export function dsigElement(name: string, children: Child[] | Child, attrs: Record<string, string> = {}): XmlElement {
  return element(DSIG_NS, name, children, attrs);
}

/** The same element with its child elements rendered back to back (no line breaks). */
export function compact(node: XmlElement): XmlElement {
  return { ...node, compact: true };
}

function element(ns: string, name: string, children: Child[] | Child, attrs: Record<string, string>): XmlElement {
  const list = Array.isArray(children) ? children : [children];
  return {
    name,
    ns,
    // c14n §2.2: attributes in lexicographic order of their (unqualified) names.
    attrs: Object.entries(attrs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    children: list
      .filter((c): c is XmlElement | RawXml | string | number => c !== null && c !== undefined)
      .map((c) => (typeof c === 'number' ? String(c) : c)),
    compact: false,
  };
}

/** How to render: 'document' escapes characters above U+00FF as references (ISO-8859-1 output); 'c14n' keeps them. */
export type RenderMode = 'document' | 'c14n';

/**
 * Renders an element. `renderedNs` is the default namespace already declared by the output ancestors:
 * '' for the root of a document or the apex of a canonical form (which then declares its namespace).
 */
export function renderElement(node: XmlElement, renderedNs: string, mode: RenderMode): string {
  const parts: string[] = [];
  write(node, renderedNs, mode, parts);
  return parts.join('');
}

function write(node: XmlElement, renderedNs: string, mode: RenderMode, out: string[]): void {
  const signed = canonicalForms.get(node);
  if (signed && renderedNs === node.ns && (mode === 'c14n' || signed.sameInDocument)) {
    out.push(signed.nested);
    return;
  }
  out.push('<', node.name);
  if (node.ns !== renderedNs) out.push(' xmlns="', escapeAttribute(node.ns, mode), '"');
  for (const [name, value] of node.attrs) out.push(' ', name, '="', escapeAttribute(value, mode), '"');
  out.push('>');
  const elementOnly = !node.compact && node.children.length > 0 && node.children.every((c) => typeof c !== 'string');
  for (const child of node.children) {
    if (elementOnly) out.push('\n');
    if (typeof child === 'string') out.push(escapeText(child, mode));
    else if ('raw' in child) out.push(mode === 'c14n' ? child.canonical : referenceNonLatin1(child.raw));
    else write(child, node.ns, mode, out);
  }
  if (elementOnly) out.push('\n');
  out.push('</', node.name, '>');
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
};

function escapeText(text: string, mode: RenderMode): string {
  const escaped = text.replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c] ?? c);
  return mode === 'document' ? referenceNonLatin1(escaped) : escaped;
}

function escapeAttribute(text: string, mode: RenderMode): string {
  const escaped = text.replace(/[&<"\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
  return mode === 'document' ? referenceNonLatin1(escaped) : escaped;
}

/** Any UTF-16 unit above U+00FF (surrogates included). */
const NON_LATIN1 = /[^\u0000-\u00ff]/;

function referenceNonLatin1(text: string): string {
  return NON_LATIN1.test(text) ? text.replace(/[^\u0000-\u00ff]/gu, (c) => `&#${c.codePointAt(0)};`) : text;
}

/**
 * Encodes text whose characters are all U+0000..U+00FF as ISO-8859-1 bytes.
 * @throws RangeError when a character is outside ISO-8859-1 (render with mode 'document' first).
 */
export function encodeLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new RangeError(`Carácter fuera de ISO-8859-1 en la posición ${i}`);
    bytes[i] = code;
  }
  return bytes;
}

const utf8 = new TextEncoder();

/**
 * Canonical forms already computed for signing, kept as they render nested inside a parent of the same
 * namespace (the apex form minus its xmlns declaration): an AEC nests each signed part inside the next
 * signed part and the document, and this renders each part once. `sameInDocument` tells whether the same text
 * is also the document rendering: no character above U+00FF to turn into a reference, and no kept fragment
 * (RawXml), whose document text is its original bytes.
 */
const canonicalForms = new WeakMap<XmlElement, { nested: string; sameInDocument: boolean }>();

/** Whether a kept fragment (RawXml) sits anywhere below the element (known for parts already canonicalised). */
function holdsRaw(node: XmlElement): boolean {
  return node.children.some((child) => {
    if (typeof child === 'string') return false;
    if ('raw' in child) return true;
    const cached = canonicalForms.get(child);
    return cached ? !cached.sameInDocument : holdsRaw(child);
  });
}

/**
 * The UTF-8 octets of the canonical form of an element (c14n output is always UTF-8). The element must not
 * change afterwards: its rendering is remembered for the documents that contain it.
 */
export function canonicalBytes(node: XmlElement): Uint8Array {
  const apex = renderElement(node, '', 'c14n');
  const declaration = ` xmlns="${escapeAttribute(node.ns, 'c14n')}"`;
  const head = `<${node.name}`;
  if (node.ns !== '' && apex.startsWith(`${head}${declaration}`)) {
    const nested = head + apex.slice(head.length + declaration.length);
    canonicalForms.set(node, { nested, sameInDocument: !NON_LATIN1.test(nested) && !holdsRaw(node) });
  }
  return utf8.encode(apex);
}
