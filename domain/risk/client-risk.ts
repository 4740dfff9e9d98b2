/**
 * Overall client risk (client-detail.md §9 "Overall"): weights 0.4 payment, 0.3 fiscal, 0.3 concentration over
 * low = 0, medium = 1, high = 2; the result is low at 0.5 or less, medium at 1.2 or less, otherwise high.
 * At most 5 alerts and 3 details are returned.
 */
import { scoreConcentrationRisk, type ConcentrationRiskInput } from './concentration-risk';
import { scoreFiscalRisk, type FiscalRisk, type FiscalRiskInput } from './fiscal-risk';
import { scorePaymentRisk, type PaymentRisk, type PaymentRiskInput } from './payment-risk';
import { LEVEL_VALUE, type AreaRisk, type RiskLevel } from './risk-level';

/** Alerts and details shown (client-detail.md §9). */
export const MAX_ALERTS = 5;
export const MAX_DETAILS = 3;

/** Inputs of the three areas. */
export interface ClientRiskInput {
  payment: PaymentRiskInput;
  fiscal: FiscalRiskInput;
  concentration: ConcentrationRiskInput;
}

/** The scoring: overall level and weighted score (0..2), each area, alerts (high first) and area details. */
export interface ClientRisk {
  level: RiskLevel;
  weightedScore: number;
  payment: PaymentRisk;
  fiscal: FiscalRisk;
  concentration: AreaRisk;
  alerts: string[];
  details: string[];
}

/** Scores the client. */
export function scoreClientRisk(input: ClientRiskInput): ClientRisk {
  const payment = scorePaymentRisk(input.payment);
  const fiscal = scoreFiscalRisk(input.fiscal);
  const concentration = scoreConcentrationRisk(input.concentration);
  // Weighted in tenths so that the band edges (0.5, 1.2) compare exactly.
  const tenths = 4 * LEVEL_VALUE[payment.level] + 3 * LEVEL_VALUE[fiscal.level] + 3 * LEVEL_VALUE[concentration.level];
  const level: RiskLevel = tenths <= 5 ? 'low' : tenths <= 12 ? 'medium' : 'high';
  const findings = [payment, fiscal, concentration].flatMap((area) => area.findings);
  const alerts = [...findings.filter((f) => f.level === 'high'), ...findings.filter((f) => f.level === 'medium')]
    .slice(0, MAX_ALERTS)
    .map((f) => f.message);
  const details = (
    [
      ['Comportamiento de pago', payment],
      ['Deuda fiscal', fiscal],
      ['Concentración', concentration],
    ] as const
  )
    .filter(([, area]) => area.level !== 'low')
    .map(([name, area]) => `${name}: riesgo ${LEVEL_LABEL[area.level]}`)
    .slice(0, MAX_DETAILS);
  return { level, weightedScore: tenths / 10, payment, fiscal, concentration, alerts, details };
}

const LEVEL_LABEL: Readonly<Record<RiskLevel, string>> = { low: 'bajo', medium: 'medio', high: 'alto' };
