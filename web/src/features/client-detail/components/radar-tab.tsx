import { KpiClassBadge } from '@web/components/kpi-radar/kpi-class-badge';
import { KpiClassLegend } from '@web/components/kpi-radar/kpi-class-legend';
import { KPI_CLASS_TONES } from '@web/components/kpi-radar/kpi-class-tone';
import { Spinner } from '@web/components/ui/spinner';
import { useRadarScales } from '@web/lib/kpi-radar/use-radar-scales';
import { kpiMonthsView } from '@domain/client-db/views/kpi-months-view';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { radarCards, radarMonths, type RadarCard } from '../model/radar-cards';
import './radar-tab.css';

/** A card's scale: the three class bands, the thresholds, the value's marker, min and max, then each class's rule. */
function RadarScaleBar({ card }: { card: RadarCard }) {
  const rules = card.rules.map((rule) => `${rule.kpiClass} ${rule.comparison} ${rule.text}`).join(', ');
  const label =
    `Escala de ${card.minText} a ${card.maxText}, ${card.orderLabel}: ${rules}` +
    (card.kpiClass ? `. Valor ${card.valueText}: ${card.kpiClass}` : '. Sin valor');
  return (
    <div role="img" aria-label={label}>
      <div className="rc-radar-bands">
        {card.bands.map((band) => (
          <div
            key={band.kpiClass}
            className={`bg-${KPI_CLASS_TONES[band.kpiClass].colour}-subtle rc-radar-band`}
            style={{ left: `${band.from}%`, width: `${band.to - band.from}%` }}
          />
        ))}
        {card.stops.map((at, index) => (
          <div key={index} className="rc-radar-stop" style={{ left: `${at}%` }} />
        ))}
        {card.marker === null ? null : (
          <div className="rc-radar-marker" style={{ left: `${card.marker}%` }} data-testid="radar-marker" />
        )}
      </div>
      <div className="d-flex justify-content-between small text-body-secondary">
        <span>{card.minText}</span>
        <span>{card.maxText}</span>
      </div>
      <ul className="list-inline small mb-0 mt-1">
        {card.rules.map((rule) => (
          <li key={rule.kpiClass} className="list-inline-item me-2">
            <span className={`rc-radar-swatch bg-${KPI_CLASS_TONES[rule.kpiClass].colour}`} />
            {rule.kpiClass} {rule.comparison} {rule.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Radar tab (the spec's infografica; client-detail.md §9 "KPI thresholds", "Radar KPI defaults"): one card per
 * enabled KPI with its value over the period's months on its scale (a monthly average over every month of the period),
 * the two thresholds, the order ('Menor es Mejor' / 'Mayor es Mejor') and the class Bueno / Regular / Malo written
 * beside its colour. Scales and enabled KPIs are the factoring's (use-radar-scales.ts); a KPI with no value in the
 * period says 'Sin datos en el periodo'.
 */
export function RadarTab({ range }: { range: DetailDateRange }) {
  const radar = useRadarScales();
  const period = radarMonths(range);
  const months = useLocalView('kpiMonths', period, kpiMonthsView);
  if (months.error !== null) return <ErrorAlert error={months.error} />;
  if (radar === null) return <Spinner label="Cargando configuración del radar..." />;
  const cards = radarCards(months.data, radar, period);
  return (
    <>
      <KpiClassLegend />
      {cards.length === 0 ? (
        <div className="alert alert-secondary" role="status">
          No hay indicadores habilitados en la configuración del radar.
        </div>
      ) : null}
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3" data-testid="radar-cards">
        {cards.map((card) => (
          <div key={card.kpi} className="col">
            <section
              className="card h-100"
              aria-labelledby={`radar-${card.kpi}`}
              data-testid="radar-card"
              data-kpi={card.kpi}
              data-kpi-class={card.kpiClass ?? ''}
            >
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <h2 id={`radar-${card.kpi}`} className="h6 mb-1" title={card.description}>
                    {card.title}
                  </h2>
                  {card.kpiClass ? <KpiClassBadge kpiClass={card.kpiClass} /> : null}
                </div>
                <div className="small text-body-secondary mb-2">
                  {card.aggregationLabel} · {card.orderLabel}
                </div>
                <div className="fs-4 fw-semibold mb-2" data-testid="radar-value">
                  {card.value === null ? (
                    <span className="fs-6 fw-normal text-body-secondary">Sin datos en el periodo</span>
                  ) : (
                    card.valueText
                  )}
                </div>
                <RadarScaleBar card={card} />
              </div>
            </section>
          </div>
        ))}
      </div>
    </>
  );
}
