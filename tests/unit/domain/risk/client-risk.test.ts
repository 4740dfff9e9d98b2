import { describe, expect, it } from 'vitest';
import { scoreClientRisk, type ClientRiskInput } from '@domain/risk/client-risk';

const payment = {
  low: { totalDocumentos: 100, documentosReclamados: 0, documentosAnulados: 0, ventasMensuales: [] },
  // acceptance 80%
  medium: { totalDocumentos: 1000, documentosReclamados: 0, documentosAnulados: 200, ventasMensuales: [] },
  // acceptance 60%
  high: { totalDocumentos: 100, documentosReclamados: 40, documentosAnulados: 0, ventasMensuales: [] },
};
const fiscal = {
  low: { montoDeuda: 0, tiposDeuda: 0, pagosVencidos: false },
  medium: { montoDeuda: 30_000_000, tiposDeuda: 0, pagosVencidos: false }, // 3
  high: { montoDeuda: 30_000_000, tiposDeuda: 6, pagosVencidos: true }, // 7
};
const concentration = {
  low: { cantidadFactorings: 4, participacionTopFactoring: 30, participacionTopDeudor: 10, cantidadDeudores: 10 },
  // 2
  medium: { cantidadFactorings: 2, participacionTopFactoring: 50, participacionTopDeudor: 10, cantidadDeudores: 10 },
  high: { cantidadFactorings: 1, participacionTopFactoring: 100, participacionTopDeudor: 90, cantidadDeudores: 1 }, // 7
};
type Level = 'low' | 'medium' | 'high';
const input = (p: Level, f: Level, c: Level): ClientRiskInput => ({
  payment: payment[p],
  fiscal: fiscal[f],
  concentration: concentration[c],
});

describe('scoreClientRisk', () => {
  it('weights payment 0.4, fiscal 0.3 and concentration 0.3 with bands at 0.5 and 1.2', () => {
    const cases: [Level, Level, Level, number, Level][] = [
      ['low', 'low', 'low', 0, 'low'],
      ['medium', 'low', 'low', 0.4, 'low'],
      ['low', 'medium', 'medium', 0.6, 'medium'],
      ['low', 'high', 'high', 1.2, 'medium'],
      ['high', 'medium', 'low', 1.1, 'medium'],
      ['medium', 'high', 'medium', 1.3, 'high'],
      ['high', 'high', 'low', 1.4, 'high'],
    ];
    for (const [p, f, c, weighted, level] of cases) {
      const risk = scoreClientRisk(input(p, f, c));
      expect([risk.payment.level, risk.fiscal.level, risk.concentration.level]).toEqual([p, f, c]);
      expect([risk.weightedScore, risk.level]).toEqual([weighted, level]);
    }
  });

  it('returns at most 5 alerts, the high ones first, and at most 3 details', () => {
    const risk = scoreClientRisk(input('high', 'high', 'high'));
    expect(risk.alerts).toHaveLength(5);
    expect(risk.alerts.slice(0, 2)).toEqual(['Aceptación de documentos de 60,0%', 'Tasa de reclamos de 40,0%']);
    expect(risk.details).toEqual([
      'Comportamiento de pago: riesgo alto',
      'Deuda fiscal: riesgo alto',
      'Concentración: riesgo alto',
    ]);
    expect(scoreClientRisk(input('low', 'low', 'low'))).toMatchObject({ alerts: [], details: [] });
  });
});
