/**
 * The namespace contexts in which the SII world's signatures verify (docs/sii-signatures.md). Each signer signs its
 * part before the part is embedded in a bigger file, so a signature checked in place (with the namespaces the
 * enclosing file adds) may fail although the SII accepted it. A ds:Signature is valid when its digest and its
 * SignatureValue both verify in ONE of these contexts:
 * - 'in-place': the file as it is (the ancestors' prefixed declarations, e.g. the AEC root's xmlns:xsi, in scope);
 * - 'own-sii': the Signature's parent taken as its own document in the SII namespace (its ancestors' declarations
 *   dropped, xmlns="http://www.sii.cl/SiiDte" on it, added when the file carries none, as the SII's DTE downloads);
 * - 'own-no-ns': the same element as its own document in no namespace (every SII default xmlns gone; ds:Signature
 *   keeps its own).
 * Inclusive C14N 1.0 without comments, by xml-crypto over @xmldom/xmldom. The forms of one part differ only in the
 * declarations rendered on its apex, so any other change still breaks the digest.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { SiiXmlError } from '../xml/sii-xml-error';
import { SII_NS } from './build-xml';

/** One namespace context; SignedInfo takes the 'in-place' form in the first, its own document's in the others. */
export type SignatureContext = 'in-place' | 'own-sii' | 'own-no-ns';

const canonicalizer = new C14nCanonicalization();

/**
 * The canonical form of the element a signature references, in one context.
 * @param target the referenced element.
 * @param container the Signature's parent: the apex of the part's own document.
 * @returns the canonical text, or null when the context does not apply (an element in another namespace has no
 *   SII-namespace form).
 */
export function canonicalTarget(target: Element, context: SignatureContext, container: Node | null): string | null {
  switch (context) {
    case 'in-place':
      return canonicalizer.process(target, { ancestorNamespaces: ancestorPrefixes(target, null) });
    case 'own-no-ns':
      // The element's own default namespace counts as declared, so c14n renders no xmlns for it: the text of the
      // same part read without the SII namespace.
      return canonicalizer.process(target, {
        defaultNs: target.namespaceURI ?? '',
        ancestorNamespaces: ancestorPrefixes(target, container),
      });
    case 'own-sii': {
      if (target.namespaceURI === SII_NS) {
        return canonicalizer.process(target, { ancestorNamespaces: ancestorPrefixes(target, container) });
      }
      if (target.namespaceURI) return null;
      // A part in no namespace (an SII DTE download without xmlns), read again as its own SII document.
      const text = new XMLSerializer().serializeToString(target).replace(/^<([\w.-]+)/, `<$1 xmlns="${SII_NS}"`);
      return canonicalizer.process(parseXmlDocument(text).documentElement!, {});
    }
  }
}

/** The canonical form of a SignedInfo in one context: in place, or in its Signature's parent as its own document. */
export function canonicalSignedInfo(signedInfo: Element, context: SignatureContext): string {
  const container = context === 'in-place' ? null : (signedInfo.parentNode?.parentNode ?? null);
  return canonicalizer.process(signedInfo, { ancestorNamespaces: ancestorPrefixes(signedInfo, container) });
}

/**
 * The prefixed namespace declarations in scope on `element` from its ancestors up to `apex` included (to the
 * document when null), nearest first wins; the default namespace follows from the element's own (c14n §2.4).
 */
function ancestorPrefixes(element: Element, apex: Node | null): { prefix: string; namespaceURI: string }[] {
  const seen = new Set<string>();
  const found: { prefix: string; namespaceURI: string }[] = [];
  for (let node = element.parentNode; node && node.nodeType === 1; node = node === apex ? null : node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attribute = attributes.item(i)!;
      if (attribute.prefix !== 'xmlns' || seen.has(attribute.localName!)) continue;
      seen.add(attribute.localName!);
      if (attribute.value !== '') found.push({ prefix: attribute.localName!, namespaceURI: attribute.value });
    }
  }
  return found;
}

/**
 * Parses XML text with @xmldom/xmldom, refusing any error.
 * @throws SiiXmlError when the text is not well-formed.
 */
export function parseXmlDocument(xml: string): Document {
  const fail = (message: string) => {
    throw new SiiXmlError(`XML mal formado: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
}
