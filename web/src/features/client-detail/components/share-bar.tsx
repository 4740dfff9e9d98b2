import { formatFactor } from '../model/sales-factor';

/** A thin bar of a row's share (participación, 0..100) of a concentration table, its percentage as title and label. */
export function ShareBar({ percent }: { percent: number }) {
  const label = formatFactor(percent);
  return (
    <div className="progress" style={{ height: '0.5rem', minWidth: '4rem' }} title={label} role="img" aria-label={label}>
      <div className="progress-bar" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
    </div>
  );
}
