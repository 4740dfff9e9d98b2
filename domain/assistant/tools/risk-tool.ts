import type { RiskLevel } from '../../risk/risk-level';
import { clientRiskView } from '../../client-db/views/client-risk-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

/** The Riesgo tab's level names (client-detail.md §2 'Riesgo tab'). */
/** The weighted score's scale: 0 (every area low) to 2 (every area high), domain/risk/client-risk.ts. */
const SCORE = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const LEVEL_NAMES: Record<RiskLevel, string> = { low: 'Bajo', medium: 'Medio', high: 'Alto' };

/**
 * The client's risk level in the window with its score and alerts (clientRiskView, the Riesgo tab's scoring of
 * client-detail.md §9).
 */
export function riskTool({ reader, today, window }: ToolContext): ToolOutput {
  const risk = clientRiskView(reader, { ...window, today });
  const facts: Fact[] = [
    periodFact(window),
    { label: 'Nivel de riesgo', text: LEVEL_NAMES[risk.level] },
    { label: 'Puntaje ponderado', text: `${SCORE.format(risk.weightedScore)} de 2` },
    ...risk.alerts.map((alert) => ({ label: 'Alerta', text: alert })),
  ];
  const [, level, score] = facts.map((fact) => fact.text);
  const summary =
    `Del ${window.texto} el nivel de riesgo del cliente es ${level} (puntaje ${score}).` +
    (risk.alerts.length === 0 ? ' Sin alertas.' : ` Alertas: ${risk.alerts.join('; ')}.`);
  return { summary, facts, link: toolLink(reader.clientRut, 'riesgo', window) };
}
