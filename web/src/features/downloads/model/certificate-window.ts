/** Path of the blank page shown in a new tab while a certificate renders (core-platform §2 '/loading'). */
export const LOADING_PATH = '/loading';

const POLL_MS = 50;
const MAX_WAIT_MS = 10_000;

/**
 * Opens the '/loading' page in a new tab. Must run inside the click handler, or the browser blocks the popup.
 * @returns the tab, or null when the browser blocked it.
 */
export function openLoadingTab(): Window | null {
  return window.open(LOADING_PATH, '_blank');
}

/**
 * Replaces the content of a tab opened by {@link openLoadingTab} with a printable HTML document. Waits (at most
 * 10 s) for '/loading' to finish loading first, so that page's own navigation cannot overwrite the certificate.
 */
export async function writeToTab(tab: Window, html: string): Promise<void> {
  const started = Date.now();
  while (!isLoadingPageReady(tab) && Date.now() - started < MAX_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  tab.document.open();
  tab.document.write(html);
  tab.document.close();
  tab.focus();
}

function isLoadingPageReady(tab: Window): boolean {
  try {
    return tab.location.pathname === LOADING_PATH && tab.document.readyState === 'complete';
  } catch {
    return false;
  }
}
