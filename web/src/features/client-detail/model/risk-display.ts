/**
 * How the Riesgo tab shows the scoring of client-detail.md §9 "Risk scoring": each level's Spanish name and colour,
 * and the percentages of its figures (es-CL, one decimal).
 */
import { formatPercentOne } from '@domain/es-cl-format';
import type { RiskLevel } from '@domain/risk/risk-level';

/** Spanish name and Bootstrap colour of a level: Bajo (success), Medio (warning), Alto (danger). */
export const RISK_LEVEL_DISPLAY: Readonly<
  Record<RiskLevel, { label: string; tone: 'success' | 'warning' | 'danger' }>
> = {
  low: { label: 'Bajo', tone: 'success' },
  medium: { label: 'Medio', tone: 'warning' },
  high: { label: 'Alto', tone: 'danger' },
};

/** A percentage 0..100 as '12,3%'; with `signed` a positive change reads '+12,3%' (a negative one always '-12,3%'). */
export function formatPercent(value: number, signed = false): string {
  return `${signed && value > 0 ? '+' : ''}${formatPercentOne(value)}`;
}
