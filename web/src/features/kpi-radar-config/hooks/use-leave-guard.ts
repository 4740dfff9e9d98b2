import { useEffect } from 'react';
import { useBlocker, useLocation, type Blocker } from 'react-router';

/**
 * While `pending`, leaving the screen asks first (client-radar.md §2: leaving the page with pending changes asks for
 * confirmation): the browser asks before the page is unloaded or reloaded, and a navigation inside the app from the
 * screen's path to another (sidebar, breadcrumb, Back, 'Volver al Radar') is held. Returns the router's blocker:
 * `state` is 'blocked' while such a navigation waits for `proceed()` or `reset()`. A change of the address's
 * parameters alone is not leaving.
 */
export function useLeaveGuard(pending: boolean): Blocker {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);
  // Only a navigation from this screen's path is held: the router renders the next screen in a transition, so while a
  // lazy screen loads, the address is already the next one but this screen (and its blocker) is still mounted; a
  // navigation from there (Back to the editor from the client list) must not be held.
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      pending && currentLocation.pathname === pathname && nextLocation.pathname !== pathname,
  );
}
