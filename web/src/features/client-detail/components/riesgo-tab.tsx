import { clientRiskView } from '@domain/client-db/views/client-risk-view';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { PAYMENT_INTENT_MESSAGES as M } from '../model/payment-intent-messages';
import { PaymentIntentPanel } from './payment-intent-panel';
import { RiskSummary } from './risk-summary';

/**
 * The Riesgo tab (client-detail.md §2 "Riesgo tab", §9 "Risk scoring"), shown to factorings whose record turns on
 * the `riesgo` feature: the scoring of the range (levels, alerts, details), or 'Información aún no disponible' when
 * the range holds no sales document to score, then the Intención de Pago panel.
 * @param today 'yyyy-MM-dd' in Chile (fiscal due dates, the 8-day acceptance rule).
 */
export function RiesgoTab({ range, today }: { range: DetailDateRange; today: string }) {
  const risk = useLocalView('clientRisk', { fechaDesde: range.inicio, fechaHasta: range.fin, today }, clientRiskView);
  return (
    <>
      {risk.error !== null ? (
        <div className="alert alert-danger" role="alert">
          {risk.error}
        </div>
      ) : null}
      {risk.data !== null && risk.data.input.payment.totalDocumentos === 0 ? (
        <div className="alert alert-info" role="status" data-testid="risk-not-available">
          {M.notAvailable}
        </div>
      ) : null}
      {risk.data !== null && risk.data.input.payment.totalDocumentos > 0 ? <RiskSummary risk={risk.data} /> : null}
      <PaymentIntentPanel range={range} today={today} />
    </>
  );
}
