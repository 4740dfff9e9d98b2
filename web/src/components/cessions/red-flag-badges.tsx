import type { CesionView } from '@domain/cession';
import { RED_FLAG_LABELS } from '@domain/red-flags/red-flag';

/**
 * The red flags the refresh stored on a cession: one red badge per rule that opens its reason, as
 * the server wrote it (a disclosure, so rows stay compact and the reason is reachable by keyboard, touch and screen
 * readers; the badge's tooltip repeats it); nothing when the cession has none.
 */
export function RedFlagBadges({ cesion }: { cesion: Pick<CesionView, 'alertas'> }) {
  if (cesion.alertas.length === 0) return null;
  return (
    <ul
      className="list-unstyled mb-0 mt-1 d-flex flex-column align-items-start gap-1"
      data-testid="red-flags"
      aria-label="Alertas del documento"
    >
      {cesion.alertas.map((flag) => (
        <li key={flag.regla}>
          <details className="red-flag" data-regla={flag.regla}>
            <summary className="badge text-bg-danger text-wrap text-start" title={flag.motivo}>
              <span aria-hidden="true">⚠ </span>
              {RED_FLAG_LABELS[flag.regla]}
            </summary>
            <div className="small text-danger-emphasis mt-1" style={{ maxWidth: '22rem' }}>
              {flag.motivo}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
