/**
 * Typed navigation over the tree {@link readSiiXml} returns (fast-xml-parser object form, namespace prefixes
 * removed, all values strings, attributes as '@_name', mixed text as '#text').
 */
import { SiiXmlError } from './sii-xml-error';

export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue;
}

/** Every child element `name` of `node`, as nodes (a text-only child becomes {'#text': text}). */
export function childNodes(node: XmlNode, name: string): XmlNode[] {
  const value = node[name];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map(asNode);
}

/** The first child element `name` of `node`, or undefined. */
export function childNode(node: XmlNode, name: string): XmlNode | undefined {
  return childNodes(node, name)[0];
}

/**
 * The first child element `name` of `node`.
 * @param path where `node` sits, for the error message (e.g. 'AEC/DocumentoAEC').
 * @throws SiiXmlError 'Falta el elemento {path}/{name}' when absent.
 */
export function requireNode(node: XmlNode, name: string, path: string): XmlNode {
  const child = childNode(node, name);
  if (!child) throw new SiiXmlError(`Falta el elemento ${path}/${name}`);
  return child;
}

/** Trimmed text of the first child element `name`, or undefined when the element is absent. */
export function childText(node: XmlNode, name: string): string | undefined {
  const child = childNode(node, name);
  return child === undefined ? undefined : textOf(child);
}

/**
 * Trimmed, non-empty text of the first child element `name`.
 * @throws SiiXmlError 'Falta el elemento {path}/{name}' when absent or empty.
 */
export function requireText(node: XmlNode, name: string, path: string): string {
  const text = childText(node, name);
  if (!text) throw new SiiXmlError(`Falta el elemento ${path}/${name}`);
  return text;
}

/** Text content of an element node ('' when it has none). */
export function textOf(node: XmlNode): string {
  const text = node['#text'];
  return typeof text === 'string' ? text : '';
}

function asNode(value: XmlValue): XmlNode {
  if (typeof value === 'string') return { '#text': value };
  if (Array.isArray(value)) return asNode(value[0] ?? '');
  return value;
}
