import type { CesionView } from '../../../../../domain/cession';
import { RED_FLAG_LABELS } from '../../../../../domain/red-flags/red-flag';

/**
 * The red flags the refresh stored on a cession (issue 12 point 5): one red badge per rule with its reason under
 * it, as the server wrote them; nothing when the cession has none.
 */
export function RedFlagBadges({ cesion }: { cesion: Pick<CesionView, 'alertas'> }) {
  if (cesion.alertas.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 mt-1" data-testid="red-flags" aria-label="Alertas">
      {cesion.alertas.map((flag) => (
        <li key={flag.regla} className="red-flag" data-regla={flag.regla}>
          <span className="badge text-bg-danger text-wrap text-start">
            <span aria-hidden="true">⚠ </span>
            {RED_FLAG_LABELS[flag.regla]}
          </span>
          <div className="small text-danger-emphasis">{flag.motivo}</div>
        </li>
      ))}
    </ul>
  );
}
