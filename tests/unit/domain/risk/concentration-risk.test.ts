import { describe, expect, it } from 'vitest';
import { scoreConcentrationRisk } from '@domain/risk/concentration-risk';

const spread = {
  cantidadFactorings: 4,
  participacionTopFactoring: 40,
  participacionTopDeudor: 25,
  cantidadDeudores: 5,
};

describe('scoreConcentrationRisk', () => {
  it('scores nothing at the edges of a diversified client', () => {
    expect(scoreConcentrationRisk(spread)).toEqual({ level: 'low', score: 0, findings: [] });
  });

  it('scores diversification 1 with 2 or 3 factorings and 3 with fewer', () => {
    expect(scoreConcentrationRisk({ ...spread, cantidadFactorings: 3 }).score).toBe(1);
    expect(scoreConcentrationRisk({ ...spread, cantidadFactorings: 2 }).score).toBe(1);
    expect(scoreConcentrationRisk({ ...spread, cantidadFactorings: 1 })).toMatchObject({ score: 3, level: 'medium' });
  });

  it('scores the top factoring share above 40% and 60%, and adds debtor share above 25% and fewer than 5 debtors', () => {
    expect(scoreConcentrationRisk({ ...spread, participacionTopFactoring: 40.01 }).score).toBe(1);
    expect(scoreConcentrationRisk({ ...spread, participacionTopFactoring: 60 }).score).toBe(1);
    expect(scoreConcentrationRisk({ ...spread, participacionTopFactoring: 60.01 })).toMatchObject({
      score: 2,
      level: 'medium',
    });
    expect(scoreConcentrationRisk({ ...spread, participacionTopDeudor: 25.01 }).score).toBe(1);
    expect(scoreConcentrationRisk({ ...spread, cantidadDeudores: 4 }).score).toBe(1);
    expect(
      scoreConcentrationRisk({
        cantidadFactorings: 1,
        participacionTopFactoring: 100,
        participacionTopDeudor: 80,
        cantidadDeudores: 1,
      }),
    ).toMatchObject({ score: 7, level: 'high' });
    expect(scoreConcentrationRisk({ ...spread, cantidadFactorings: 1, participacionTopDeudor: 30 })).toMatchObject({
      score: 4,
      level: 'high',
    });
  });
});
