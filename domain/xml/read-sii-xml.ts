/**
 * The one safe XML reader behind every SII XML parser (AEC, period answers, SOAP answers).
 * Defences: any DOCTYPE or ENTITY declaration (anywhere in the text, even in a comment) is rejected before parsing (no DTD, no entity expansion,
 * nothing external is ever read); only the 5 predefined XML entities and numeric character references
 * are decoded, any other entity reference is an error. Source: team brief (domain task 2); attack samples
 * in cordada/lib-cl-sii-python tests/test_data/xml/attacks (billion laughs, quadratic blow-up, XXE).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
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
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:#(\d+)|#x([0-9a-fA-F]+)|([A-Za-z_][\w.-]*));/g;

/**
 * Reads SII XML bytes into an object tree: encoding from the XML declaration (UTF-8 or ISO-8859-1),
 * namespace prefixes removed ('SII:RESPUESTA' -> 'RESPUESTA'), every value a trimmed string, attributes kept
 * as '@_name', the XML declaration dropped, ds:Signature contents left as unparsed text. The root element is the single key of the returned node.
 * Bytes over `maxBytes` are refused before any decoding or parsing.
 * @throws SiiXmlError 'XML con DOCTYPE o entidades no permitido' for any DOCTYPE/ENTITY declaration;
 *   SiiXmlError for a file over `maxBytes`, an unsupported encoding, malformed XML, an unknown entity or an invalid
 *   character reference.
 */
export function readSiiXml(bytes: Uint8Array, maxBytes = MAX_SII_XML_BYTES): XmlNode {
  if (bytes.byteLength > maxBytes) {
    throw new SiiXmlError(`XML demasiado grande: ${BYTES.format(bytes.byteLength)} bytes (máximo ${BYTES.format(maxBytes)})`);
  }
  const text = decodeXmlBytes(bytes);
  if (FORBIDDEN_DECLARATION.test(text)) throw new SiiXmlError(DOCTYPE_FORBIDDEN_MESSAGE);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new SiiXmlError(`XML mal formado: ${validation.err.msg} (línea ${validation.err.line})`);
  }
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // XML-DSig blocks (certificates, digests) are kept as raw text: no SII reader looks inside them,
    // and not building their trees saves about a third of the parse of an AEC.
    stopNodes: ['*.Signature'],
    processEntities: true,
    entityDecoder: {
      decode: decodeReferences,
      setExternalEntities: refuseEntities,
      addInputEntities: refuseEntities,
      reset: () => undefined,
      setXmlVersion: () => undefined,
    },
  });
  return parser.parse(text) as XmlNode;
}

function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      const predefined = PREDEFINED[name];
      if (predefined === undefined) throw new SiiXmlError(`Entidad XML no permitida: '${whole}'`);
      return predefined;
    }
    const codePoint = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    if (!isXmlChar(codePoint)) throw new SiiXmlError(`Referencia de carácter inválida: '${whole}'`);
    return String.fromCodePoint(codePoint);
  });
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 || cp === 0xa || cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function refuseEntities(): void {
  throw new SiiXmlError(DOCTYPE_FORBIDDEN_MESSAGE);
}
