import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { postLoginRoute } from '@domain/permissions';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-context';

/** Guard of the login route '/': a user already signed in (e.g. after a reload) goes to postLoginRoute(flags). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'signedIn') return <Navigate to={postLoginRoute(state.user.flags)} replace />;
  return <>{children}</>;
}
