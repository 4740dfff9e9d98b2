import { describe, expect, it } from 'vitest';
import { endTrial, featureAvailability, startTrial, TRIAL_DAYS, type FeatureAccess } from '@domain/trial-access';

const judicialTrial = (desde: string, hasta: string): FeatureAccess => ({
  pruebas: [{ feature: 'radarJudicial', desde, hasta }],
});

describe('featureAvailability (client-radar §6)', () => {
  it('is not started without a record, without a trial of the feature or before its first day', () => {
    expect(featureAvailability(null, 'radarJudicial', '2026-11-29')).toBe('not-started');
    expect(featureAvailability({}, 'radarJudicial', '2026-11-29')).toBe('not-started');
    expect(featureAvailability(judicialTrial('2026-11-30', '2026-12-29'), 'radarJudicial', '2026-11-29')).toBe(
      'not-started',
    );
    expect(featureAvailability(judicialTrial('2026-11-01', '2026-11-30'), 'enrolador', '2026-11-15')).toBe(
      'not-started',
    );
  });

  it('is available from the first to the last day of a trial, then ended', () => {
    const record = judicialTrial('2026-11-01', '2026-11-30');
    expect(featureAvailability(record, 'radarJudicial', '2026-11-01')).toBe('available');
    expect(featureAvailability(record, 'radarJudicial', '2026-11-30')).toBe('available');
    expect(featureAvailability(record, 'radarJudicial', '2026-12-01')).toBe('ended');
  });

  it('is available through the last paid day of the feature, trial or not, and only for that feature', () => {
    const paid: FeatureAccess = { contratadas: { radarJudicial: '2026-12-31' } };
    expect(featureAvailability(paid, 'radarJudicial', '2026-12-31')).toBe('available');
    expect(featureAvailability(paid, 'asistente', '2026-12-31')).toBe('not-started');
    const lapsed: FeatureAccess = { ...judicialTrial('2025-01-01', '2025-01-30'), ...paid };
    expect(featureAvailability(lapsed, 'radarJudicial', '2027-01-01')).toBe('ended');
  });
});

describe('startTrial and endTrial', () => {
  it(`starts a ${TRIAL_DAYS}-day trial of one feature today, leaving the others blocked`, () => {
    expect(TRIAL_DAYS).toBe(30);
    const started = startTrial(null, 'enrolador', '2026-11-29');
    expect(started).toEqual({
      ok: true,
      record: { pruebas: [{ feature: 'enrolador', desde: '2026-11-29', hasta: '2026-12-28' }] },
    });
    if (!started.ok) return;
    expect(featureAvailability(started.record, 'enrolador', '2026-12-28')).toBe('available');
    expect(featureAvailability(started.record, 'enrolador', '2026-12-29')).toBe('ended');
    expect(featureAvailability(started.record, 'asistente', '2026-12-01')).toBe('not-started');
  });

  it('refuses a trial of a feature already available, and starts a new one once the last ended', () => {
    const record = judicialTrial('2026-11-01', '2026-11-30');
    expect(startTrial(record, 'radarJudicial', '2026-11-15')).toEqual({
      ok: false,
      message: 'Radar Judicial ya está disponible para este factoring',
    });
    expect(startTrial({ contratadas: { asistente: '2027-01-01' } }, 'asistente', '2026-11-15').ok).toBe(false);
    const again = startTrial(record, 'radarJudicial', '2027-02-01');
    expect(again.ok && again.record.pruebas).toHaveLength(2);
  });

  it('ends a running trial so that the feature is blocked from today, and refuses when none runs', () => {
    const ended = endTrial(judicialTrial('2026-11-01', '2026-11-30'), 'radarJudicial', '2026-11-10');
    expect(ended).toEqual({ ok: true, record: judicialTrial('2026-11-01', '2026-11-09') });
    if (ended.ok) expect(featureAvailability(ended.record, 'radarJudicial', '2026-11-10')).toBe('ended');
    const sameDay = endTrial(judicialTrial('2026-11-10', '2026-12-09'), 'radarJudicial', '2026-11-10');
    expect(sameDay.ok && featureAvailability(sameDay.record, 'radarJudicial', '2026-11-10')).toBe('ended');
    expect(endTrial(judicialTrial('2026-11-01', '2026-11-30'), 'radarJudicial', '2026-12-05')).toEqual({
      ok: false,
      message: 'Radar Judicial no tiene una prueba en curso',
    });
  });
});
