import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aecUpToLink } from '@domain/aec/link-extract';
import { parseAec } from '@domain/aec/parse';
import type { CessionRecord } from '@domain/cession';
import { AEC_NOT_AVAILABLE, readLinkAec } from '@lambdas/services/documents/stored-aec';
import { NotFoundError } from '@lambdas/platform/errors';
import { cessionRecord } from '@tests/support/cession-factory';
import { siiFixture } from '@tests/support/fixtures';

/** The real AEC of factura 170: ENACON -> ST CAPITAL (cesión 1) -> 76598556-0 (cesión 2). */
const AEC_170 = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
);
const ENACON = { rut: '76354771-K', razonSocial: 'INGENIERIA ENACON SPA' };
const SEQ_1 = 'aec/76354771-K/33/170/SEQ-1.xml';
const SEQ_2 = 'aec/76354771-K/33/170/SEQ-2.xml';

/** A bucket over `objects` that records the keys read. */
function bucket(objects: Record<string, Uint8Array>) {
  const reads: string[] = [];
  return {
    reads,
    documents: {
      getAec: async (key: string) => {
        reads.push(key);
        return objects[key] ?? null;
      },
    },
  };
}

const record = (idSecuencia: number, aecKey: string | null = SEQ_2): CessionRecord =>
  cessionRecord({ folio: 170, emisor: ENACON, cedente: ENACON, idSecuencia, aecKey });

describe('readLinkAec: which AEC a stored cession serves', () => {
  it("serves the stored object itself, read once, when it ends at the record's cesión", async () => {
    const { documents, reads } = bucket({ [SEQ_2]: AEC_170 });
    expect(await readLinkAec(documents, record(2))).toEqual({ bytes: AEC_170, key: SEQ_2, extract: false });
    expect(reads).toEqual([SEQ_2]);
  });

  it("prefers the SII's own file of the record's cesión when the bucket holds it", async () => {
    const own = new TextEncoder().encode('<AEC>SEQ-1 del SII</AEC>');
    const { documents, reads } = bucket({ [SEQ_1]: own, [SEQ_2]: AEC_170 });
    expect(await readLinkAec(documents, record(1))).toEqual({ bytes: own, key: SEQ_1, extract: false });
    expect(reads).toEqual([SEQ_1]);
  });

  it('otherwise cuts the newer AEC at the cesión, to be written under aec-link/', async () => {
    const { documents, reads } = bucket({ [SEQ_2]: AEC_170 });
    const served = await readLinkAec(documents, record(1));
    expect(served).toEqual({
      bytes: aecUpToLink(AEC_170, 1),
      key: 'aec-link/76354771-K/33/170/SEQ-1.xml',
      extract: true,
    });
    expect(parseAec(served.bytes).current.seq).toBe(1);
    expect(reads).toEqual([SEQ_1, SEQ_2]);
  });

  it('checks the cesiones of a key of another shape instead of trusting its name', async () => {
    const { documents } = bucket({ 'otra/clave.xml': AEC_170 });
    expect((await readLinkAec(documents, record(1, 'otra/clave.xml'))).bytes).toEqual(aecUpToLink(AEC_170, 1));
    expect(await readLinkAec(documents, record(2, 'otra/clave.xml'))).toEqual({
      bytes: AEC_170,
      key: 'otra/clave.xml',
      extract: false,
    });
  });

  it('says the AEC is not available, never serving the whole chain, when there is no key, no object or nothing to cut', async () => {
    const broken = new TextEncoder().encode('<AEC><DocumentoAEC/></AEC>');
    const cases: [CessionRecord, Record<string, Uint8Array>][] = [
      [record(1, null), { [SEQ_2]: AEC_170 }],
      [record(2), {}],
      [record(1), {}],
      [record(1), { [SEQ_2]: broken }],
    ];
    for (const [held, objects] of cases) {
      const failure = readLinkAec(bucket(objects).documents, held);
      await expect(failure).rejects.toThrow(NotFoundError);
      await expect(failure).rejects.toThrow(AEC_NOT_AVAILABLE);
    }
  });
});
