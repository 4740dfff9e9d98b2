/**
 * The cards of the client detail's radar tab (client-detail.md §9 "KPI thresholds", "Radar KPI defaults"): for each
 * enabled KPI, its value over the selected period on its scale, the two thresholds, the three class bands and the
 * value's class (domain/kpis/kpi-scales.ts classifyKpi, the one rule).
 */
import { formatColumnValue } from '@domain/dashboard-columns/format-column-value';
import type { Aggregation } from '@domain/dashboard-columns/types';
import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import { classifyKpi, sortedStops, type KpiClass, type KpiScale } from '@domain/kpis/kpi-scales';
import { averagePeriodDivisor } from '@domain/kpis/average-period';
import { KPI_COLUMNS, periodKpiValue } from '@domain/kpis/period-kpi-value';
import { KPI_ORDER_LABELS } from '@web/components/kpi-radar/kpi-order-label';
import type { RadarScales } from '@web/lib/kpi-radar/kpi-class-of';
import type { KpiMonthRow, KpiMonthsFilters } from '@domain/client-db/views/kpi-months-view';

/** The radar's KPIs: the 10 of client-detail.md §9 (every KPI of client-radar.md §9 but payment-compliance). */
export const RADAR_CARD_KPIS: readonly KpiId[] = KPI_IDS.filter((id) => id !== 'payment-compliance');

/** How the period's value combines the months, as the card says it. */
const AGGREGATION_LABELS: Readonly<Record<Aggregation, string>> = {
  AVG: 'Promedio mensual',
  MAX: 'Máximo mensual',
  MIN: 'Mínimo mensual',
  SUM: 'Suma de los meses',
  COUNT: 'Meses con dato',
};

/** One class band of a scale: from..to in percent of the bar's width (0..100). */
export interface ScaleBand {
  kpiClass: KpiClass;
  from: number;
  to: number;
}

/** A class's rule on the card: 'Bueno' '≤' '5%' (the value belongs to the class when it compares so). */
export interface ClassRule {
  kpiClass: KpiClass;
  comparison: '≤' | '≥' | '<' | '>';
  text: string;
}

/** One radar card. */
export interface RadarCard {
  kpi: KpiId;
  title: string;
  description: string;
  aggregationLabel: string;
  orderLabel: string;
  /** The period's value (percent 0..100 or a count), null when no month of the period has one. */
  value: number | null;
  /** The value as the client list shows it ('85,50%'); '' without a value. */
  valueText: string;
  kpiClass: KpiClass | null;
  minText: string;
  maxText: string;
  /** The two thresholds' positions in percent of the bar. */
  stops: readonly [number, number];
  /** Bueno, Regular, Malo with their bounds, as classifyKpi applies them (a value on a stop is on its better side). */
  rules: readonly ClassRule[];
  /** The three bands from min to max. */
  bands: readonly ScaleBand[];
  /** The value's position in percent of the bar (clamped to 0..100), null without a value. */
  marker: number | null;
}

/**
 * Position of `value` on a scale, in percent of its width, clamped to 0..100 (a value outside min..max sits at an
 * end; a scale of no width puts everything at 0).
 */
export function scalePosition(value: number, scale: Pick<KpiScale, 'min' | 'max'>): number {
  const width = scale.max - scale.min;
  if (!(width > 0)) return 0;
  return Math.min(100, Math.max(0, ((value - scale.min) / width) * 100));
}

/**
 * The three class bands of a scale from min to max: Bueno, Regular, Malo for a lower-is-better KPI ('good-first'),
 * Malo, Regular, Bueno otherwise; the stops are sorted first, as classifyKpi sorts them.
 */
export function scaleBands(scale: KpiScale): ScaleBand[] {
  const [low, high] = sortedStops(scale.stops);
  const classes: KpiClass[] =
    scale.order === 'good-first' ? ['Bueno', 'Regular', 'Malo'] : ['Malo', 'Regular', 'Bueno'];
  const edges = [0, scalePosition(low, scale), scalePosition(high, scale), 100];
  return classes.map((kpiClass, index) => ({ kpiClass, from: edges[index]!, to: edges[index + 1]! }));
}

/**
 * The radar cards of the period: one per enabled KPI of {@link RADAR_CARD_KPIS}, in that order (a disabled KPI has
 * no card). The value combines the period's months with the KPI's client-list aggregation (periodKpiValue), except that
 * a monthly average divides by the period's months (client-detail.md §9 average-period divisor: every month of the
 * period counts, one without a value as none; 6 when the period is missing or not positive).
 * @param rows the client's kpis rows of the period's months (kpi-months-view.ts).
 * @param radar the factoring's scales and enabled KPIs (use-radar-scales.ts).
 * @param period the period's months 'yyyy-MM' ({@link radarMonths}); null when there is none.
 */
export function radarCards(
  rows: readonly KpiMonthRow[],
  radar: RadarScales,
  period: KpiMonthsFilters | null,
): RadarCard[] {
  const divisor = averagePeriodDivisor(period);
  const monthly = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const values = monthly.get(row.kpi) ?? [];
    values.push(row.value);
    monthly.set(row.kpi, values);
  }
  return RADAR_CARD_KPIS.filter((kpi) => radar.enabled[kpi]).map((kpi) => {
    const scale = radar.scales[kpi];
    const column = KPI_COLUMNS[kpi];
    const value = periodKpiValue(kpi, monthly.get(kpi) ?? [], divisor);
    const text = (number: number) =>
      formatColumnValue(number, { ...column, decimals: Number.isInteger(number) ? 0 : 1 });
    const [low, high] = sortedStops(scale.stops);
    const rules: ClassRule[] =
      scale.order === 'good-first'
        ? [
            { kpiClass: 'Bueno', comparison: '≤', text: text(low) },
            { kpiClass: 'Regular', comparison: '≤', text: text(high) },
            { kpiClass: 'Malo', comparison: '>', text: text(high) },
          ]
        : [
            { kpiClass: 'Bueno', comparison: '≥', text: text(high) },
            { kpiClass: 'Regular', comparison: '≥', text: text(low) },
            { kpiClass: 'Malo', comparison: '<', text: text(low) },
          ];
    return {
      kpi,
      title: column.displayName,
      description: column.description ?? '',
      aggregationLabel: AGGREGATION_LABELS[column.defaultAggregation ?? 'AVG'],
      orderLabel: KPI_ORDER_LABELS[scale.order],
      value,
      valueText: formatColumnValue(value, column),
      kpiClass: classifyKpi(value, scale),
      minText: text(scale.min),
      maxText: text(scale.max),
      stops: [scalePosition(low, scale), scalePosition(high, scale)],
      rules,
      bands: scaleBands(scale),
      marker: value === null ? null : scalePosition(value, scale),
    };
  });
}

/**
 * The months of the client detail's period (client-detail.md §2 global filter, Chile days 'yyyy-MM-dd'): every month
 * the range touches, as 'yyyy-MM' (a KPI is monthly, so a part month counts whole).
 */
export function radarMonths(range: { inicio: string; fin: string }): KpiMonthsFilters {
  return { desde: range.inicio.slice(0, 7), hasta: range.fin.slice(0, 7) };
}
