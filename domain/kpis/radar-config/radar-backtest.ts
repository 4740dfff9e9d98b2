import { shiftMonth } from '../../calendar-month';
import { KPI_IDS, type KpiId } from '../kpi-ids';
import { classifyKpi, type KpiClass, type KpiScale } from '../kpi-scales';
import { periodKpiValue } from '../period-kpi-value';
import { radarScales, type RadarConfig } from './radar-config';

/** Months in each backtest window: the months the client is placed over, and the months after them it is watched. */
export const BACKTEST_WINDOW_MONTHS = 2;

/** The backtest's two windows of months 'yyyy-MM', oldest first. */
export interface BacktestWindows {
  /** The months the configuration places the client over ("beforehand"). */
  before: string[];
  /** The following months, where a claim or an annulment is looked for. */
  after: string[];
}

/** One client's monthly KPI values: KPI id -> month 'yyyy-MM' -> value (the client-list database's kpis rows). */
export type ClientMonthlyKpis = ReadonlyMap<string, ReadonlyMap<string, number | null>>;

/** What the backtest found over a factoring's clients. */
export interface BacktestResult {
  /** Clients with a claim or an annulment in the following months. */
  flagged: number;
  /** Those clients by the class the configuration gave them beforehand. */
  placed: Record<KpiClass, number>;
  /** Those clients without a value on any enabled KPI beforehand (no class). */
  unplaced: number;
}

/**
 * The backtest's windows for the current month: the following months are the last {@link BACKTEST_WINDOW_MONTHS}
 * ending at `current` (the month under way included), the months before are as many just before them.
 * @param current the current month 'yyyy-MM' (Chile time).
 */
export function backtestWindows(current: string): BacktestWindows {
  const months = (end: string) =>
    Array.from({ length: BACKTEST_WINDOW_MONTHS }, (_, index) => shiftMonth(end, index + 1 - BACKTEST_WINDOW_MONTHS));
  return { before: months(shiftMonth(current, -BACKTEST_WINDOW_MONTHS)), after: months(current) };
}

const valuesIn = (client: ClientMonthlyKpis, kpi: KpiId, months: readonly string[]) =>
  months.map((month) => client.get(kpi)?.get(month) ?? null);

/**
 * A client's class under a configuration over some months, the weakest of its cards: Malo when any enabled KPI is
 * Malo, Bueno when every enabled KPI with a value is Bueno, else Regular. Each KPI's value over the months is the
 * client list's (periodKpiValue) and its class the radar's one rule (classifyKpi).
 * @param scales the configuration's scales (radarScales), when the caller classifies many clients under it.
 * @returns the class, or null when no enabled KPI has a value in those months.
 */
export function clientRadarClass(
  client: ClientMonthlyKpis,
  config: RadarConfig,
  months: readonly string[],
  scales: Readonly<Record<KpiId, KpiScale>> = radarScales(config),
): KpiClass | null {
  let weakest: KpiClass | null = null;
  for (const kpi of KPI_IDS) {
    if (!config.enabled[kpi]) continue;
    const kpiClass = classifyKpi(periodKpiValue(kpi, valuesIn(client, kpi, months)), scales[kpi]);
    if (kpiClass === 'Malo') return 'Malo';
    if (kpiClass === 'Regular' || (kpiClass === 'Bueno' && weakest === null)) weakest = kpiClass;
  }
  return weakest;
}

/**
 * Whether a client had a claim or an annulment in some of the months: its Reclamos Promedio or Anulaciones Promedio
 * (percent of the month's sales documents claimed / invoices annulled) above 0 in any of them.
 */
export function hadClaimsOrAnnulments(client: ClientMonthlyKpis, months: readonly string[]): boolean {
  return (['reclamo-promedio', 'anulaciones-promedio'] as const).some((kpi) =>
    valuesIn(client, kpi, months).some((value) => value !== null && value > 0),
  );
}

/**
 * The backtest of a radar configuration (issue: KPI radar, "beyond the peers"): of the clients that had claims or
 * annulments in the following months, how many the configuration would have placed in each class beforehand.
 * @param clients each client's monthly KPI values (at least the months of both windows).
 * @param config the configuration being tried (enabled cards, thresholds, order).
 * @param windows the months before and after (see {@link backtestWindows}).
 */
export function radarBacktest(
  clients: Iterable<ClientMonthlyKpis>,
  config: RadarConfig,
  windows: BacktestWindows,
): BacktestResult {
  const result: BacktestResult = { flagged: 0, placed: { Bueno: 0, Regular: 0, Malo: 0 }, unplaced: 0 };
  const scales = radarScales(config);
  for (const client of clients) {
    if (!hadClaimsOrAnnulments(client, windows.after)) continue;
    result.flagged += 1;
    const placed = clientRadarClass(client, config, windows.before, scales);
    if (placed === null) result.unplaced += 1;
    else result.placed[placed] += 1;
  }
  return result;
}
