import { beforeAll, describe, expect, it } from 'vitest';
import { buildAec, AecBuildError, type AecSigningKeys } from '@domain/aec/build';
import type { AecCesionInput } from '@domain/aec/build-input';
import {
  buildNextCesion,
  NextCesionError,
  type AecSigner,
  type NextCesionFacts,
  type NextCesionRefusal,
} from '@domain/aec/build-next-cesion';
import { parseAec } from '@domain/aec/parse';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import {
  EMISOR,
  FUND,
  NOW,
  REAL_DTE,
  REAL_DTE_61,
  REAL_SEQ2,
  RECESIONARIO,
  recesion,
  testSigner,
} from '@tests/support/sii/aec-next-support';
import { SAMPLE_CESION_1, SAMPLE_CESION_2, sampleAecInput } from '@tests/support/sii/aec-sample-input';

let signer: AecSigner;

beforeAll(() => {
  signer = testSigner();
});

function refusal(stored: Uint8Array, facts: NextCesionFacts, by: AecSigner = signer): NextCesionRefusal {
  try {
    buildNextCesion(stored, facts, by);
  } catch (error) {
    expect(error).toBeInstanceOf(NextCesionError);
    return (error as NextCesionError).reason;
  }
  throw new Error('buildNextCesion built a refused cesión');
}

describe('buildNextCesion refusals, each at its boundary', () => {
  it('refuses a document type that is not cedible (a real nota de crédito 61), even from its emisor', () => {
    expect(refusal(REAL_DTE_61, recesion({ cedente: { ...EMISOR, rut: '96670340-7' } }))).toBe('not-cedible');
  });

  describe('SeqCesion at most 40', () => {
    let keys: AecSigningKeys;
    /** An AEC of `n` cesiones: the emisor to ST CAPITAL, then ST CAPITAL and the fund passing it back and forth. */
    const chainOf = (n: number): Uint8Array => {
      const cesiones: AecCesionInput[] = [SAMPLE_CESION_1];
      for (let seq = 2; seq <= n; seq++) {
        const forth = seq % 2 === 0;
        cesiones.push({
          ...SAMPLE_CESION_2,
          cedente: forth ? SAMPLE_CESION_2.cedente : SAMPLE_CESION_2.cesionario,
          cesionario: forth ? SAMPLE_CESION_2.cesionario : SAMPLE_CESION_2.cedente,
        });
      }
      return buildAec(sampleAecInput(cesiones), keys);
    };

    beforeAll(() => {
      keys = createDemoKeys(createRng('aec-next-refusals'), '2019-01-01');
    });

    it('builds SEQ 40 from an AEC of 39 cesiones', () => {
      // Cesión 39 goes from the fund back to ST CAPITAL, which re-cedes to the fund.
      const holder = SAMPLE_CESION_2.cedente;
      const next = buildNextCesion(chainOf(39), recesion({ cedente: holder, cesionario: FUND }), signer);
      expect(next.seq).toBe(40);
      expect(parseAec(next.bytes).cesiones).toHaveLength(40);
    });

    it('refuses SEQ 41', () => {
      expect(refusal(chainOf(40), recesion())).toBe('seq-limit');
    });
  });

  it('accepts montoCesion equal to MntTotal and refuses one peso more', () => {
    const montoTotal = parseAec(REAL_SEQ2).dte.montoTotal;
    expect(
      parseAec(buildNextCesion(REAL_SEQ2, recesion({ montoCesion: montoTotal }), signer).bytes).current.montoCesion,
    ).toBe(montoTotal);
    expect(refusal(REAL_SEQ2, recesion({ montoCesion: montoTotal + 1 }))).toBe('monto');
  });

  it('refuses a cedente that is not the current cesionario: an earlier holder, or anyone but the emisor for a DTE', () => {
    expect(refusal(REAL_SEQ2, recesion({ cedente: RECESIONARIO, cesionario: FUND }))).toBe('not-holder');
    expect(refusal(REAL_DTE, recesion())).toBe('not-holder');
    expect(buildNextCesion(REAL_DTE, recesion({ cedente: EMISOR }), signer).seq).toBe(1);
  });

  it('refuses a certificate expired one second before signing, and signs with one expiring at that second', () => {
    expect(refusal(REAL_SEQ2, recesion(), testSigner({ notAfter: new Date(NOW.getTime() - 1000) }))).toBe(
      'certificate',
    );
    expect(buildNextCesion(REAL_SEQ2, recesion(), testSigner({ notAfter: NOW })).seq).toBe(3);
  });

  it('refuses a certificate not yet valid and one without its holder RUT, with the Spanish message', () => {
    const early = testSigner({ notBefore: new Date(NOW.getTime() + 1000) });
    expect(() => buildNextCesion(REAL_SEQ2, recesion(), early)).toThrow(/será válido recién desde el/);
    expect(refusal(REAL_SEQ2, recesion(), testSigner({ sanRut: null }))).toBe('certificate');
  });

  it('refuses bytes that are neither an AEC nor a DTE', () => {
    expect(refusal(new TextEncoder().encode('<RECEPCIONAEC><STATUS>0</STATUS></RECEPCIONAEC>'), recesion())).toBe(
      'source',
    );
    expect(refusal(new TextEncoder().encode('<AEC><DocumentoAEC>'), recesion())).toBe('source');
  });

  it('lists schema problems of the facts (AecBuildError), such as a short dirección or a bad date', () => {
    expect(() =>
      buildNextCesion(
        REAL_SEQ2,
        recesion({ cesionario: { ...RECESIONARIO, direccion: 'S/N' }, ultimoVencimiento: '2019-02-30' }),
        signer,
      ),
    ).toThrow(AecBuildError);
    expect(() => buildNextCesion(REAL_SEQ2, recesion({ now: new Date('2019-04-05T10:00:00Z') }), signer)).toThrow(
      /anterior a la cesión previa/,
    );
  });
});
