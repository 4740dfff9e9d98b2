/**
 * What the Chromium benchmarks (acquired-page.ts, cartera-page.ts, client-detail-page.ts) share: a headless page
 * signed in through the login page, and the renderer's CPU time read over the DevTools protocol (Performance
 * domain), steadier than wall time when the machine is busy.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { signIn } from '../support/e2e-platform';
import type { SeededPlatform } from './seeded-platform';

/** A launched browser and its signed-in page; close the browser when done. */
export interface BenchPage {
  browser: Browser;
  page: Page;
}

/**
 * Launches Chromium, opens a page of `width` x 900 px and signs the seeded platform's user in.
 * @throws Error when Chromium is missing or the sign-in does not reach a post-login route.
 */
export async function signedInPage(
  { platform, user }: Pick<SeededPlatform, 'platform' | 'user'>,
  width: number,
): Promise<BenchPage> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // tsx compiles with keepNames: functions declared inside page callbacks call esbuild's __name helper.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await signIn(page, platform.webUrl, user.email, user.password);
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * The page's renderer CPU clock: `cpuMs()` reads the CPU time (ms) its renderer process has used so far (the
 * Performance domain's ProcessTime). The clock survives same-origin navigations (same renderer); a difference of
 * two readings is the CPU an action cost, whatever else the machine runs.
 */
export async function rendererCpuClock(page: Page): Promise<{ cpuMs: () => Promise<number>; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const cpuMs = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const processTime = metrics.find((metric) => metric.name === 'ProcessTime');
    if (!processTime) throw new Error('Chromium reports no ProcessTime metric');
    return processTime.value * 1000;
  };
  return { cpuMs, session };
}

/**
 * In the page (pass to `page.waitForFunction`): performance.now() once the cession screen's totals line is drawn,
 * starts with `expected` (its own count, '5.000 documentos,'; '' for any) and no page of the list is still arriving;
 * false before.
 */
export function allCounted(expected: string): number | false {
  const totals = document.querySelector('[data-testid=totals]')?.textContent;
  return totals && !document.querySelector('[data-testid=loading-more]') && totals.startsWith(expected)
    ? performance.now()
    : false;
}
