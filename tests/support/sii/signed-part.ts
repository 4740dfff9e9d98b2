import { writeFileSync } from 'node:fs';
import { XMLSerializer } from '@xmldom/xmldom';
import { SII_NS } from '@domain/aec/build-xml';
import { parseXmlDocument } from '@domain/aec/signature-contexts';
import { decodeIso88591 } from '@domain/xml/decode-bytes';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Writes the part a signature covers as its own UTF-8 document (docs/sii-signatures.md): the parent of the
 * ds:Signature whose Reference is '#id', in the SII namespace ('own-sii', xmlns added when the file has none) or
 * in none ('own-no-ns', every SII default xmlns removed), for xmlsec1 to verify outside the file that holds it.
 * @throws Error when no signature references `id`.
 */
export function writeSignedPart(bytes: Uint8Array, id: string, context: 'own-sii' | 'own-no-ns', file: string): void {
  const signatures = parseXmlDocument(decodeIso88591(bytes)).getElementsByTagNameNS(DSIG, 'Signature');
  const signature = Array.from({ length: signatures.length }, (_, i) => signatures[i]!).find(
    (s) => s.getElementsByTagNameNS(DSIG, 'Reference')[0]?.getAttribute('URI') === `#${id}`,
  );
  if (!signature?.parentNode) throw new Error(`ninguna firma referencia #${id}`);
  let part = new XMLSerializer().serializeToString(signature.parentNode);
  if (context === 'own-no-ns') part = part.split(` xmlns="${SII_NS}"`).join('');
  else if (!/^<[\w.-]+[^>]*\sxmlns="/.test(part)) part = part.replace(/^<([\w.-]+)/, `<$1 xmlns="${SII_NS}"`);
  writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n${part}\n`, 'utf8');
}
