import { classifyKpi, type KpiClass, type KpiScale } from '../kpi-scales';

/**
 * The live preview of one KPI card in 'Configuración Radar' (client-radar.md §4 editor): how many of the factoring's
 * clients fall in each class under the thresholds being edited, and how many of them are in another class than under
 * the saved ones (what the client list would recolour).
 */
export interface ClassPreview {
  counts: Record<KpiClass, number>;
  changed: number;
}

/**
 * Counts the clients' classes under the edited thresholds and the clients whose class differs from the saved one,
 * both through classifyKpi. A client without a value for the KPI has no class and is counted nowhere.
 * @param values each client's value of the KPI (percent 0..100 or a count; null when missing).
 * @param saved the stops and order of the saved configuration; edited those being edited.
 */
export function classPreview(
  values: ReadonlyArray<number | null>,
  saved: Pick<KpiScale, 'stops' | 'order'>,
  edited: Pick<KpiScale, 'stops' | 'order'>,
): ClassPreview {
  const counts: Record<KpiClass, number> = { Bueno: 0, Regular: 0, Malo: 0 };
  let changed = 0;
  for (const value of values) {
    const now = classifyKpi(value, edited);
    if (now === null) continue;
    counts[now] += 1;
    if (classifyKpi(value, saved) !== now) changed += 1;
  }
  return { counts, changed };
}
