import type { ClassPreview } from '@domain/kpis/radar-config/class-preview';
import { KpiClassBadge } from '@web/components/kpi-radar/kpi-class-badge';
import { KPI_CLASSES } from '@web/components/kpi-radar/kpi-class-tone';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';

/**
 * A card's live preview: the factoring's clients per class under the thresholds on screen, and how many of them change
 * class against the saved configuration. Each class is written beside its colour.
 */
export function ClassDistribution({ kpiId, preview }: { kpiId: string; preview: ClassPreview }) {
  return (
    <div className="small mb-2" data-testid={`kpi-preview-${kpiId}`}>
      <span className="text-body-secondary me-1">{M.distribution}</span>
      {KPI_CLASSES.map((kpiClass) => (
        <KpiClassBadge key={kpiClass} kpiClass={kpiClass} count={preview.counts[kpiClass]} className="me-1" />
      ))}
      <div data-testid={`kpi-preview-changed-${kpiId}`}>{M.changedClass(preview.changed)}</div>
    </div>
  );
}
