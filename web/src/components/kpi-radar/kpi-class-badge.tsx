import type { KpiClass } from '@domain/kpis/kpi-scales';
import { KPI_CLASS_TONES } from './kpi-class-tone';

/** A radar class as a coloured badge that also says its name (never colour alone). */
export function KpiClassBadge({ kpiClass, className = '' }: { kpiClass: KpiClass; className?: string }) {
  return (
    <span className={`badge text-bg-${KPI_CLASS_TONES[kpiClass].colour} ${className}`} data-kpi-class={kpiClass}>
      {kpiClass}
    </span>
  );
}
