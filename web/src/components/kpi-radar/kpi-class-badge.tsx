import type { KpiClass } from '@domain/kpis/kpi-scales';
import { KPI_CLASS_TONES } from './kpi-class-tone';

interface KpiClassBadgeProps {
  kpiClass: KpiClass;
  /** How many clients are in the class, written after its name ('Bueno: 3'); omitted, the name alone. */
  count?: number;
  className?: string;
}

/** A radar class as a coloured badge that also says its name (never colour alone). */
export function KpiClassBadge({ kpiClass, count, className = '' }: KpiClassBadgeProps) {
  return (
    <span className={`badge text-bg-${KPI_CLASS_TONES[kpiClass].colour} ${className}`} data-kpi-class={kpiClass}>
      {count === undefined ? kpiClass : `${kpiClass}: ${count}`}
    </span>
  );
}
