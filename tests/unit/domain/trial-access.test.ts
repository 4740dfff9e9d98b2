import { describe, expect, it } from 'vitest';
import { availability, TRIAL_DAYS } from '@domain/trial-access';

describe('availability of the judicial radar (client-radar §6)', () => {
  it('is not started without a trial or before its first day', () => {
    expect(availability(null, '2026-11-29')).toBe('not-started');
    expect(availability({}, '2026-11-29')).toBe('not-started');
    expect(availability({ pruebaDesde: '2026-11-30' }, '2026-11-29')).toBe('not-started');
  });

  it('is available for the trial month from its first day, then ended', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(availability({ pruebaDesde: '2026-11-01' }, '2026-11-01')).toBe('available');
    expect(availability({ pruebaDesde: '2026-11-01' }, '2026-11-30')).toBe('available');
    expect(availability({ pruebaDesde: '2026-11-01' }, '2026-12-01')).toBe('ended');
  });

  it('is available through the last day of a subscription, trial or not', () => {
    expect(availability({ suscripcionHasta: '2026-12-31' }, '2026-12-31')).toBe('available');
    expect(availability({ pruebaDesde: '2025-01-01', suscripcionHasta: '2026-12-31' }, '2027-01-01')).toBe('ended');
  });
});
