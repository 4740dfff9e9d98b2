/**
 * Path of the page shown in a new tab while a certificate renders, and then holding it (core-platform §2 '/loading').
 */
export const LOADING_PATH = '/loading';

/** The '/loading' tab tells its opener it listens; the opener answers with the certificate. */
export const LOADING_READY = 'radar:loading-ready';
export const CERTIFICATE_HTML = 'radar:certificate-html';

/** How long the opener waits for '/loading' to start listening before saving the certificate as a file instead. */
const MAX_WAIT_MS = 15_000;

/** A tab opened by {@link openLoadingTab}. */
export interface LoadingTab {
  tab: Window;
  /** Resolves true once '/loading' listens in the tab, false after 15 s or when the tab was closed. */
  ready: Promise<boolean>;
}

/**
 * Opens the '/loading' page in a new tab and starts listening for its ready message at once (it may arrive before
 * the certificate does). Must run inside the click handler, or the browser blocks the popup.
 * @returns the tab, or null when the browser blocked it.
 */
export function openLoadingTab(): LoadingTab | null {
  const tab = window.open(LOADING_PATH, '_blank');
  if (!tab) return null;
  const ready = new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      clearInterval(closedCheck);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === tab && event.origin === window.location.origin && event.data === LOADING_READY) done(true);
    };
    const timer = setTimeout(() => done(false), MAX_WAIT_MS);
    const closedCheck = setInterval(() => tab.closed && done(false), 250);
    window.addEventListener('message', onMessage);
  });
  return { tab, ready };
}

/**
 * Hands a printable HTML certificate to the '/loading' page of a tab opened by {@link openLoadingTab}, which shows
 * it in a sandboxed frame (no scripts, an opaque origin): the certificate is never written into a document of the
 * app's origin.
 * @returns false when the tab never started listening (the caller saves the file instead).
 */
export async function sendToTab({ tab, ready }: LoadingTab, html: string): Promise<boolean> {
  if (!(await ready)) return false;
  tab.postMessage({ type: CERTIFICATE_HTML, html }, window.location.origin);
  tab.focus();
  return true;
}
