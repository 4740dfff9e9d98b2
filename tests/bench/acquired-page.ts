/**
 * Rendering of /cesion-adquiridas in headless Chromium over the seeded platform (seeded-platform.ts: 5,000
 * cessions in 100 cedente cards): the user signs in through the login page once, then the page is loaded `runs`
 * times. Times are read inside the page (performance.now(), polled every animation frame), so they include the
 * app's start, the GraphQL pages and React's rendering, and not Playwright's round trips.
 */
import type { Page } from 'playwright-core';
import { countText } from '@domain/es-cl-format';
import { allCounted, signedInPage } from './bench-page';
import { benchPlainTablePage } from './plain-table-page';
import { benchRealPeriodFilter } from './real-period-filter';
import type { SeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';

/** Card (cedente) count the page must show before "all cards" counts as rendered. */
const CARDS = 100;

/**
 * @param seeded the started platform with its load.
 * @param runs page loads (median reported), each followed by `runs` header clicks in the first card.
 * @returns ms from navigation start to the first cession row visible, to all 100 cards rendered with their rows,
 *   to every document counted (the totals line reads all of them and the 'more documents' note is gone: the list
 *   arrives page by page), to the end of the last GraphQL response (the API's share of the wait), and from a
 *   sortable header click (the first card's last one, alternating direction) to the next frame after the re-sort;
 *   then the same documents as a plain HTML table in the same page (plain-table-page.ts) and the ratio of the
 *   screen's all-documents time to it (machine-independent; target at most 2); and 'Filtrar' over the SII's real
 *   period answer to all its documents counted (real-period-filter.ts).
 * @throws Error when the page does not show 100 cards within 60 s, or a click does not change the sort.
 */
export async function benchAcquiredPage(seeded: SeededPlatform, runs = 5): Promise<Record<string, number>> {
  const { platform } = seeded;
  const { browser, page } = await signedInPage(seeded, 1400);
  try {
    const firstRow: number[] = [];
    const allCards: number[] = [];
    const allDocuments: number[] = [];
    const resort: number[] = [];
    const graphql: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${platform.webUrl}/cesion-adquiridas`, { waitUntil: 'commit' });
      const row = await page.waitForFunction(
        () => {
          const first = document.querySelector('[data-testid=cession-row]');
          return first && first.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      firstRow.push(Number(await row.jsonValue()));
      const cards = await page.waitForFunction(
        (expected) => {
          const all = document.querySelectorAll('[data-testid=cedente-card]');
          const filled = [...all].every((card) => card.querySelector('[data-testid=cession-row]'));
          return all.length === expected && filled ? performance.now() : false;
        },
        CARDS,
        { polling: 'raf', timeout: 60_000 },
      );
      allCards.push(Number(await cards.jsonValue()));
      const complete = await page.waitForFunction(
        allCounted,
        // The screen's own count line ('5.000 documentos'), so the wait cannot miss it over a number format.
        `${countText(seeded.records.length, 'documento', 'documentos')},`,
        { polling: 'raf', timeout: 60_000 },
      );
      allDocuments.push(Number(await complete.jsonValue()));
      const responses = await page.evaluate(
        (url) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(url))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        platform.graphqlUrl,
      );
      graphql.push(Math.max(0, ...responses));
      for (let click = 0; click < runs; click++) resort.push(await clickSortHeader(page));
    }
    const plain = await benchPlainTablePage(page, platform.webUrl, seeded.records, runs);
    const realPeriod = await benchRealPeriodFilter(page, platform.webUrl, runs);
    return {
      documents: seeded.records.length,
      cards: CARDS,
      rowsVisibleP50Ms: round(percentile(firstRow, 50)),
      allCardsP50Ms: round(percentile(allCards, 50)),
      allDocumentsP50Ms: round(percentile(allDocuments, 50)),
      graphqlDoneP50Ms: round(percentile(graphql, 50)),
      resortP50Ms: round(percentile(resort, 50)),
      resortMaxMs: round(Math.max(...resort)),
      ...plain,
      allDocumentsToPlainRatio: round(percentile(allDocuments, 50) / plain.plainTableP50Ms, 2),
      ...realPeriod,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Clicks the last sortable header of the first card and waits, in the page, for its aria-sort to change and the
 * next frame to be painted. @returns the elapsed ms. @throws Error when the header is missing or nothing changes in 10
 * s.
 */
async function clickSortHeader(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const lastHeader = () => {
          const headers = document.querySelector('[data-testid=cedente-card]')?.querySelectorAll('th[data-sort-key]');
          return headers?.[headers.length - 1];
        };
        const th = lastHeader();
        const button = th?.querySelector('button');
        if (!th || !button) return reject(new Error('no sortable header in the first card'));
        const before = th.getAttribute('aria-sort');
        const t0 = performance.now();
        button.click();
        const check = () => {
          if (lastHeader()?.getAttribute('aria-sort') !== before)
            requestAnimationFrame(() => resolve(performance.now() - t0));
          else if (performance.now() - t0 > 10_000) reject(new Error('the sort did not change'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}
