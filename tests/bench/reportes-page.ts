/**
 * 'Reportes' in headless Chromium for a factoring holding 50,000 acquired documents (seeded-platform.ts, spread over
 * the last 150 days, all inside the screen's default period of six months), its report cells built once as the
 * refresh builds them (lambdas/services/refresh/update-report-cells.ts), read by the screen as it reads them: the
 * period's cells in one GraphQL answer, a figure's documents through the acquired list's pages when it is opened.
 * `/reportes` is opened `runs` times and each time timed from the navigation start to the first chart ('Cesiones
 * adquiridas por mes') drawn, then a debtor chosen in the 'Deudor' filter until the debtor table shows that debtor
 * alone, the filter cleared, and the busiest month's 'Ver' clicked until its first documents show in the dialog (and
 * until all of them are read: its count shown). Times are read inside the page (performance.now(), polled every
 * animation frame).
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { systemScope } from '@lambdas/access/system-scope';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { updateReportCells } from '@lambdas/services/refresh/update-report-cells';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { ReportCellRepository } from '@lambdas/store/report-cell-repository';
import { signedInPage } from './bench-page';
import type { SeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';

/** Days back the seeded cessions' dates cycle over: within the default six-month period whatever today's date. */
export const REPORTES_DAYS = 150;

/**
 * @returns the cells' build seconds; ms from navigation start to the first chart drawn (p50 over the warm runs, and the
 *   first, cold run) and to the last GraphQL answer before it, from a debtor filter's change to the debtor table
 *   redrawn with it alone, and from a month's 'Ver' click to its documents' first rows in the dialog (p50 and max) and
 *   to all of them read (p50).
 * @throws Error when the chart is not drawn within 180 s or a step does not finish within 30 s.
 */
export async function benchReportesPage(seeded: SeededPlatform, runs = 5): Promise<Record<string, number>> {
  const scope = systemScope(seeded.user.factorings[0]!.rut);
  const doc = createDynamoDocumentClient(seeded.platform.config);
  const reportCells = new ReportCellRepository(doc, seeded.platform.config.tables.carteras);
  const t0 = performance.now();
  await reportCells.clear(scope);
  const cessions = new CessionRepository(doc, seeded.platform.config.tables.cessions);
  await updateReportCells({ cessions, reportCells }, scope, [], new Date());
  const buildSeconds = round((performance.now() - t0) / 1000);
  doc.destroy();
  const { browser, page } = await signedInPage(seeded, 1440);
  try {
    const firstChart: number[] = [];
    const lastAnswer: number[] = [];
    const filter: number[] = [];
    const drill: number[] = [];
    const drillAll: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await page.goto(`${seeded.platform.webUrl}/reportes`, { waitUntil: 'commit' });
      const drawn = await page.waitForFunction(
        () => {
          const bar = document.querySelector('.recharts-bar-rectangle path');
          if (
            !document.querySelector('[data-testid=report-totals]') ||
            !bar ||
            bar.getBoundingClientRect().height === 0
          )
            return false;
          const answered = performance
            .getEntriesByType('resource')
            .filter((entry) => /graphql/i.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
          return [performance.now(), Math.max(0, ...answered)];
        },
        undefined,
        { polling: 'raf', timeout: 180_000 },
      );
      const [chartMs, dataMs] = (await drawn.jsonValue()) as [number, number];
      firstChart.push(chartMs);
      lastAnswer.push(dataMs);
      filter.push(await chooseDebtor(page, run + 1));
      await chooseDebtor(page, 0);
      const [rows, all] = await drillBusiestMonth(page);
      drill.push(rows);
      drillAll.push(all);
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).first().click();
    }
    const [cold, ...warm] = firstChart;
    const warmAnswers = lastAnswer.slice(1);
    return {
      documents: seeded.records.length,
      cellBuildSeconds: buildSeconds,
      firstChartColdMs: round(cold!),
      firstChartP50Ms: round(percentile(warm, 50)),
      firstChartMaxMs: round(Math.max(...warm)),
      lastGraphqlAnswerP50Ms: round(percentile(warmAnswers, 50)),
      filterP50Ms: round(percentile(filter, 50)),
      filterMaxMs: round(Math.max(...filter)),
      drillDownP50Ms: round(percentile(drill, 50)),
      drillDownMaxMs: round(Math.max(...drill)),
      drillDownAllP50Ms: round(percentile(drillAll, 50)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Chooses the 'Deudor' filter's option at `index` (0: 'Todos') as a user's change would, and waits in the page for the
 * debtor table to show that debtor alone (or, for 'Todos', more than one).
 * @returns the elapsed ms.
 */
function chooseDebtor(page: Page, index: number): Promise<number> {
  return page.evaluate(
    (index) =>
      new Promise<number>((resolve, reject) => {
        const select = document.querySelector<HTMLSelectElement>('#reporte-deudor');
        const rut = select?.options[index]?.value;
        if (!select || rut === undefined) return reject(new Error(`no debtor option ${index}`));
        const rows = () => [...document.querySelectorAll('[data-testid=report-deudor] [data-testid=party-row]')];
        const shown = () => {
          const now = rows();
          return rut ? now.length === 1 && now[0]!.getAttribute('data-rut') === rut : now.length > 1;
        };
        const t0 = performance.now();
        // React reads the value through its own tracker: the native setter, then the change event.
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, rut);
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const check = () => {
          if (shown()) requestAnimationFrame(() => resolve(performance.now() - t0));
          else if (performance.now() - t0 > 30_000) reject(new Error(`the debtor filter ${rut} was not applied`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    index,
  );
}

/**
 * Clicks the busiest month's 'Ver' and waits, in the page, for its documents' rows in the dialog, then for all of them
 * read (the dialog's count).
 * @returns ms to the first rows and to the count.
 */
function drillBusiestMonth(page: Page): Promise<[number, number]> {
  return page.evaluate(
    () =>
      new Promise<[number, number]>((resolve, reject) => {
        const count = (row: Element) =>
          Number(row.querySelector('[data-testid=month-documentos]')?.textContent?.replace(/\./g, '') ?? 0);
        const busiest = [...document.querySelectorAll('[data-testid=month-row]')].sort(
          (a, b) => count(b) - count(a),
        )[0];
        const button = busiest?.querySelector<HTMLButtonElement>('button');
        if (!button) return reject(new Error('no month to drill into'));
        const t0 = performance.now();
        button.click();
        let rows: number | null = null;
        const check = () => {
          if (rows === null && document.querySelector('[role=dialog] [data-testid=cession-row]'))
            rows = performance.now() - t0;
          if (rows !== null && document.querySelector('[role=dialog] [data-testid=drill-summary]'))
            requestAnimationFrame(() => resolve([rows!, performance.now() - t0]));
          else if (performance.now() - t0 > 30_000) reject(new Error('the drill-down did not show its documents'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}
