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
  // Only a navigation from this screen's path is held: the router was seen keeping this rule after the screen had been
  // left (Back to the editor from the client list was held), and it must never hold a navigation elsewhere.
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      pending && currentLocation.pathname === pathname && nextLocation.pathname !== pathname,
  );
}
