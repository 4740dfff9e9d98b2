/**
 * Risk levels of the client risk scoring (client-detail.md §9 "Risk scoring") and the score bands shared by its areas.
 */

/** low = 0, medium = 1, high = 2 in the overall weighting. */
export type RiskLevel = 'low' | 'medium' | 'high';

/** Numeric value of a level in the overall weighting (client-detail.md §9 "Overall"). */
export const LEVEL_VALUE: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 1, high: 2 };

/** Level of an additive score: up to `lowMax` low, up to `mediumMax` medium, above high. */
export function levelOfScore(score: number, lowMax: number, mediumMax: number): RiskLevel {
  if (score <= lowMax) return 'low';
  return score <= mediumMax ? 'medium' : 'high';
}

/** The worse of two levels. */
export function worseLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return LEVEL_VALUE[a] >= LEVEL_VALUE[b] ? a : b;
}

/** One finding of an area: its severity and a Spanish text for the user. */
export interface RiskFinding {
  level: RiskLevel;
  message: string;
}

/** Result of one area: level, its additive score and its findings (most severe first). */
export interface AreaRisk {
  level: RiskLevel;
  score: number;
  findings: RiskFinding[];
}
