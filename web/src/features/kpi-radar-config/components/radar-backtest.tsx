import { useDeferredValue, useMemo } from 'react';
import { KPI_COLUMNS } from '@domain/kpis/period-kpi-value';
import { radarBacktest, type BacktestWindows } from '@domain/kpis/radar-config/radar-backtest';
import type { RadarConfig } from '@domain/kpis/radar-config/radar-config';
import { KpiClassBadge } from '@web/components/kpi-radar/kpi-class-badge';
import { KPI_CLASSES } from '@web/components/kpi-radar/kpi-class-tone';
import { Spinner } from '@web/components/ui/spinner';
import { formatMonth } from '@web/lib/format';
import type { ClientList } from '@web/localdb/client-list/read-client-list';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';

interface RadarBacktestProps {
  list: ClientList | undefined;
  failed: boolean;
  windows: BacktestWindows;
  config: RadarConfig;
}

/**
 * The backtest of the configuration on screen: of the factoring's clients with claims or annulments in the last
 * months, how many it would have placed in each class in the months before (domain radarBacktest, its windows and
 * rule written out), over the client-list database read in the browser (`list` undefined while it loads, `failed`
 * when it could not be read).
 */
export function RadarBacktest({ list, failed, windows, config }: RadarBacktestProps) {
  // Recounted after a slider step has been drawn, so the handles never wait for it.
  const shown = useDeferredValue(config);
  const before = { from: formatMonth(windows.before[0]!), to: formatMonth(windows.before.at(-1)!) };
  const after = { from: formatMonth(windows.after[0]!), to: formatMonth(windows.after.at(-1)!) };
  const result = useMemo(
    () => (list ? radarBacktest(list.kpis.values(), shown, windows) : null),
    [list, shown, windows],
  );
  let body;
  if (failed) body = <p className="small text-danger mb-0">{M.backtestFailed}</p>;
  else if (!result) body = <Spinner />;
  else
    body = (
      <>
        <p className="mb-1" data-testid="radar-backtest-flagged">
          {M.backtestFlagged(after.from, after.to, result.flagged)}
        </p>
        <p className="mb-1">
          {M.backtestPlaced(before.from, before.to)}{' '}
          {KPI_CLASSES.map((kpiClass) => (
            <KpiClassBadge key={kpiClass} kpiClass={kpiClass} count={result.placed[kpiClass]} className="me-1" />
          ))}
          <span className="badge text-bg-light border">{M.backtestUnplaced(result.unplaced)}</span>
        </p>
      </>
    );
  return (
    <section className="mt-4" aria-labelledby="radar-backtest-title" data-testid="radar-backtest">
      <h2 id="radar-backtest-title" className="h6">
        {M.backtest}
      </h2>
      {body}
      <p className="small text-body-secondary mb-0">
        {M.backtestRule(KPI_COLUMNS['reclamo-promedio'].displayName, KPI_COLUMNS['anulaciones-promedio'].displayName)}
      </p>
    </section>
  );
}
