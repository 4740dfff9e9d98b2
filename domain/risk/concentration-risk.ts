/**
 * Concentration risk (client-detail.md §9 "Concentration"): factoring diversification (4 or more factorings 0, 2 or 3
 * scores 1, fewer 3), the top factoring's share (≤ 40% balanced 0, ≤ 60% moderate 1, above high 2), plus 1 when the
 * top debtor holds more than 25% and 1 with fewer than 5 debtors. A total of 1 or less is low, 3 or less medium,
 * above high.
 */
import { formatPercentOne } from '../es-cl-format';
import { levelOfScore, type AreaRisk, type RiskFinding } from './risk-level';

/** Shares in percent (0..100) of the ceded amount (factoring) and of the sales (debtor). */
export interface ConcentrationRiskInput {
  cantidadFactorings: number;
  participacionTopFactoring: number;
  participacionTopDeudor: number;
  cantidadDeudores: number;
}

/** Scores the concentration. */
export function scoreConcentrationRisk(input: ConcentrationRiskInput): AreaRisk {
  const diversification = input.cantidadFactorings >= 4 ? 0 : input.cantidadFactorings >= 2 ? 1 : 3;
  const topShare = input.participacionTopFactoring <= 40 ? 0 : input.participacionTopFactoring <= 60 ? 1 : 2;
  const debtorShare = input.participacionTopDeudor > 25 ? 1 : 0;
  const fewDebtors = input.cantidadDeudores < 5 ? 1 : 0;
  const findings: RiskFinding[] = [];
  if (diversification > 0) {
    findings.push({
      level: diversification === 3 ? 'high' : 'medium',
      message: `Opera con ${input.cantidadFactorings} factoring(s)`,
    });
  }
  if (topShare > 0) {
    findings.push({
      level: topShare === 2 ? 'high' : 'medium',
      message: `El principal factoring concentra ${formatPercentOne(input.participacionTopFactoring)}`,
    });
  }
  if (debtorShare > 0) {
    findings.push({
      level: 'medium',
      message: `El principal deudor concentra ${formatPercentOne(input.participacionTopDeudor)}`,
    });
  }
  if (fewDebtors > 0) findings.push({ level: 'medium', message: `Solo ${input.cantidadDeudores} deudor(es)` });
  const score = diversification + topShare + debtorShare + fewDebtors;
  return { level: levelOfScore(score, 1, 3), score, findings };
}
