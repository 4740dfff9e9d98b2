import { STATUS_LEGEND, STATUS_SYMBOL } from '@web/lib/cessions/status-display';
import { toneText } from '@web/components/cessions/status-tone';

/**
 * The legend of the status marks of the Aceptado / Anulado / Rebajado columns: one mark per
 * meaning in every column, in the spec's colours (core-platform §4 "Display").
 */
export function StatusLegend() {
  return (
    <ul className="list-inline small mb-2" aria-label="Leyenda de estados" data-testid="status-legend">
      {STATUS_LEGEND.map(({ meaning, tone, text }) => (
        <li key={meaning} className="list-inline-item me-3">
          <span aria-hidden="true" className="fw-bold me-1" style={toneText(tone)} data-meaning={meaning}>
            {STATUS_SYMBOL[meaning]}
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}
