import { useEffect } from 'react';

/**
 * While `pending`, the browser asks before the page is left or reloaded (client-radar.md §2: leaving the page with
 * pending changes asks for confirmation).
 */
export function useLeaveGuard(pending: boolean): void {
  useEffect(() => {
    if (!pending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);
}
