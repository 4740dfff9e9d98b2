/**
 * Fiscal-debt risk (client-detail.md §9 "Fiscal debt"): the debt amount level (none 0, minor up to 5,000,000 CLP
 * scores 1, moderate up to 20,000,000 scores 2, significant above scores 3), the number of debt types (2 or fewer
 * 0, up to 5 scores 1, more 2) and overdue payments (+2). A total of 2 or less is low, up to 4 medium, above high.
 * The per-level points are this module's reading of the spec (it names the levels without their points).
 */
import { levelOfScore, type AreaRisk, type RiskFinding } from './risk-level';

/** Total fiscal debt CLP, number of distinct debt types (forms) and whether any payment is overdue. */
export interface FiscalRiskInput {
  montoDeuda: number;
  tiposDeuda: number;
  pagosVencidos: boolean;
}

/** The debt amount band. */
export type DebtAmountLevel = 'sin deuda' | 'menor' | 'moderada' | 'significativa';

/** Area result plus the amount band. */
export interface FiscalRisk extends AreaRisk {
  nivelDeuda: DebtAmountLevel;
}

/** Scores the fiscal debt. */
export function scoreFiscalRisk(input: FiscalRiskInput): FiscalRisk {
  const nivelDeuda: DebtAmountLevel =
    input.montoDeuda <= 0
      ? 'sin deuda'
      : input.montoDeuda <= 5_000_000
        ? 'menor'
        : input.montoDeuda <= 20_000_000
          ? 'moderada'
          : 'significativa';
  const amountScore = { 'sin deuda': 0, menor: 1, moderada: 2, significativa: 3 }[nivelDeuda];
  const typesScore = input.tiposDeuda <= 2 ? 0 : input.tiposDeuda <= 5 ? 1 : 2;
  const overdueScore = input.pagosVencidos ? 2 : 0;
  const findings: RiskFinding[] = [];
  if (overdueScore > 0) findings.push({ level: 'high', message: 'Tiene pagos fiscales vencidos' });
  if (amountScore >= 2) {
    findings.push({ level: amountScore === 3 ? 'high' : 'medium', message: `Deuda fiscal ${nivelDeuda}` });
  }
  if (typesScore > 0) findings.push({ level: 'medium', message: `${input.tiposDeuda} tipos de deuda fiscal` });
  const score = amountScore + typesScore + overdueScore;
  return { level: levelOfScore(score, 2, 4), score, findings, nivelDeuda };
}
