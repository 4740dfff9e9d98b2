import type { RiskLevel } from '@domain/risk/risk-level';
import { RISK_LEVEL_DISPLAY } from '../model/risk-display';

/** A risk level as a coloured badge: 'Riesgo Bajo' (success), 'Riesgo Medio' (warning), 'Riesgo Alto' (danger). */
export function RiskLevelBadge({
  level,
  testId,
  large = false,
}: {
  level: RiskLevel;
  testId?: string;
  large?: boolean;
}) {
  const { label, tone } = RISK_LEVEL_DISPLAY[level];
  return (
    <span className={`badge text-bg-${tone}${large ? ' fs-5' : ''}`} data-testid={testId} data-level={level}>
      Riesgo {label}
    </span>
  );
}
