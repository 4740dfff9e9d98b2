import { beforeAll, describe, expect, it } from 'vitest';
import { buildAec, type AecSigningKeys } from '@domain/aec/build';
import { buildNextCesion } from '@domain/aec/build-next-cesion';
import { AecSelfCheckError, buildCheckedNextCesion } from '@lambdas/sii/aec/checked-next-cesion';
import { verifyAec } from '@lambdas/sii/aec/verify-aec';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import { latin1, REAL_SEQ2, recesion, testSigner } from '@tests/support/sii/aec-next-support';
import { sampleAecInput } from '@tests/support/sii/aec-sample-input';
import { checkXmlSignatures } from '@tests/support/sii/xml-signatures';

/** A copy of the AEC with the first `search` after `marker` replaced, re-encoded as ISO-8859-1. */
function tamper(bytes: Uint8Array, marker: string, search: string, replacement: string): Uint8Array {
  const text = latin1(bytes);
  const at = text.indexOf(search, text.indexOf(marker));
  if (text.indexOf(marker) < 0 || at < 0) throw new Error(`no ${search} after ${marker}`);
  return Buffer.from(text.slice(0, at) + replacement + text.slice(at + search.length), 'latin1');
}

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

  it("gives xml-crypto's verdict on every signature of the SII's real AEC and of its next cesión", () => {
    const invalid = (bytes: Uint8Array) =>
      checkXmlSignatures(bytes)
        .filter((s) => !s.valid)
        .map((s) => s.uri);
    const reported = (bytes: Uint8Array) => verifyAec(bytes).filter((p) => p.estado === 'RFS').length;
    const realNext = buildNextCesion(REAL_SEQ2, recesion(), testSigner()).bytes;
    expect(invalid(REAL_SEQ2)).toHaveLength(4);
    expect(reported(REAL_SEQ2)).toBe(4);
    expect(invalid(realNext)).toEqual(['#DTE5716484782d745b6822257822a3536d1', '#CES7393a78afa6c4f709ee9e9e943cb50a3']);
    expect(states(realNext)).toEqual(['RFS DTECedido', 'RFS Cesion 1']);
  });

  it('reports RFS when one byte of the new cesión changes: its signature and the AEC signature break', () => {
    const tampered = tamper(next, 'ID="CES-F170T33-SEQ3"', '<MontoCesion>3412801<', '<MontoCesion>3412800<');
    expect(verifyAec(tampered).map((p) => [p.estado, p.parte, p.firmadoPor])).toEqual([
      ['RFS', 'AEC', 'envio'],
      ['RFS', 'Cesion 3', 'envio'],
    ]);
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
        firmadoPor: 'envio',
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

  it('lets the platform send its own AEC of the real SEQ-2 (earlier signatures are not its to vouch for) and stops a broken one', () => {
    expect(buildCheckedNextCesion(REAL_SEQ2, recesion(), testSigner()).seq).toBe(3);
    const broken = { ...testSigner() };
    broken.keys = { ...broken.keys, sha1: () => 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' };
    expect(() => buildCheckedNextCesion(REAL_SEQ2, recesion(), broken)).toThrow(AecSelfCheckError);
  });
});
