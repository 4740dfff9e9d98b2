import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCH_SETTINGS,
  isRelatedCesion,
  matchWindow,
  relatedCesiones,
  type MatchableCesion,
} from '@domain/payment-intent/related-cesion';

const reference: MatchableCesion = {
  tipoDTE: 33,
  folio: 100,
  rutEmisor: '76000001-1',
  montoCesion: 1_000_000,
  fechaHoraCesion: '2025-03-01 10:00:00',
};
const candidate = (fields: Partial<MatchableCesion>): MatchableCesion => ({ ...reference, folio: 200, ...fields });
const related = (fields: Partial<MatchableCesion>, settings = DEFAULT_MATCH_SETTINGS) =>
  isRelatedCesion(reference, candidate(fields), settings);

describe('related-cesion matcher (client-detail.md §5, §9; client-radar.md §5)', () => {
  it('defaults to 1% and 14 days ahead', () => {
    expect(DEFAULT_MATCH_SETTINGS).toEqual({ toleranciaPct: 1, diasAdelante: 14 });
  });

  it('keeps amounts within ±tolerance of the reference, both bounds included', () => {
    const later = { fechaHoraCesion: '2025-03-02 10:00:00' };
    expect(related({ ...later, montoCesion: 1_010_000 })).toBe(true);
    expect(related({ ...later, montoCesion: 990_000 })).toBe(true);
    expect(related({ ...later, montoCesion: 1_010_001 })).toBe(false);
    expect(related({ ...later, montoCesion: 989_999 })).toBe(false);
    expect(related({ ...later, montoCesion: 1_025_000 }, { toleranciaPct: 2.5, diasAdelante: 14 })).toBe(true);
    expect(related({ ...later, montoCesion: 1_025_001 }, { toleranciaPct: 2.5, diasAdelante: 14 })).toBe(false);
  });

  it('needs a cession time strictly after the reference and at most the days ahead later', () => {
    expect(related({ fechaHoraCesion: '2025-03-01 10:00:00' })).toBe(false);
    expect(related({ fechaHoraCesion: '2025-03-01 10:00:01' })).toBe(true);
    expect(related({ fechaHoraCesion: '2025-02-28 10:00:00' })).toBe(false);
    expect(related({ fechaHoraCesion: '2025-03-15 10:00:00' })).toBe(true);
    expect(related({ fechaHoraCesion: '2025-03-15 10:00:01' })).toBe(false);
    expect(related({ fechaHoraCesion: '2025-03-02 10:00:00' }, { toleranciaPct: 1, diasAdelante: 1 })).toBe(true);
    expect(related({ fechaHoraCesion: '2025-03-02 10:00:01' }, { toleranciaPct: 1, diasAdelante: 1 })).toBe(false);
    // Half a day is twelve hours on the wall clock.
    expect(related({ fechaHoraCesion: '2025-03-01 22:00:00' }, { toleranciaPct: 1, diasAdelante: 0.5 })).toBe(true);
    expect(related({ fechaHoraCesion: '2025-03-01 22:00:01' }, { toleranciaPct: 1, diasAdelante: 0.5 })).toBe(false);
  });

  it('counts days on the wall clock across month, year and daylight-saving changes', () => {
    expect(matchWindow({ fechaHoraCesion: '2024-12-25 23:30:00' }, DEFAULT_MATCH_SETTINGS)).toEqual({
      desde: '2024-12-25 23:30:00',
      hasta: '2025-01-08 23:30:00',
    });
    // Chile leaves summer time on the first Sunday of April 2025.
    expect(matchWindow({ fechaHoraCesion: '2025-03-30 08:00:00' }, DEFAULT_MATCH_SETTINGS).hasta).toBe(
      '2025-04-13 08:00:00',
    );
    expect(matchWindow({ fechaHoraCesion: '2024-02-20 00:00:00' }, { toleranciaPct: 1, diasAdelante: 10 }).hasta).toBe(
      '2024-03-01 00:00:00',
    );
  });

  it('never matches the reference document itself, but does match another issuer or type with the same folio', () => {
    const later = { fechaHoraCesion: '2025-03-05 10:00:00' };
    expect(related({ ...later, folio: 100 })).toBe(false);
    expect(related({ ...later, folio: 100, tipoDTE: 34 })).toBe(true);
    expect(related({ ...later, folio: 100, rutEmisor: '76000002-2' })).toBe(true);
  });

  it('lists the matches oldest first and drops the rest', () => {
    const candidates = [
      candidate({ folio: 3, fechaHoraCesion: '2025-03-09 10:00:00' }),
      candidate({ folio: 2, fechaHoraCesion: '2025-03-03 10:00:00' }),
      candidate({ folio: 4, fechaHoraCesion: '2025-03-03 10:00:00', montoCesion: 2_000_000 }),
      candidate({ folio: 1, fechaHoraCesion: '2025-03-03 10:00:00' }),
      candidate({ folio: 100, fechaHoraCesion: '2025-03-04 10:00:00' }),
    ];
    expect(relatedCesiones(reference, candidates, DEFAULT_MATCH_SETTINGS).map((c) => c.folio)).toEqual([1, 2, 3]);
  });

  it('rejects settings not above 0 and an unreadable reference time', () => {
    expect(() => matchWindow(reference, { toleranciaPct: 0, diasAdelante: 14 })).toThrow(
      'Tolerancia debe ser mayor a 0',
    );
    expect(() => matchWindow(reference, { toleranciaPct: 1, diasAdelante: -1 })).toThrow('Días debe ser mayor a 0');
    expect(() => matchWindow(reference, { toleranciaPct: Number.NaN, diasAdelante: 1 })).toThrow(RangeError);
    expect(() => matchWindow({ fechaHoraCesion: '2025-03-01' }, DEFAULT_MATCH_SETTINGS)).toThrow(RangeError);
  });
});
