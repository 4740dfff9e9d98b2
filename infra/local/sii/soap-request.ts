/**
 * Reads a SOAP 1.1 request the way the SII's services take them (rpc style: Body holds one element named after the
 * operation, whose children are the parts), through the one safe XML reader (domain/xml/read-sii-xml.ts). Part texts
 * come back decoded, so getToken's pszXml is the signed XML itself.
 */
import { readSiiXml } from '@domain/xml/read-sii-xml';
import { childNode, textOf, type XmlNode } from '@domain/xml/xml-node';
import type { SiiRequest } from './http-exchange';

/** A SOAP call: the operation (namespace prefix removed) and its parts' texts by name. */
export interface SoapCall {
  operation: string;
  parts: ReadonlyMap<string, string>;
}

const calls = new WeakMap<SiiRequest, SoapCall | null>();

/**
 * The SOAP call in a request's body (read once per request), or null when the body is not a SOAP envelope with an
 * operation element (malformed XML, a DOCTYPE, no Body).
 */
export function readSoapCall(req: SiiRequest): SoapCall | null {
  if (!calls.has(req)) calls.set(req, parse(req.body));
  return calls.get(req) ?? null;
}

function parse(body: Buffer): SoapCall | null {
  let root: XmlNode;
  try {
    root = readSiiXml(body);
  } catch {
    return null;
  }
  const envelope = childNode(root, 'Envelope');
  const soapBody = envelope && childNode(envelope, 'Body');
  const operation = soapBody && elementNames(soapBody)[0];
  if (!soapBody || !operation) return null;
  const element = childNode(soapBody, operation) ?? {};
  const parts = new Map<string, string>();
  for (const name of elementNames(element)) parts.set(name, textOf(childNode(element, name) ?? {}));
  return { operation, parts };
}

/** Child element names of a node (attributes '@_…' and text '#text' left out). */
function elementNames(node: XmlNode): string[] {
  return Object.keys(node).filter((key) => !key.startsWith('@_') && key !== '#text');
}

/** A route's `operation`: the SOAP operation of the body, or `fallback` (the service's name) when there is none. */
export function soapOperation(fallback: string): (req: SiiRequest) => string {
  return (req) => readSoapCall(req)?.operation ?? fallback;
}
