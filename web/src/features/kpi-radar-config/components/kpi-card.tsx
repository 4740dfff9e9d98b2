import { memo, useMemo, type Dispatch } from 'react';
import type { KpiId } from '@domain/kpis/kpi-ids';
import { KPI_DEFAULT_SCALES, type KpiOrder } from '@domain/kpis/kpi-scales';
import { classPreview } from '@domain/kpis/radar-config/class-preview';
import { stopsOf, type KpiThresholds } from '@domain/kpis/radar-config/radar-config';
import type { RadarEditorAction } from '@domain/kpis/radar-config/radar-editor';
import { sliderRule } from '@domain/kpis/radar-config/slider-rule';
import { KPI_ORDER_LABELS } from '@web/components/kpi-radar/kpi-order-label';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';
import { ClassDistribution } from './class-distribution';
import { ThresholdField } from './threshold-field';
import { ThresholdSlider } from './threshold-slider';

interface KpiCardProps {
  id: KpiId;
  title: string;
  subtitle: string;
  enabled: boolean;
  thresholds: KpiThresholds;
  order: KpiOrder;
  /** The order was inverted in this session and not saved yet. */
  overridden: boolean;
  /** The factoring's clients' values of this KPI (null while the client list loads or when it failed). */
  clientValues: ReadonlyArray<number | null> | null;
  /** The saved thresholds and order, against which the preview counts the clients that change class. */
  savedThresholds: KpiThresholds;
  savedOrder: KpiOrder;
  dispatch: Dispatch<RadarEditorAction>;
}

/**
 * One KPI's card (client-radar.md §2): enable checkbox, the two-handle slider with a number field per threshold, the
 * order ('Menor es Mejor' / 'Mayor es Mejor'), Restaurar and Invertir orden, and the live preview of the clients'
 * classes while a handle moves. Memoized: a move redraws its card only.
 */
export const KpiCard = memo(function KpiCard(props: KpiCardProps) {
  const { id, title, subtitle, enabled, thresholds, order, overridden, dispatch } = props;
  const { clientValues, savedThresholds, savedOrder } = props;
  const scale = KPI_DEFAULT_SCALES[id];
  const { step } = sliderRule(scale);
  const stops = stopsOf(thresholds);
  const preview = useMemo(
    () =>
      clientValues &&
      classPreview(
        clientValues,
        { stops: stopsOf(savedThresholds), order: savedOrder },
        { stops: stopsOf(thresholds), order },
      ),
    [clientValues, savedThresholds, savedOrder, thresholds, order],
  );
  // The low handle is the bad threshold of a higher-is-better KPI and the regular one of a lower-is-better KPI.
  const labels = order === 'good-first' ? ([M.regular, M.bad] as const) : ([M.bad, M.regular] as const);
  const field = (key: 'bad' | 'regular') => (
    <ThresholdField
      id={`${id}-${key}`}
      title={title}
      label={key === 'bad' ? M.bad : M.regular}
      value={thresholds[key]}
      step={step}
      min={scale.min}
      max={scale.max}
      disabled={!enabled}
      onCommit={(value) => dispatch({ type: 'set-threshold', id, key, value })}
    />
  );
  return (
    <div className="col">
      {/* overflow-hidden: the sliders' visually hidden range inputs sit at their thumbs and widen a phone's page. */}
      <div className={`card h-100 overflow-hidden${enabled ? '' : ' opacity-75'}`} data-testid={`kpi-card-${id}`}>
        <div className="card-body">
          <div className="form-check">
            <input
              id={`${id}-enabled`}
              className="form-check-input"
              type="checkbox"
              checked={enabled}
              onChange={(event) => dispatch({ type: 'toggle', id, enabled: event.target.checked })}
            />
            <label htmlFor={`${id}-enabled`} className="form-check-label fw-semibold">
              {title}
            </label>
          </div>
          <p className="small text-body-secondary mb-1">{subtitle}</p>
          <div className="d-flex justify-content-between small">
            <span>
              {scale.min} – {scale.max}
            </span>
            <span className="badge text-bg-light">{KPI_ORDER_LABELS[order]}</span>
          </div>
          <ThresholdSlider
            title={title}
            scale={scale}
            stops={stops}
            order={order}
            thumbLabels={labels}
            isDisabled={!enabled}
            onChange={(values, final) => dispatch({ type: 'slide', id, values, final })}
          />
          <div className="row g-2 mb-2">
            {field('bad')}
            {field('regular')}
          </div>
          {preview ? <ClassDistribution kpiId={id} preview={preview} /> : null}
          {overridden ? <span className="badge text-bg-info mb-2">{M.overridden}</span> : null}
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`${M.restore} ${title}`}
              onClick={() => dispatch({ type: 'restore', id })}
            >
              {M.restore}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`${M.invert} ${title}`}
              onClick={() => dispatch({ type: 'invert-order', id })}
            >
              {M.invert}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
});
