import { describe, expect, it } from 'vitest';
import { scorePaymentRisk } from '@domain/risk/payment-risk';

const base = { totalDocumentos: 1000, documentosReclamados: 0, documentosAnulados: 0, ventasMensuales: [] };

describe('scorePaymentRisk', () => {
  it('is low with claims at 2% and annulments at 1%', () => {
    const risk = scorePaymentRisk({ ...base, documentosReclamados: 20, documentosAnulados: 10 });
    expect([risk.aceptacion, risk.tasaReclamos, risk.tasaAnulaciones, risk.score, risk.level]).toEqual([
      97,
      2,
      1,
      0,
      'low',
    ]);
    expect(risk.findings).toEqual([]);
  });

  it('scores claims 1 up to 5% and 2 above; annulments 1 up to 3% and 2 above', () => {
    expect(scorePaymentRisk({ ...base, documentosReclamados: 21 }).score).toBe(1);
    expect(scorePaymentRisk({ ...base, documentosReclamados: 50 }).score).toBe(1);
    expect(scorePaymentRisk({ ...base, documentosReclamados: 51 }).score).toBe(2);
    expect(scorePaymentRisk({ ...base, documentosAnulados: 11 }).score).toBe(1);
    expect(scorePaymentRisk({ ...base, documentosAnulados: 30 }).score).toBe(1);
    expect(scorePaymentRisk({ ...base, documentosAnulados: 31 }).score).toBe(2);
  });

  it('grades acceptance success: 90% low, 70% medium, below high', () => {
    const acceptance = (reclamados: number, anulados: number) =>
      scorePaymentRisk({ ...base, documentosReclamados: reclamados, documentosAnulados: anulados }).findings[0];
    expect(scorePaymentRisk({ ...base, documentosAnulados: 100 }).aceptacion).toBe(90);
    expect(acceptance(0, 100)?.message).not.toMatch(/Aceptación/);
    expect(acceptance(0, 101)).toEqual({ level: 'medium', message: 'Aceptación de documentos de 89,9%' });
    expect(acceptance(150, 150)).toEqual({ level: 'medium', message: 'Aceptación de documentos de 70,0%' });
    expect(acceptance(150, 151)).toEqual({ level: 'high', message: 'Aceptación de documentos de 69,9%' });
    expect(scorePaymentRisk({ ...base, documentosReclamados: 150, documentosAnulados: 151 }).level).toBe('high');
  });

  it('scores a drop of the last 3 months: more than 5% scores 1, more than 20% scores 2', () => {
    const trend = (last: number) => scorePaymentRisk({ ...base, ventasMensuales: [100, 100, 100, last, last, last] });
    expect([trend(95).tendencia, trend(95).score]).toEqual([-5, 0]);
    expect(trend(94).score).toBe(1);
    expect([trend(80).tendencia, trend(80).score, trend(80).level]).toEqual([-20, 1, 'low']);
    expect([trend(79).score, trend(79).level]).toEqual([2, 'medium']);
    expect(scorePaymentRisk({ ...base, ventasMensuales: [100, 50, 50, 50, 50] }).tendencia).toBeNull();
  });
});
