/**
 * Payment-behaviour risk (client-detail.md §9 "Risk scoring"): document acceptance success, claim rate, annulment
 * rate and the sales trend.
 * - acceptance success = (total − claimed − annulled) ÷ total: low at 90% or more, medium at 70% or more, else high;
 * - claim rate: ≤ 2% scores 0, ≤ 5% 1, above 2; annulment rate: ≤ 1% 0, ≤ 3% 1, above 2;
 * - trend: the last 3 months against the 3 before: a drop of more than 20% scores 2, more than 5% scores 1.
 * The spec gives no rule joining them: the area level is the worse of the acceptance level and the level of the
 * summed scores (≤ 1 low, ≤ 3 medium, above high, the bands of the concentration area).
 */
import { formatPercentOne } from '../es-cl-format';
import { levelOfScore, worseLevel, type AreaRisk, type RiskFinding, type RiskLevel } from './risk-level';

/** Counts of the client's issued documents in the period and its monthly sales (CLP, oldest first). */
export interface PaymentRiskInput {
  totalDocumentos: number;
  /** Claimed documents (in the risk views estimated as 70% of the credit-note count, client-detail.md §9). */
  documentosReclamados: number;
  documentosAnulados: number;
  ventasMensuales: readonly number[];
}

/** Rates in percent and the trend change in percent (negative = drop; null with fewer than 6 months). */
export interface PaymentRisk extends AreaRisk {
  aceptacion: number;
  tasaReclamos: number;
  tasaAnulaciones: number;
  tendencia: number | null;
}

/** Scores the payment behaviour; with no documents every rate is 0 and acceptance is 100%. */
export function scorePaymentRisk(input: PaymentRiskInput): PaymentRisk {
  const { totalDocumentos: total } = input;
  const rate = (count: number) => (total === 0 ? 0 : (count * 100) / total);
  const aceptacion =
    total === 0 ? 100 : ((total - input.documentosReclamados - input.documentosAnulados) * 100) / total;
  const tasaReclamos = rate(input.documentosReclamados);
  const tasaAnulaciones = rate(input.documentosAnulados);
  const tendencia = salesTrend(input.ventasMensuales);
  const acceptanceLevel: RiskLevel = aceptacion >= 90 ? 'low' : aceptacion >= 70 ? 'medium' : 'high';
  const claimScore = tasaReclamos <= 2 ? 0 : tasaReclamos <= 5 ? 1 : 2;
  const annulmentScore = tasaAnulaciones <= 1 ? 0 : tasaAnulaciones <= 3 ? 1 : 2;
  const trendScore = tendencia === null ? 0 : tendencia < -20 ? 2 : tendencia < -5 ? 1 : 0;
  const score = claimScore + annulmentScore + trendScore;
  const findings: RiskFinding[] = [];
  if (acceptanceLevel !== 'low') {
    findings.push({ level: acceptanceLevel, message: `Aceptación de documentos de ${formatPercentOne(aceptacion)}` });
  }
  if (claimScore > 0)
    findings.push({ level: scoreLevel(claimScore), message: `Tasa de reclamos de ${formatPercentOne(tasaReclamos)}` });
  if (annulmentScore > 0) {
    findings.push({
      level: scoreLevel(annulmentScore),
      message: `Tasa de anulaciones de ${formatPercentOne(tasaAnulaciones)}`,
    });
  }
  if (trendScore > 0 && tendencia !== null) {
    findings.push({
      level: scoreLevel(trendScore),
      message: `Ventas de los últimos 3 meses caen ${formatPercentOne(Math.abs(tendencia))}`,
    });
  }
  return {
    level: worseLevel(acceptanceLevel, levelOfScore(score, 1, 3)),
    score,
    findings,
    aceptacion,
    tasaReclamos,
    tasaAnulaciones,
    tendencia,
  };
}

/** Change in percent of the last 3 months' sales against the 3 before; null with fewer than 6 months or no base. */
function salesTrend(months: readonly number[]): number | null {
  if (months.length < 6) return null;
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const last = sum(months.slice(-3));
  const previous = sum(months.slice(-6, -3));
  return previous === 0 ? null : ((last - previous) * 100) / previous;
}

function scoreLevel(score: number): RiskLevel {
  return score >= 2 ? 'high' : 'medium';
}
