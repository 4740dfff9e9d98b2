/**
 * Builds the object tree of XmlNode from XML text with saxes, a conformant XML 1.0 parser: every well-formedness
 * rule (one root, matching and properly nested tags, unique quoted attributes, legal names and characters, no text
 * outside the root) is checked in the same single pass that builds the tree, the XML-DSig blocks included.
 * Source: W3C XML 1.0 (Fifth Edition) §2; saxes (https://github.com/lddubeau/saxes).
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { SiiXmlError } from './sii-xml-error';
import type { XmlNode, XmlValue } from './xml-node';

/** Deepest element nesting accepted (SII files nest about 12 levels; a hostile file could nest millions). */
export const MAX_XML_DEPTH = 100;

/** Names that would replace an object's prototype or its own methods if used as keys (prototype pollution). */
const CRITICAL_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const SHADOWING_NAMES = new Set([
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);
/**
 * Elements kept as their raw inner text: no SII reader looks inside an XML-DSig block, and not building its tree saves
 * time.
 */
const RAW_ELEMENT = 'Signature';

interface OpenElement {
  name: string;
  node: XmlNode;
  /** Its text runs, each trimmed, and its CDATA sections as written. */
  text: string;
  hasChildren: boolean;
  hasAttributes: boolean;
  /** Offset in the text just after the start tag, for raw elements. */
  rawStart: number;
}

/**
 * Parses well-formed XML text (already decoded, DOCTYPE already refused by the caller) into a tree: namespace
 * prefixes removed from element and attribute names, xmlns declarations dropped, attributes as '@_name', text
 * runs trimmed (CDATA sections kept as written) and kept as '#text' beside attributes or child elements, a text-only
 * element as its string ('' when empty), repeated elements as arrays, comments and processing instructions dropped,
 * Signature elements below the root as their raw inner text. Entities: only the 5 predefined ones and character
 * references of XML characters.
 * @returns a node whose single key is the root element's name.
 * @throws SiiXmlError 'XML mal formado: … (línea n)' for malformed XML; "Entidad XML no permitida: '&name;'" for any
 *   other entity; "Referencia de carácter inválida: '&#n;'" for a reference outside the XML characters; an error for
 *   nesting deeper than {@link MAX_XML_DEPTH} or a name that could pollute object prototypes.
 */
export function buildXmlTree(text: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const root: OpenElement = { name: '', node: {}, text: '', hasChildren: false, hasAttributes: false, rawStart: 0 };
  const open: OpenElement[] = [root];
  /** Depth of the raw element being skipped (0 when outside one). */
  let rawDepth = 0;

  parser.on('error', (error) => {
    throw readingError(error.message, text, parser.position, parser.line);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (rawDepth > 0) {
      rawDepth += 1;
      return;
    }
    if (open.length > MAX_XML_DEPTH) throw new SiiXmlError(`XML con más de ${MAX_XML_DEPTH} niveles de anidación`);
    const element: OpenElement = {
      name: safeName(localName(tag.name)),
      node: {},
      text: '',
      hasChildren: false,
      hasAttributes: false,
      rawStart: parser.position,
    };
    for (const [qualified, value] of Object.entries(tag.attributes)) {
      if (qualified === 'xmlns' || qualified.startsWith('xmlns:')) continue;
      element.node[safeName(`@_${localName(qualified)}`)] = value.trim();
      element.hasAttributes = true;
    }
    open.push(element);
    if (element.name === RAW_ELEMENT && open.length > 2 && !tag.isSelfClosing) rawDepth = 1;
  });
  parser.on('text', (chunk) => {
    if (rawDepth === 0) open[open.length - 1]!.text += chunk.trim();
  });
  parser.on('cdata', (chunk) => {
    if (rawDepth === 0) open[open.length - 1]!.text += chunk;
  });
  parser.on('closetag', () => {
    if (rawDepth > 1) {
      rawDepth -= 1;
      return;
    }
    const element = open.pop()!;
    if (rawDepth === 1) {
      rawDepth = 0;
      element.text = text.slice(element.rawStart, text.lastIndexOf('</', parser.position - 1)).replace(/\r\n?/g, '\n');
    }
    const parent = open[open.length - 1]!;
    parent.hasChildren = true;
    append(parent.node, element.name, valueOf(element));
  });
  parser.write(text).close();
  return root.node;
}

function valueOf(element: OpenElement): XmlValue {
  const { text } = element;
  if (!element.hasAttributes && !element.hasChildren) return text;
  if (text !== '') element.node['#text'] = text;
  return element.node;
}

/** An element's value is a string or a node, never an array, so an array under a name is its repeated elements. */
function append(node: XmlNode, name: string, value: XmlValue): void {
  const previous = node[name];
  if (previous === undefined) node[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else node[name] = [previous, value];
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

function safeName(name: string): string {
  if (CRITICAL_NAMES.has(name)) throw new SiiXmlError(`Nombre XML no permitido: '${name}'`);
  return SHADOWING_NAMES.has(name) ? `__${name}` : name;
}

/** Our message for a saxes error; entity errors name the reference, which ends just before `position`. */
function readingError(message: string, text: string, position: number, line: number): SiiXmlError {
  const reason = message.replace(/^\d+:\d+: /, '');
  if (reason === 'undefined entity.' || reason === 'malformed character entity.') {
    const reference = text.slice(text.lastIndexOf('&', position - 1), position);
    return new SiiXmlError(
      reason === 'undefined entity.'
        ? `Entidad XML no permitida: '${reference}'`
        : `Referencia de carácter inválida: '${reference}'`,
    );
  }
  return new SiiXmlError(`XML mal formado: ${reason} (línea ${line})`);
}
