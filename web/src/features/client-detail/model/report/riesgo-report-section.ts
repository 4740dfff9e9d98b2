import { clientRiskView } from '@domain/client-db/views/client-risk-view';
import { PAYMENT_INTENT_MESSAGES } from '../payment-intent-messages';
import { formatPercent, RISK_LEVEL_DISPLAY } from '../risk-display';
import type { ReportContext, ReportSection, ReportSource } from './report-types';

/** Bootstrap's success, warning (darkened to read on white) and danger colours, as the tab's level badges. */
const TONE_COLOR = { success: '#198754', warning: '#b58100', danger: '#dc3545' } as const;

const score = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The Riesgo part of the report (client-detail.md §2 "Riesgo tab", §9 "Risk scoring"), only for factorings with the
 * `riesgo` feature: the overall level and weighted score, each area's level with its main figure, the alerts (at most
 * 5, high first) and the details; 'Información aún no disponible' when the range holds no sales document to score.
 * Same view and cache key as riesgo-tab.tsx.
 */
export function riesgoReportSection(
  source: ReportSource,
  { range, today, formatAmount }: ReportContext,
): ReportSection {
  const risk = source.view('clientRisk', { fechaDesde: range.inicio, fechaHasta: range.fin, today }, clientRiskView);
  if (risk.input.payment.totalDocumentos === 0) {
    return {
      title: 'Riesgo',
      blocks: [{ kind: 'list', title: 'Nivel de riesgo', items: [], empty: PAYMENT_INTENT_MESSAGES.notAvailable }],
    };
  }
  const level = (value: keyof typeof RISK_LEVEL_DISPLAY) => ({
    value: RISK_LEVEL_DISPLAY[value].label,
    color: TONE_COLOR[RISK_LEVEL_DISPLAY[value].tone],
  });
  return {
    title: 'Riesgo',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'Nivel de riesgo', ...level(risk.level) },
          { label: 'Puntaje ponderado', value: `${score.format(risk.weightedScore)} de 2` },
          { label: 'Comportamiento de pago', ...level(risk.payment.level) },
          { label: 'Deuda fiscal', ...level(risk.fiscal.level) },
          { label: 'Concentración', ...level(risk.concentration.level) },
        ],
      },
      {
        kind: 'figures',
        items: [
          { label: 'Aceptación de documentos', value: formatPercent(risk.payment.aceptacion) },
          { label: 'Tasa de reclamos (estimada)', value: formatPercent(risk.payment.tasaReclamos) },
          { label: 'Deuda fiscal total', value: formatAmount(risk.input.fiscal.montoDeuda) },
          { label: 'Principal factoring', value: formatPercent(risk.input.concentration.participacionTopFactoring) },
          { label: 'Principal deudor', value: formatPercent(risk.input.concentration.participacionTopDeudor) },
        ],
      },
      { kind: 'list', title: 'Alertas', items: risk.alerts, empty: 'Sin alertas' },
      { kind: 'list', title: 'Detalle', items: risk.details, empty: 'Todas las áreas en riesgo bajo' },
    ],
  };
}
