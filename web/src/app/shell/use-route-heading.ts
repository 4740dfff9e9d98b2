import { useEffect, type RefObject } from 'react';

/** The application's name, alone on the login page and after each screen's name elsewhere. */
export const APP_TITLE = 'Radar Cesiones';

/** How long a lazily loaded screen may take to show its heading before the hook gives up on that navigation. */
const HEADING_WAIT_MS = 15_000;

/**
 * After each navigation inside the shell (a new `pathname`), waits for the screen's h1 under `main` (screens load
 * lazily), titles the document '{h1 text} · Radar Cesiones' and moves focus to that heading (WCAG 2.4.2,
 * 2.4.3), so keyboard and screen-reader users start on the new screen instead of the page body. Focus stays
 * where it is when it is already inside the screen (a tab of components/ui/tabs.tsx, whose arrow keys may change the
 * route, or a field the user reached before the heading loaded) or while a modal dialog is open (e.g. the client
 * search opened before the screen had loaded). The title follows the heading's text while the screen stays (a heading
 * completed when its data loads). Leaving the shell restores the plain title.
 */
export function useRouteHeading(main: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const retitle = (heading: HTMLHeadingElement) =>
      void (document.title = `${heading.textContent?.trim() || APP_TITLE} · ${APP_TITLE}`);
    // A heading may name its screen more fully once its data loads (the client detail: RUT, then name and RUT).
    let announced: HTMLHeadingElement | null = null;
    const headingText = new MutationObserver(() => announced && retitle(announced));
    const announce = (heading: HTMLHeadingElement) => {
      announced = heading;
      retitle(heading);
      headingText.observe(heading, { childList: true, subtree: true, characterData: true });
      const active = document.activeElement;
      const working = active !== container && container.contains(active);
      if (working || document.querySelector('[aria-modal=true]')) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    const found = container.querySelector('h1');
    if (found) {
      announce(found);
      return () => headingText.disconnect();
    }
    const observer = new MutationObserver(() => {
      const heading = container.querySelector('h1');
      if (!heading) return;
      observer.disconnect();
      announce(heading);
    });
    observer.observe(container, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      headingText.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [main, pathname]);

  useEffect(() => () => void (document.title = APP_TITLE), []);
}
