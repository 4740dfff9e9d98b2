import { useSyncExternalStore } from 'react';

/** Width from which tables are shown (md, core-platform §2 breakpoints); below it rows stack as cards. */
export const WIDE_LAYOUT_QUERY = '(min-width: 768px)';

/** True while the CSS media query matches; follows changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
