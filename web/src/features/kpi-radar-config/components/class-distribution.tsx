import type { ClassPreview } from '@domain/kpis/radar-config/class-preview';
import { KPI_CLASS_TONES, KPI_CLASSES } from '@web/components/kpi-radar/kpi-class-tone';
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
        <span
          key={kpiClass}
          className={`badge text-bg-${KPI_CLASS_TONES[kpiClass].colour} me-1`}
          data-kpi-class={kpiClass}
        >
          {kpiClass}: {preview.counts[kpiClass]}
        </span>
      ))}
      <div data-testid={`kpi-preview-changed-${kpiId}`}>{M.changedClass(preview.changed)}</div>
    </div>
  );
}
