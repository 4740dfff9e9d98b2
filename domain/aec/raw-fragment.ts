/**
 * Elements of a stored SII file kept byte-for-byte inside a new one (the DTE and the earlier cesiones of an AEC,
 * signed by others): where each sits in the text, and its inclusive canonical form (W3C REC-xml-c14n-20010315,
 * by xml-crypto over @xmldom/xmldom) as it renders nested inside an SII element, which the signature of the new
 * envelope digests. Source: XML-DSig as the SII uses it (xmldsignature_v10.xsd, C14N 1.0 without comments).
 */
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { SiiXmlError } from '../xml/sii-xml-error';
import { SII_NS, type RawXml } from './build-xml';

/** One element found in the text: its local name and its span [start, end) including its tags. */
export interface ElementSpan {
  name: string;
  start: number;
  end: number;
}

/**
 * The child elements of the element at `path` (local names from the root, prefixes ignored), in document order.
 * Comments, CDATA sections and processing instructions are skipped; the text must be well-formed XML (read it
 * with readSiiXml first).
 * @returns the children's spans; undefined when no element matches the path. An empty path gives the root element.
 */
export function childElementSpans(text: string, path: readonly string[]): ElementSpan[] | undefined {
  const stack: { name: string; start: number }[] = [];
  // An empty path names the document itself: its children are the top-level elements.
  let children: ElementSpan[] | undefined = path.length === 0 ? [] : undefined;
  let at = text.indexOf('<');
  while (at !== -1) {
    const skip = skipMarkup(text, at);
    if (skip !== null) {
      at = text.indexOf('<', skip);
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(text);
    if (!tag) throw new SiiXmlError(`XML mal formado cerca de la posición ${at}`);
    const [whole, closing, name, selfClosing] = tag as unknown as [string, string, string, string];
    const end = at + whole.length;
    if (closing) {
      const element = stack.pop();
      if (element?.name !== name) throw new SiiXmlError(`XML mal formado: cierre </${name}> inesperado`);
      // Inside the target, a pop back to its depth closes a child; one level further closes the target.
      if (children && stack.length === path.length) children.push({ name, start: element.start, end });
      if (children && stack.length === path.length - 1) return children;
    } else if (selfClosing) {
      if (children && stack.length === path.length) children.push({ name, start: at, end });
    } else {
      stack.push({ name, start: at });
      if (!children && stack.length === path.length && stack.every((o, i) => o.name === path[i])) children = [];
    }
    at = text.indexOf('<', end);
  }
  return children;
}

/** A start, end or empty-element tag: closing slash, local name (prefix dropped), attributes, self-closing slash. */
const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\s(?:[^>"'/]|"[^"]*"|'[^']*'|\/(?!>))*)?(\/?)>/y;

/** Local name of the root element of well-formed XML text (after its declaration and comments), or null. */
export function rootElementName(text: string): string | null {
  let at = text.indexOf('<');
  while (at !== -1) {
    const skip = skipMarkup(text, at);
    if (skip === null) {
      TAG.lastIndex = at;
      return TAG.exec(text)?.[2] ?? null;
    }
    at = text.indexOf('<', skip);
  }
  return null;
}

/** End of a comment, CDATA section, processing instruction or declaration starting at `at`; null for a tag. */
function skipMarkup(text: string, at: number): number | null {
  const close = (marker: string, from: number): number => {
    const found = text.indexOf(marker, from);
    if (found === -1) throw new SiiXmlError('XML mal formado: sección sin cerrar');
    return found + marker.length;
  };
  if (text.startsWith('<!--', at)) return close('-->', at + 4);
  if (text.startsWith('<![CDATA[', at)) return close(']]>', at + 9);
  if (text.startsWith('<?', at)) return close('?>', at + 2);
  if (text.startsWith('<!', at)) return close('>', at + 2);
  return null;
}

const canonicalizer = new C14nCanonicalization();

/**
 * Keeps an element's text as written and computes its canonical form nested in an SII element (whose default
 * namespace http://www.sii.cl/SiiDte is already declared). The fragment may declare namespaces itself but must
 * not use a prefix declared outside it.
 * @throws SiiXmlError when the fragment is not well-formed on its own.
 */
export function rawFragment(raw: string): RawXml {
  const open = `<w xmlns="${SII_NS}">`;
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (m: string) => errors.push(m),
      fatalError: (m: string) => errors.push(m),
    },
  }).parseFromString(`${open}${raw}</w>`, 'text/xml');
  const root = doc.documentElement;
  if (errors.length > 0 || !root) throw new SiiXmlError(`Fragmento XML inválido: ${errors[0] ?? 'sin raíz'}`);
  const wrapped = canonicalizer.process(root, {});
  if (!wrapped.startsWith(open) || !wrapped.endsWith('</w>')) {
    throw new SiiXmlError('Fragmento XML con espacios de nombres fuera de él');
  }
  return { raw, canonical: wrapped.slice(open.length, -'</w>'.length) };
}
