import { KpiClassBadge } from './kpi-class-badge';
import { KPI_CLASS_TONES, KPI_CLASSES } from './kpi-class-tone';

/** The legend of the radar classes (Bueno, Regular, Malo): each badge and what it means. */
export function KpiClassLegend() {
  return (
    <ul className="list-inline small mb-2" aria-label="Leyenda del radar" data-testid="kpi-class-legend">
      <li className="list-inline-item me-2 fw-semibold">Radar KPI:</li>
      {KPI_CLASSES.map((kpiClass) => (
        <li key={kpiClass} className="list-inline-item me-3">
          <KpiClassBadge kpiClass={kpiClass} className="me-1" />
          {KPI_CLASS_TONES[kpiClass].meaning}
        </li>
      ))}
    </ul>
  );
}
