/**
 * The one safe XML reader behind every SII XML parser (AEC, period answers, SOAP answers).
 * Defences: any DOCTYPE or ENTITY declaration (anywhere in the text, even in a comment) is rejected before parsing (no
 * DTD, no entity expansion, nothing external is ever read); only the 5 predefined XML entities and numeric character
 * references are decoded, any other entity reference is an error; the text is parsed once, strictly, by saxes
 * (./build-xml-tree.ts). Source: attack samples in cordada/lib-cl-sii-python tests/test_data/xml/attacks (billion
 * laughs, quadratic blow-up, XXE).
 */
import { buildXmlTree } from './build-xml-tree';
import { decodeXmlBytes } from './decode-bytes';
import { SiiXmlError } from './sii-xml-error';
import type { XmlNode } from './xml-node';

export { SiiXmlError } from './sii-xml-error';

/**
 * Default byte cap of an SII XML: 8 MiB. An AEC holds the signed DTE and one short part per cession (the real ones of
 * shared/fixtures are 20-25 KB) and SOAP answers are a few KB, so only a broken or hostile file comes near it; period
 * answers, which list a whole window of cessions, pass their own larger cap (domain/period-file.ts).
 */
export const MAX_SII_XML_BYTES = 8 * 1024 * 1024;

/** Message of the error raised for any DOCTYPE / ENTITY declaration. */
export const DOCTYPE_FORBIDDEN_MESSAGE = 'XML con DOCTYPE o entidades no permitido';

const BYTES = new Intl.NumberFormat('es-CL', { useGrouping: 'always' });
const FORBIDDEN_DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;

/**
 * Reads SII XML bytes into an object tree: encoding from the XML declaration (UTF-8 or ISO-8859-1),
 * namespace prefixes removed ('SII:RESPUESTA' -> 'RESPUESTA'), every value a trimmed string, attributes kept
 * as '@_name', the XML declaration dropped, ds:Signature contents left as unparsed text. The root element is the single
 * key of the returned node. Bytes over `maxBytes` are refused before any decoding or parsing.
 * @throws SiiXmlError 'XML con DOCTYPE o entidades no permitido' for any DOCTYPE/ENTITY declaration;
 *   SiiXmlError for a file over `maxBytes`, an unsupported encoding, malformed XML, an unknown entity or an invalid
 *   character reference.
 */
export function readSiiXml(bytes: Uint8Array, maxBytes = MAX_SII_XML_BYTES): XmlNode {
  if (bytes.byteLength > maxBytes) {
    throw new SiiXmlError(
      `XML demasiado grande: ${BYTES.format(bytes.byteLength)} bytes (máximo ${BYTES.format(maxBytes)})`,
    );
  }
  const text = decodeXmlBytes(bytes);
  if (FORBIDDEN_DECLARATION.test(text)) throw new SiiXmlError(DOCTYPE_FORBIDDEN_MESSAGE);
  return buildXmlTree(text);
}
