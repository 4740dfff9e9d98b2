import type { ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import type { SessionUser } from '@web/lib/session/session-user';
import { useImpersonatedSession } from '../api/get-session';
import { useVerComo } from '../hooks/use-ver-como';

/**
 * Renders the signed-in screens as the user they are for: the signed-in user itself, or, while an administrator sees
 * as someone, that user as the server resolved it (GET /api/sesion: its flags and menu, and who really acts). A refusal
 * (the server's message) is shown with 'Salir', which goes back to the administrator's own session.
 */
export function ImpersonationGate({
  user,
  children,
}: {
  user: SessionUser;
  children: (user: SessionUser) => ReactNode;
}) {
  const { target, stop } = useVerComo();
  const session = useImpersonatedSession(target);
  if (!target) return <>{children(user)}</>;
  if (session.error) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span className="me-auto">
            No se pudo ver como {target.email || target.username}: {session.error.message}
          </span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={stop}>
            Salir
          </button>
        </div>
      </div>
    );
  }
  if (!session.data) return <Spinner />;
  return <>{children(session.data)}</>;
}
