import type { StatusDisplay } from '../../lib/cessions/status-display';
import { toneBadge } from './status-tone';

/**
 * Per-state counts as badges in a status column header (core-platform §2), read as '341 Pendiente' by screen readers.
 */
export function StateBadges<S extends string>({
  counts,
  display,
}: {
  counts: Array<[S, number]>;
  display: (state: S) => StatusDisplay;
}) {
  return (
    <>
      {counts.map(([state, count]) => {
        const { tone, label } = display(state);
        return (
          <span key={state} className="badge ms-1" style={toneBadge(tone)} title={label}>
            {count}
            <span className="visually-hidden"> {label}</span>
          </span>
        );
      })}
    </>
  );
}
