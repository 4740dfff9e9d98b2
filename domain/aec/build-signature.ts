/**
 * The enveloping-style ds:Signature the SII puts beside each signed part of a DTE and an AEC: one Reference
 * to the sibling element's ID, inclusive C14N 1.0, RSA-SHA1 and a KeyInfo with RSAKeyValue and X509Data.
 * Source: xmldsignature_v10.xsd (the only algorithms it allows) and the SII's own AEC samples.
 */
import type { AecSigningKeys } from './build-input';
import { canonicalBytes, dsigElement, type XmlElement } from './build-xml';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';

/**
 * Signs an element that carries an ID attribute: digest of its canonical form, then RSA-SHA1 over the
 * canonical SignedInfo. The target's canonical form is taken with only its own namespace in scope, so the
 * document that holds it must declare no other namespace on its ancestors (the AEC writer declares none): the part
 * then verifies both in place and as its own SII document (docs/sii-signatures.md).
 * @returns the ds:Signature element to place right after the target.
 * @throws Error when the target has no ID attribute.
 */
export function signatureFor(target: XmlElement, keys: Pick<AecSigningKeys, 'sha1' | 'firma'>): XmlElement {
  const id = target.attrs.find(([name]) => name === 'ID')?.[1];
  if (!id) throw new Error(`El elemento ${target.name} no tiene ID para firmar`);
  const signedInfo = dsigElement('SignedInfo', [
    dsigElement('CanonicalizationMethod', [], { Algorithm: C14N }),
    dsigElement('SignatureMethod', [], { Algorithm: RSA_SHA1 }),
    dsigElement(
      'Reference',
      [
        dsigElement('Transforms', dsigElement('Transform', [], { Algorithm: C14N })),
        dsigElement('DigestMethod', [], { Algorithm: SHA1 }),
        dsigElement('DigestValue', keys.sha1(canonicalBytes(target))),
      ],
      { URI: `#${id}` },
    ),
  ]);
  return dsigElement('Signature', [
    signedInfo,
    dsigElement('SignatureValue', keys.firma.sign(canonicalBytes(signedInfo))),
    dsigElement('KeyInfo', [
      dsigElement(
        'KeyValue',
        dsigElement('RSAKeyValue', [
          dsigElement('Modulus', keys.firma.modulus),
          dsigElement('Exponent', keys.firma.exponent),
        ]),
      ),
      dsigElement('X509Data', dsigElement('X509Certificate', keys.firma.certificate)),
    ]),
  ]);
}
