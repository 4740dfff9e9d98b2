import { useEffect } from 'react';

/**
 * Calls `open` on ctrl+K (cmd+K on a Mac) anywhere in the page (core-platform §2 "Admin search modal"), taking the
 * key from the browser (whose ctrl+K focuses its own search bar).
 * @param enabled false leaves the keys alone (a user without the client dashboard).
 */
export function useSearchShortcut(open: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, enabled]);
}
