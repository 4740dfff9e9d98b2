import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAec, type AecSigningKeys } from '@domain/aec/build';
import { buildNextCesion } from '@domain/aec/build-next-cesion';
import { AecSelfCheckError, buildCheckedNextCesion } from '@lambdas/sii/aec/checked-next-cesion';
import { describeProblem, verifyAec } from '@lambdas/sii/aec/verify-aec';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import { latin1, REAL_SEQ2, recesion, testSigner } from '@tests/support/sii/aec-next-support';
import { sampleAecInput } from '@tests/support/sii/aec-sample-input';
import { writeSignedPart } from '@tests/support/sii/signed-part';
import { xmlsecVerify } from '@tests/support/sii/xmlsec';

/** A copy of the AEC with the first `search` after `marker` replaced, re-encoded as ISO-8859-1. */
function tamper(bytes: Uint8Array, marker: string, search: string, replacement: string): Uint8Array {
  const text = latin1(bytes);
  const at = text.indexOf(search, text.indexOf(marker));
  if (text.indexOf(marker) < 0 || at < 0) throw new Error(`no ${search} after ${marker}`);
  return Buffer.from(text.slice(0, at) + replacement + text.slice(at + search.length), 'latin1');
}

/**
 * The real SEQ-2's inner parts by the ID they sign: the context in which their signer signed them and the other
 * own-document context, in which they fail (docs/sii-signatures.md). DocumentoAEC verifies in place.
 */
const REAL_PART_CONTEXTS: [string, 'own-sii' | 'own-no-ns', 'own-sii' | 'own-no-ns'][] = [
  ['MiPE76354771-13419', 'own-sii', 'own-no-ns'],
  ['DTE5716484782d745b6822257822a3536d1', 'own-no-ns', 'own-sii'],
  ['CES7393a78afa6c4f709ee9e9e943cb50a3', 'own-no-ns', 'own-sii'],
  ['HEF_CESION_T33F170_SEQ2', 'own-sii', 'own-no-ns'],
];

/** One character changed in each part of the real SEQ-2: [part, marker, search, replacement, parts in RFS]. */
const REAL_TAMPERING: [string, string, string, string, string[]][] = [
  ['the DTE', 'ID="MiPE76354771-13419"', '<MntNeto>2517900<', '<MntNeto>2517901<', ['AEC', 'DTECedido', 'DTE']],
  [
    'DocumentoDTECedido',
    'ID="DTE5716484782d745b6822257822a3536d1"',
    '<TmstFirma>2019-04-01T10:22:02<',
    '<TmstFirma>2019-04-01T10:22:03<',
    ['AEC', 'DTECedido'],
  ],
  [
    'cesión 1',
    'ID="CES7393a78afa6c4f709ee9e9e943cb50a3"',
    'LIMITADA</RazonSocial>',
    'LIMITADO</RazonSocial>',
    ['AEC', 'Cesion 1'],
  ],
  ['cesión 2', 'ID="HEF_CESION_T33F170_SEQ2"', 'Inversi\u00f3n Privado', 'Inversion Privado', ['AEC', 'Cesion 2']],
  ['the Caratula', '<Caratula', '<NmbContacto>ST Capital', '<NmbContacto>ST Kapital', ['AEC']],
  [
    'nothing but a redundant xmlns on cesión 2 (same canonical form)',
    'ID="CES7393a78afa6c4f709ee9e9e943cb50a3"',
    '<Cesion version="1.0" xmlns="http://www.sii.cl/SiiDte">',
    '<Cesion version="1.0">',
    [],
  ],
];

const states = (bytes: Uint8Array) => verifyAec(bytes).map((p) => `${p.estado} ${p.parte}`);

describe('verifyAec', () => {
  let keys: AecSigningKeys;
  let demo: Uint8Array;
  let next: Uint8Array;

  beforeAll(() => {
    keys = createDemoKeys(createRng('aec-verify-test'), '2019-01-01');
    demo = buildAec(sampleAecInput(), keys);
    next = buildNextCesion(demo, recesion(), testSigner()).bytes;
  });

  it('finds nothing wrong in an AEC whose every signature holds', () => {
    expect(verifyAec(demo)).toEqual([]);
    expect(verifyAec(next)).toEqual([]);
  });

  it("finds nothing wrong in the SII's real SEQ-2 AEC nor in the platform's next cesión of it", () => {
    expect(verifyAec(REAL_SEQ2)).toEqual([]);
    expect(verifyAec(buildNextCesion(REAL_SEQ2, recesion(), testSigner()).bytes)).toEqual([]);
  });

  it('verifies each part of the real SEQ-2 with xmlsec1 taken out in its context, and not in the wrong one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aec-verify-'));
    try {
      const file = path.join(dir, 'seq2.xml');
      writeFileSync(file, REAL_SEQ2);
      expect(xmlsecVerify(file, 'HEF_AEC_T33F170_SEQ2').ok).toBe(true);
      for (const [id, context, wrong] of REAL_PART_CONTEXTS) {
        const own = path.join(dir, `${id}-${context}.xml`);
        writeSignedPart(REAL_SEQ2, id, context, own);
        const { ok, report } = xmlsecVerify(own, id);
        expect(ok, `${id}: ${report}`).toBe(true);
        const other = path.join(dir, `${id}-${wrong}.xml`);
        writeSignedPart(REAL_SEQ2, id, wrong, other);
        expect(xmlsecVerify(other, id).ok).toBe(false);
        expect(xmlsecVerify(file, id).ok).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(REAL_TAMPERING)('reports RFS on the real SEQ-2 when %s changes', (_, marker, search, replacement, parts) => {
    expect(states(tamper(REAL_SEQ2, marker, search, replacement))).toEqual(parts.map((p) => `RFS ${p}`));
  });

  it('reports RFS on each part of the real SEQ-2 whose SignatureValue changes, and on the parts that hold it', () => {
    const text = latin1(REAL_SEQ2);
    const flipped = [...text.matchAll(/<SignatureValue>\s*(\S)/g)].map((match) => {
      const at = match.index + match[0].length - 1;
      const broken = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      return states(Buffer.from(broken, 'latin1'));
    });
    expect(flipped).toEqual([
      ['RFS AEC', 'RFS DTECedido', 'RFS DTE'],
      ['RFS AEC', 'RFS DTECedido'],
      ['RFS AEC', 'RFS Cesion 1'],
      ['RFS AEC', 'RFS Cesion 2'],
      ['RFS AEC'],
    ]);
  });

  it('names the part and its signer, from its role and its certificate', () => {
    const broken = tamper(
      REAL_SEQ2,
      'ID="CES7393a78afa6c4f709ee9e9e943cb50a3"',
      'LIMITADA</RazonSocial>',
      'LIMITADO</RazonSocial>',
    );
    expect(verifyAec(broken).map(describeProblem)).toEqual([
      'AEC (firmado por el cedente que envía el AEC, ANDRES PRATS VIAL): el digest de DocumentoAEC ID=HEF_AEC_T33F170_SEQ2 no coincide (contenido alterado)',
      'Cesion 1 (firmado por el cedente de la cesión 1, Ramon humberto Lopez Jara): el digest de DocumentoCesion ID=CES7393a78afa6c4f709ee9e9e943cb50a3 no coincide (contenido alterado)',
    ]);
  });

  it('reports RFS when one byte of the new cesión changes: its signature and the AEC signature break', () => {
    const tampered = tamper(next, 'ID="CES-F170T33-SEQ3"', '<MontoCesion>3412801<', '<MontoCesion>3412800<');
    expect(states(tampered)).toEqual(['RFS AEC', 'RFS Cesion 3']);
  });

  it('reports RFS on the AEC alone when a Caratula byte or its SignatureValue changes', () => {
    expect(states(tamper(next, '<Caratula', '<MailContacto>s', '<MailContacto>S'))).toEqual(['RFS AEC']);
    const signatureValue = tamper(
      next,
      '<Reference URI="#AEC-F170T33-SEQ3">',
      '<SignatureValue>',
      '<SignatureValue>AAAA',
    );
    expect(verifyAec(signatureValue)).toEqual([
      {
        estado: 'RFS',
        parte: 'AEC',
        firmante: expect.stringMatching(/^el cedente que envía el AEC, /),
        detalle: expect.stringMatching(/no corresponde a su certificado/),
      },
    ]);
  });

  it('reports a changed DTE signature on the DTE and on every signed part that holds it', () => {
    const signatureValue = tamper(next, '<Reference URI="#F170T33">', '<SignatureValue>', '<SignatureValue>AAAA');
    expect(
      verifyAec(signatureValue).map((p) => [p.estado, p.parte, p.detalle.split(' ').slice(0, 3).join(' ')]),
    ).toEqual([
      ['RFS', 'AEC', 'el digest de'],
      ['RFS', 'DTECedido', 'el digest de'],
      ['RFS', 'DTE', 'la firma de'],
    ]);
  });

  it('reports RFS for a signed part without its signature', () => {
    const text = latin1(next);
    const start = text.indexOf('<Signature', text.indexOf('ID="CES-F170T33-SEQ3"'));
    const end = text.indexOf('</Signature>', start) + '</Signature>'.length;
    const unsigned = Buffer.from(text.slice(0, start) + text.slice(end), 'latin1');
    expect(verifyAec(unsigned).map((p) => `${p.estado} ${p.parte}: ${p.detalle}`)).toEqual([
      'RFS AEC: el digest de DocumentoAEC ID=AEC-F170T33-SEQ3 no coincide (contenido alterado)',
      'RFS Cesion 3: DocumentoCesion no está firmado',
    ]);
  });

  it('maps rule problems to RCR (Caratula), RCS (cesión chain), RDC (document) and RSC (not well-formed XML)', () => {
    expect(states(tamper(next, '<Caratula', '<RutCesionario>76389992-6<', '<RutCesionario>76598556-0<'))).toEqual([
      'RCR XML',
      'RFS AEC',
    ]);
    expect(states(tamper(next, 'ID="CES-F170T33-SEQ3"', '<SeqCesion>3<', '<SeqCesion>4<'))[0]).toBe('RCS XML');
    expect(states(tamper(next, 'ID="CES-F170T33-SEQ3"', '<RUT>76598556-0<', '<RUT>96790240-3<'))[0]).toBe('RCS XML');
    expect(states(tamper(next, '<IdDoc>', '<TipoDTE>33<', '<TipoDTE>61<'))[0]).toBe('RDC XML');
    expect(states(tamper(next, '<Caratula', '</RutCedente>', '</RutCedent>'))).toEqual(['RSC XML']);
  });

  it('lets the platform send its next cesión of the real SEQ-2 and stops one with any broken signature', () => {
    expect(buildCheckedNextCesion(REAL_SEQ2, recesion(), testSigner()).seq).toBe(3);
    const broken = { ...testSigner() };
    broken.keys = { ...broken.keys, sha1: () => 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' };
    expect(() => buildCheckedNextCesion(REAL_SEQ2, recesion(), broken)).toThrow(AecSelfCheckError);
    // An earlier party's broken signature is the SII's RFS too: the platform does not send it.
    const earlier = tamper(REAL_SEQ2, 'ID="HEF_CESION_T33F170_SEQ2"', 'Inversi\u00f3n Privado', 'Inversion Privado');
    expect(() => buildCheckedNextCesion(earlier, recesion(), testSigner())).toThrow(
      /RFS Cesion 2 \(firmado por el cedente de la cesión 2, .+\): el digest de DocumentoCesion/,
    );
  });
});
