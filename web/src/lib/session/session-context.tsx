import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useRuntimeConfig } from '../runtime-config-context';
import { watchIdle } from './idle-timeout';
import { registerLogin } from './register-login';
import { setDemoMode } from '../demo-mode';
import { setVerComo } from '../ver-como';
import { sessionUserFromClaims, type SessionUser } from './session-user';

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

interface SessionValue {
  state: SessionState;
  /** Re-reads the tokens Amplify keeps (localStorage) and returns the user, or null when signed out. */
  reload: () => Promise<SessionUser | null>;
  /** Signs out of Cognito and forgets every cached server answer, any 'Ver como' and demo mode. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

async function readSessionUser(): Promise<SessionUser | null> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken ? sessionUserFromClaims(tokens.idToken.payload) : null;
  } catch {
    return null;
  }
}

/**
 * Holds the Cognito session: restored from Amplify's token storage at boot (a reload keeps the
 * user signed in) and dropped when Amplify reports a sign-out or a failed token refresh. Each sign-in is
 * registered with the server (register-login). Thirty minutes without activity in any tab sign the user out
 * (idle-timeout.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { restUrl } = useRuntimeConfig();
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const reload = useCallback(async () => {
    const user = await readSessionUser();
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    return user;
  }, []);

  const logout = useCallback(async () => {
    await signOut();
    setVerComo(null);
    setDemoMode(false);
    queryClient.clear();
    setState({ status: 'signedOut' });
  }, [queryClient]);

  useEffect(() => {
    void reload();
    return Hub.listen('auth', ({ payload }) => {
      // Every completed sign-in (also after a first-login password step) records the last login (core-platform §7).
      if (payload.event === 'signedIn') void registerLogin(restUrl);
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        setVerComo(null);
        queryClient.clear();
        setState({ status: 'signedOut' });
      }
    });
  }, [reload, queryClient, restUrl]);

  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return undefined;
    return watchIdle(() => void logout(), { target: window, storage: window.localStorage });
  }, [signedIn, logout]);

  const value = useMemo(() => ({ state, reload, logout }), [state, reload, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The session state with reload() and logout().
 * @throws Error when used outside SessionProvider.
 */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
