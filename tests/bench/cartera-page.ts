/**
 * 'Cartera' in headless Chromium for a factoring holding 50,000 documents: the seeded platform
 * (seeded-platform.ts, 50,000 acquired cessions over 200 cedentes and 50 debtors), its aggregates built once as the
 * refresh builds them (lambdas/services/refresh/update-cartera.ts), then /cartera loaded `runs` times and the largest
 * debtor drilled into. Times are read inside the page (performance.now(), polled every animation frame).
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { updateCartera } from '@lambdas/services/refresh/update-cartera';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { signedInPage } from './bench-page';
import type { SeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';
import { systemScope } from '@lambdas/access/system-scope';

/**
 * @returns ms from navigation start to the headline figures and the debtor ranking painted (first paint of the
 *   portfolio), from the largest debtor's 'Ver documentos' click to its documents painted (and of its GraphQL request
 *   alone), and the build's seconds.
 */
export async function benchCarteraPage(seeded: SeededPlatform, runs = 5): Promise<Record<string, number>> {
  const { platform, user } = seeded;
  const scope = systemScope(user.factorings[0]!.rut);
  const doc = createDynamoDocumentClient(platform.config);
  const carteras = new CarteraRepository(doc, platform.config.tables.carteras);
  const t0 = performance.now();
  await carteras.clear(scope);
  await updateCartera(
    { cessions: new CessionRepository(doc, platform.config.tables.cessions), carteras },
    scope,
    [],
    new Date(),
  );
  const buildSeconds = round((performance.now() - t0) / 1000);
  doc.destroy();
  const { browser, page } = await signedInPage(seeded, 1440);
  try {
    const firstPaint: number[] = [];
    const drill: number[] = [];
    const request: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${platform.webUrl}/cartera`, { waitUntil: 'commit' });
      const painted = await page.waitForFunction(
        () => {
          const ranked = document.querySelector('[data-testid=cartera-deudor] [data-testid=cartera-party]');
          return document.querySelector('[data-testid=kpi-monto]') &&
            ranked &&
            ranked.getBoundingClientRect().height > 0
            ? performance.now()
            : false;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      firstPaint.push(Number(await painted.jsonValue()));
      const [elapsed, requestMs] = await drillLargestDebtor(page);
      drill.push(elapsed);
      request.push(requestMs);
    }
    return {
      documents: seeded.records.length,
      buildSeconds,
      firstPaintP50Ms: round(percentile(firstPaint, 50)),
      drillDownP50Ms: round(percentile(drill, 50)),
      drillDownMaxMs: round(Math.max(...drill)),
      drillRequestP50Ms: round(percentile(request, 50)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Clicks the first debtor's 'Ver documentos' and waits, in the page, for its rows.
 * @returns the elapsed ms, and the ms of the GraphQL request that brought them (Resource Timing: sent to answered).
 */
async function drillLargestDebtor(page: Page): Promise<[number, number]> {
  return page.evaluate(
    () =>
      new Promise<[number, number]>((resolve, reject) => {
        const drillRequestMs = (since: number) => {
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= since && /graphql/i.test(entry.name));
          return requests.length > 0 ? Math.max(...requests.map((entry) => entry.duration)) : NaN;
        };
        const button = document.querySelector<HTMLButtonElement>(
          '[data-testid=cartera-deudor] [data-testid=cartera-party] button',
        );
        if (!button) return reject(new Error('no debtor to drill into'));
        const t0 = performance.now();
        button.click();
        const check = () => {
          if (document.querySelector('[data-testid=drill-row]'))
            requestAnimationFrame(() => resolve([performance.now() - t0, drillRequestMs(t0)]));
          else if (performance.now() - t0 > 30_000) reject(new Error('the drill-down did not show documents'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}
