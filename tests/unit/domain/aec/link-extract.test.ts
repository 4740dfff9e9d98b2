import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { aecUpToLink } from '@domain/aec/link-extract';
import { parseAec } from '@domain/aec/parse';
import type { AecSigningKeys } from '@domain/aec/build';
import { aecFiles } from '@infra/local/demo-world/aec-files';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import type { WorldDocument } from '@infra/local/demo-world/world-model';
import { siiFixture } from '@tests/support/fixtures';
import { checkXmlSignatures } from '@tests/support/sii/xml-signatures';

/** The real AEC of factura 170: ENACON -> ST CAPITAL (76389992-6) -> 76598556-0. */
const AEC_170 = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
);
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('aecUpToLink on the real two-link AEC', () => {
  it('gives the very bytes when the AEC ends at or before the link asked', () => {
    expect(aecUpToLink(AEC_170, 2)).toBe(AEC_170);
    expect(aecUpToLink(AEC_170, 5)).toBe(AEC_170);
  });

  it('cuts link 1 out of it: one cesión, the Caratula of that cesión, nothing of the later cesionario or its contact', () => {
    const extract = aecUpToLink(AEC_170, 1);
    const aec = parseAec(extract);
    expect(aec.cesiones.map((cesion) => cesion.seq)).toEqual([1]);
    expect(aec.caratula).toMatchObject({
      rutCedente: '76354771-K',
      rutCesionario: '76389992-6',
      mailContacto: null,
      nmbContacto: null,
    });
    expect(aec.caratula.tmstFirmaEnvio).toBe(aec.cesiones[0]!.tmstCesion);
    const text = latin1(extract);
    expect(latin1(AEC_170)).toContain('76598556-0');
    expect(text).not.toContain('76598556-0');
    expect(text).not.toContain('APrat@Financiaenlinea.com');
    expect(text).toContain('<!-- Extracto del AEC: cesiones 1 a 1 del documento. -->');
  });

  it("keeps the DTE's and the kept cesión's signatures, and drops the later cesión's and the envelope's", () => {
    const original = checkXmlSignatures(AEC_170);
    const extract = checkXmlSignatures(aecUpToLink(AEC_170, 1));
    expect(original).toHaveLength(5);
    // The DTE's, the DTECedido's and cesión 1's remain as they were; cesión 2's and the envelope's (the later
    // cedente's) are gone.
    expect(extract).toEqual(original.slice(0, 3));
  });

  it('refuses a sequence that is not a positive integer and bytes that are not an AEC', () => {
    expect(() => aecUpToLink(AEC_170, 0)).toThrow(RangeError);
    expect(() => aecUpToLink(AEC_170, 1.5)).toThrow(RangeError);
    expect(() => aecUpToLink(new TextEncoder().encode('<AEC><DocumentoAEC/></AEC>'), 1)).toThrow(/AEC|Falta/);
  });
});

describe('aecUpToLink on a three-link chain of the demo world', () => {
  let doc: WorldDocument;
  let keys: AecSigningKeys;
  let files: Uint8Array[];

  beforeAll(() => {
    const world = buildWorld({ seed: 'link-extract', today: '2019-04-10', scale: 0.02 });
    doc = world.documents.find((d) => d.cesiones.length === 3 && d.aecAvailable)!;
    keys = createDemoKeys(createRng('link-extract'), '2019-01-01');
    files = aecFiles(doc, keys).map((file) => file.bytes);
  });

  it('gives each link the chain up to it, the same cesiones as the SII file of that SEQ', () => {
    expect(doc).toBeDefined();
    const latest = files[2]!;
    for (const seq of [1, 2]) {
      const extract = parseAec(aecUpToLink(latest, seq));
      const registered = parseAec(files[seq - 1]!);
      expect(extract.cesiones).toEqual(registered.cesiones);
      expect(extract.dte).toEqual(registered.dte);
      expect([extract.caratula.rutCedente, extract.caratula.rutCesionario]).toEqual([
        registered.caratula.rutCedente,
        registered.caratula.rutCesionario,
      ]);
    }
    expect(parseAec(aecUpToLink(latest, 3)).cesiones).toHaveLength(3);
  });

  it('keeps every signature of the kept part valid: the DTE, the DTECedido and each kept cesión', () => {
    const latest = files[2]!;
    expect(checkXmlSignatures(latest).every((signature) => signature.valid)).toBe(true);
    const extract = checkXmlSignatures(aecUpToLink(latest, 2));
    expect(extract).toHaveLength(4);
    expect(extract.every((signature) => signature.valid)).toBe(true);
  });

  it('leaves out the later cesiones: their SeqCesion and TmstCesion do not appear in an earlier link', () => {
    const latest = files[2]!;
    const chain = parseAec(latest).cesiones;
    const first = latin1(aecUpToLink(latest, 1));
    expect(first).not.toContain(`<SeqCesion>2</SeqCesion>`);
    expect(first).not.toContain(chain[1]!.tmstCesion);
    expect(first).not.toContain(chain[2]!.tmstCesion);
    // The middle link's second cesionario appears only from link 2 on.
    expect(first).not.toContain(chain[1]!.cesionario.rut);
    expect(latin1(aecUpToLink(latest, 2))).not.toContain(chain[2]!.tmstCesion);
  });
});
