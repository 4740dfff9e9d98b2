import type { SessionUser } from '@web/lib/session/session-user';
import { useVerComo } from '../hooks/use-ver-como';

/**
 * The orange banner of the impersonation mode (core-platform §1): both identities (who is seen and which administrator
 * acts) and 'Salir', back to the administrator's own session. Nothing while the user acts as themself. Dark text on
 * the orange: white on it reads at 2.6:1, below WCAG AA's 4.5:1.
 */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const { stop } = useVerComo();
  if (!user.impersonatedBy) return null;
  return (
    <div
      className="d-flex align-items-center gap-2 px-3 py-2 text-dark fw-semibold"
      style={{ backgroundColor: '#fd7e14' }}
      role="status"
      data-testid="impersonation-banner"
    >
      <span className="flex-grow-1">
        Viendo como <strong>{user.username}</strong> · Administrador:{' '}
        <strong>{user.impersonatedBy.email || user.impersonatedBy.username}</strong>
        <span className="fw-normal small ms-2">(cada acción queda registrada con ambas identidades)</span>
      </span>
      <button type="button" className="btn btn-light btn-sm flex-shrink-0" onClick={stop}>
        Salir
      </button>
    </div>
  );
}
