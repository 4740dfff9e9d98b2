import { describe, expect, it } from 'vitest';
import { scoreFiscalRisk } from '@domain/risk/fiscal-risk';

const none = { montoDeuda: 0, tiposDeuda: 0, pagosVencidos: false };

describe('scoreFiscalRisk', () => {
  it('bands the amount at 0, 5,000,000 and 20,000,000 CLP', () => {
    const band = (montoDeuda: number) => scoreFiscalRisk({ ...none, montoDeuda });
    expect([band(0).nivelDeuda, band(0).score]).toEqual(['sin deuda', 0]);
    expect([band(5_000_000).nivelDeuda, band(5_000_000).score]).toEqual(['menor', 1]);
    expect([band(5_000_001).nivelDeuda, band(5_000_001).score, band(5_000_001).level]).toEqual(['moderada', 2, 'low']);
    expect(band(20_000_000).nivelDeuda).toBe('moderada');
    expect([band(20_000_001).nivelDeuda, band(20_000_001).score, band(20_000_001).level]).toEqual([
      'significativa',
      3,
      'medium',
    ]);
  });

  it('adds the debt types (up to 2: 0, up to 5: 1, more: 2) and 2 for overdue payments', () => {
    expect(scoreFiscalRisk({ ...none, tiposDeuda: 2 }).score).toBe(0);
    expect(scoreFiscalRisk({ ...none, tiposDeuda: 3 }).score).toBe(1);
    expect(scoreFiscalRisk({ ...none, tiposDeuda: 5 }).score).toBe(1);
    expect(scoreFiscalRisk({ ...none, tiposDeuda: 6 }).score).toBe(2);
    const overdue = scoreFiscalRisk({ montoDeuda: 20_000_000, tiposDeuda: 0, pagosVencidos: true });
    expect([overdue.score, overdue.level]).toEqual([4, 'medium']);
    expect(scoreFiscalRisk({ montoDeuda: 20_000_001, tiposDeuda: 0, pagosVencidos: true }).level).toBe('high');
  });
});
