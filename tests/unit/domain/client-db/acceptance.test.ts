import { describe, expect, it } from 'vitest';
import { acceptanceCutoff, acceptanceFlags } from '@domain/client-db/acceptance';

/** 2026-11-21 12:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-21T15:00:00Z');
const CUTOFF = acceptanceCutoff(NOW);
const row = (fechaHoraEnSII: string, fechaAcuse: string | null = null, fechaReclamo: string | null = null) => ({
  fechaHoraEnSII,
  fechaAcuse,
  fechaReclamo,
});

describe('acceptanceFlags (client-radar.md §4, 8-day window)', () => {
  it('cuts at today in Santiago minus 8 days, also late in the evening when UTC is already tomorrow', () => {
    expect(CUTOFF).toBe('2026-11-13');
    expect(acceptanceCutoff(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-13');
  });

  it('accepts an unclaimed document only after more than 8 days in the SII', () => {
    expect(acceptanceFlags(row('2026-11-13 23:59:59'), 'venta', CUTOFF)).toEqual({ aceptado: 0, reclamado: 0 });
    expect(acceptanceFlags(row('2026-11-12 00:00:01'), 'venta', CUTOFF)).toEqual({ aceptado: 1, reclamado: 0 });
  });

  it('accepts an acknowledged document at once', () => {
    expect(acceptanceFlags(row('2026-11-20 10:00:00', '2026-11-20 11:00:00'), 'venta', CUTOFF)).toEqual({
      aceptado: 1,
      reclamado: 0,
    });
  });

  it('marks a claim, even an old or acknowledged document, and every row of the purchases reclamado export', () => {
    expect(
      acceptanceFlags(row('2025-01-01 10:00:00', '2025-01-02 10:00:00', '2025-01-03 10:00:00'), 'venta', CUTOFF),
    ).toEqual({
      aceptado: 0,
      reclamado: 1,
    });
    expect(acceptanceFlags(row('2025-01-01 10:00:00'), 'reclamado', CUTOFF)).toEqual({ aceptado: 0, reclamado: 1 });
  });
});
