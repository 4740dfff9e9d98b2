import type { ReactNode } from 'react';
import type { RiskLevel } from '@domain/risk/risk-level';
import type { ClientRiskReport } from '@domain/client-db/views/client-risk-view';
import { formatPercent } from '../model/risk-display';
import { useAmountFormat } from './amount-format';
import { RiskLevelBadge } from './risk-level-badge';
import { RiskSalesChart } from './risk-sales-chart';

const score = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The scoring results of the Riesgo tab (client-detail.md §2 "Riesgo tab", §9 "Risk scoring"): the overall level
 * with its weighted score, each area's level with the figures it was scored on, the months of the sales trend as a
 * chart, the alerts (at most 5, the high ones first) and the details (at most 3).
 */
export function RiskSummary({ risk }: { risk: ClientRiskReport }) {
  const formatAmount = useAmountFormat();
  const { payment, fiscal, concentration } = risk.input;
  const count = (value: number) => value.toLocaleString('es-CL');
  return (
    <section className="mb-3" aria-labelledby="risk-summary-title" data-testid="risk-summary">
      <div className="card mb-3">
        <div className="card-body d-flex flex-wrap align-items-center gap-3">
          <h2 id="risk-summary-title" className="h5 mb-0">
            Nivel de riesgo
          </h2>
          <RiskLevelBadge level={risk.level} testId="risk-level" large />
          <span className="text-muted small" data-testid="risk-score">
            Puntaje ponderado {score.format(risk.weightedScore)} de 2 (pago 40%, deuda fiscal 30%, concentración 30%)
          </span>
        </div>
      </div>
      <div className="row g-3 mb-3">
        <RiskArea title="Comportamiento de pago" level={risk.payment.level} testId="risk-area-pago">
          <Figure label="Documentos emitidos" value={count(payment.totalDocumentos)} />
          <Figure label="Aceptación de documentos" value={formatPercent(risk.payment.aceptacion)} />
          <Figure label="Tasa de reclamos (estimada)" value={formatPercent(risk.payment.tasaReclamos)} />
          <Figure label="Tasa de anulaciones" value={formatPercent(risk.payment.tasaAnulaciones)} />
          <Figure
            label="Tendencia de ventas (3 meses)"
            value={
              risk.payment.tendencia === null ? 'Sin datos suficientes' : formatPercent(risk.payment.tendencia, true)
            }
          />
        </RiskArea>
        <RiskArea title="Deuda fiscal" level={risk.fiscal.level} testId="risk-area-fiscal">
          <Figure label="Deuda total" value={formatAmount(fiscal.montoDeuda)} />
          <Figure
            label="Nivel de deuda"
            value={risk.fiscal.nivelDeuda.charAt(0).toUpperCase() + risk.fiscal.nivelDeuda.slice(1)}
          />
          <Figure label="Tipos de deuda" value={count(fiscal.tiposDeuda)} />
          <Figure label="Pagos vencidos" value={fiscal.pagosVencidos ? 'Sí' : 'No'} />
        </RiskArea>
        <RiskArea title="Concentración" level={risk.concentration.level} testId="risk-area-concentracion">
          <Figure label="Factorings" value={count(concentration.cantidadFactorings)} />
          <Figure label="Principal factoring" value={formatPercent(concentration.participacionTopFactoring)} />
          <Figure label="Principal deudor" value={formatPercent(concentration.participacionTopDeudor)} />
          <Figure label="Deudores" value={count(concentration.cantidadDeudores)} />
        </RiskArea>
      </div>
      <RiskSalesChart months={risk.ventasPorMes} />
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <RiskList title="Alertas" items={risk.alerts} empty="Sin alertas" testId="risk-alerts" tone="warning" />
        </div>
        <div className="col-12 col-lg-5">
          <RiskList
            title="Detalle"
            items={risk.details}
            empty="Todas las áreas en riesgo bajo"
            testId="risk-details"
            tone="secondary"
          />
        </div>
      </div>
    </section>
  );
}

function RiskArea({
  title,
  level,
  testId,
  children,
}: {
  title: string;
  level: RiskLevel;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="col-12 col-md-4">
      <div className="card h-100" data-testid={testId}>
        <div className="card-header d-flex justify-content-between align-items-center gap-2">
          <h3 className="h6 mb-0">{title}</h3>
          <RiskLevelBadge level={level} />
        </div>
        <dl className="card-body mb-0 small">{children}</dl>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="d-flex justify-content-between gap-2 border-bottom py-1">
      <dt className="fw-normal text-muted">{label}</dt>
      <dd className="mb-0 text-end fw-semibold">{value}</dd>
    </div>
  );
}

interface RiskListProps {
  title: string;
  items: readonly string[];
  empty: string;
  testId: string;
  tone: 'warning' | 'secondary';
}

function RiskList({ title, items, empty, testId, tone }: RiskListProps) {
  return (
    <div className="card h-100">
      <div className="card-header">
        <h3 className="h6 mb-0">{title}</h3>
      </div>
      <ul className="list-group list-group-flush" data-testid={testId}>
        {items.length === 0 ? <li className="list-group-item text-muted">{empty}</li> : null}
        {items.map((item) => (
          <li key={item} className={`list-group-item list-group-item-${tone}`}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
