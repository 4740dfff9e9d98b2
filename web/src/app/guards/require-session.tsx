import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-context';
import type { SessionUser } from '../../lib/session/session-user';

/**
 * Route guard of core-platform §2: every route but '/' needs a signed-in user; others go to '/'.
 * Renders its children with the user.
 */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'signedOut') return <Navigate to="/" replace />;
  return <>{children(state.user)}</>;
}
