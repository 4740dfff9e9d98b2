import { describe, expect, it } from 'vitest';
import { isHeldFromWatch, judicialErasure } from '@domain/judicial/erasure';

const RUT = '76354771-K';
const ERASED = judicialErasure(RUT, 'admin@plataforma.cl', new Date('2026-12-02T10:00:00Z'), 30);

describe('isHeldFromWatch', () => {
  it('holds a RUT whose records were deleted until the hold ends', () => {
    expect(ERASED.sinVigilanciaHasta).toBe('2027-01-01T10:00:00.000Z');
    expect(isHeldFromWatch(ERASED, null, new Date('2026-12-31T23:59:59Z'))).toBe(true);
    expect(isHeldFromWatch(ERASED, null, new Date('2027-01-01T10:00:00Z'))).toBe(false);
  });

  it('no longer holds it once a factoring asks for it after the deletion', () => {
    const during = new Date('2026-12-10T00:00:00Z');
    expect(isHeldFromWatch(ERASED, '2026-12-01T09:00:00.000Z', during)).toBe(true);
    expect(isHeldFromWatch(ERASED, '2026-12-03T09:00:00.000Z', during)).toBe(false);
  });

  it('never holds a RUT whose records were never deleted', () => {
    expect(isHeldFromWatch(null, null, new Date('2026-12-10T00:00:00Z'))).toBe(false);
  });
});
