import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-context';
import { CompanyScope } from '../company-scope';
import { LandingRedirect } from './landing-redirect';

/**
 * Guard of the login route '/': a user already signed in (after the sign-in or a reload) goes to the landing route
 * of its flags in the selected factoring (LandingRedirect).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'signedIn') return <CompanyScope user={state.user}>{() => <LandingRedirect />}</CompanyScope>;
  return <>{children}</>;
}
