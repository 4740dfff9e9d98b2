/**
 * The client detail (client-detail.md §2, §4) in headless Chromium over the seeded platform
 * (seeded-platform.ts) holding one large client: its database file (client-db.ts, 300,000 documents) is stored
 * where the platform serves that client's database from (lambdas/store/client-db/client-db-objects.ts), and the
 * factoring gets the `riesgo` feature so every tab over the local database is shown. The page is opened once per
 * tab to cache the file (IndexedDB, then a 304 on its ETag) and the tabs' code; then, `runs` times for each of
 * those tabs: the page opened on the tab (navigation start to its content and chart drawn), the global range changed
 * (Inicio moved: the cache is cleared and the tab drawn again) and a switch to the next tab. Times are read inside
 * the page (performance.now(), polled every animation frame); the renderer's CPU time of each step is read too.
 */
import os from 'node:os';
import initSqlJs from 'sql.js';
import type { Page } from 'playwright-core';
import { ClientDbObjects, clientDbKey } from '@lambdas/store/client-db/client-db-objects';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { DETAIL_TABS_ID } from '@web/features/client-detail/model/detail-tab';
import { rendererCpuClock, signedInPage } from './bench-page';
import { clientRutOf } from './localdb-views';
import type { SeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';
import { systemScope } from '@lambdas/access/system-scope';

/**
 * What counts as a tab drawn: every selector matches a laid-out element (height > 0). These are markers the tabs
 * already render: the first row of their tables ('No hay datos' is a row too) and, on Cesiones, the bars of the
 * recharts chart (drawn a frame after its container is measured).
 */
const DRAWN = {
  cesiones: [
    '[data-testid=cesiones-monthly-chart] .recharts-bar-rectangle path',
    '[data-testid=factoring-concentration-row]',
    '[data-testid=cesion-row]',
  ],
  cesionesProveedores: [
    '[data-testid=proveedores-factoring-table] tbody tr',
    '[data-testid=proveedores-cesiones-table] tbody tr',
  ],
  ventas: [
    '[data-testid=ventas-monthly] tbody tr',
    '[data-testid=ventas-by-counterparty] tbody tr',
    '[data-testid=ventas-documents-table] tbody tr',
  ],
  compras: [
    '[data-testid=compras-monthly] tbody tr',
    '[data-testid=compras-by-counterparty] tbody tr',
    '[data-testid=compras-documents-table] tbody tr',
  ],
  riesgo: ['[data-testid=risk-summary]', '[data-testid=payment-intent-row], [data-testid=payment-intent-empty]'],
} as const;

/** The tabs over the local database, in the tab bar's order (the others read server-side sources). */
export type ClientDetailBenchTab = keyof typeof DRAWN;
const TABS = Object.keys(DRAWN) as ClientDetailBenchTab[];

/** The filter change: Inicio moved from the default (one year before today) to mid-June 2025 (partial months). */
const NEW_INICIO = '2025-06-15';

/** Medians per tab: wall ms (in the page) and the renderer's CPU ms of the same step. */
export interface ClientDetailTabTimes {
  openP50Ms: number;
  openCpuP50Ms: number;
  switchP50Ms: number;
  switchCpuP50Ms: number;
  filterP50Ms: number;
  filterCpuP50Ms: number;
  openMaxMs: number;
}

/**
 * Stores `dbBytes` as the database of its client (metadata rutCliente) under the seeded user's factoring, and turns
 * the factoring's `riesgo` feature on.
 * @returns the client's RUT 'NNNNNNNN-D'. @throws Error when the file has no metadata rutCliente.
 */
export async function seedClientDatabase({ platform, user }: SeededPlatform, dbBytes: Uint8Array): Promise<string> {
  const SQL = await initSqlJs();
  const probe = new SQL.Database(dbBytes);
  const rutCliente = clientRutOf(probe);
  probe.close();
  const rutFactoring = user.factorings[0]!.rut;
  const s3 = createS3Client(platform.config);
  await new ClientDbObjects(s3, platform.config.buckets.documents).put(
    clientDbKey(systemScope(rutFactoring), rutCliente),
    dbBytes,
    'bench',
  );
  s3.destroy();
  const doc = createDynamoDocumentClient(platform.config);
  const factorings = new FactoringRepository(doc, platform.config.tables.factorings);
  const factoring = await factorings.get(rutFactoring);
  if (!factoring) throw new Error(`factoring ${rutFactoring} is not registered`);
  await factorings.put({ ...factoring, features: { ...factoring.features, riesgo: true } });
  doc.destroy();
  return rutCliente;
}

/**
 * @param seeded the started platform, its client database stored by {@link seedClientDatabase}.
 * @param rutCliente that client; runs repetitions per tab and step (median reported).
 * @returns per tab the medians of page open, range change and switch to the tab (wall and renderer CPU ms), and
 *   the machine's 1-minute load average before and after.
 * @throws Error when a tab is not drawn within 60 s.
 */
export async function benchClientDetailPage(
  seeded: SeededPlatform,
  rutCliente: string,
  runs = 5,
): Promise<{ tabs: Record<ClientDetailBenchTab, ClientDetailTabTimes>; loadAvgBefore: number; loadAvgAfter: number }> {
  const loadAvgBefore = os.loadavg()[0]!;
  const { browser, page } = await signedInPage(seeded, 1440);
  try {
    const url = (tab: ClientDetailBenchTab) => `${seeded.platform.webUrl}/dashboard-clientes/${rutCliente}?tab=${tab}`;
    const clock = await rendererCpuClock(page);
    const cpuOf = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
      const cpu0 = await clock.cpuMs();
      const result = await step();
      return [result, (await clock.cpuMs()) - cpu0];
    };
    const open = async (tab: ClientDetailBenchTab) => {
      await page.goto(url(tab), { waitUntil: 'commit' });
      return drawnAt(page, tab);
    };
    // Caches the database file and every tab's code, as for a returning user.
    for (const tab of TABS) await open(tab);
    const samples = {} as Record<
      ClientDetailBenchTab,
      Record<'open' | 'openCpu' | 'switch' | 'switchCpu' | 'filter' | 'filterCpu', number[]>
    >;
    for (const tab of TABS)
      samples[tab] = { open: [], openCpu: [], switch: [], switchCpu: [], filter: [], filterCpu: [] };
    for (let run = 0; run < runs; run++) {
      for (const [index, tab] of TABS.entries()) {
        const [opened, openCpu] = await cpuOf(() => open(tab));
        const [filtered, filterCpu] = await cpuOf(() => act(page, { kind: 'inicio', value: NEW_INICIO }, DRAWN[tab]));
        const next = TABS[(index + 1) % TABS.length]!;
        const [switched, switchCpu] = await cpuOf(() =>
          act(page, { kind: 'tab', value: `${DETAIL_TABS_ID}-${next}` }, DRAWN[next]),
        );
        samples[tab].open.push(opened);
        samples[tab].openCpu.push(openCpu);
        samples[tab].filter.push(filtered);
        samples[tab].filterCpu.push(filterCpu);
        samples[next].switch.push(switched);
        samples[next].switchCpu.push(switchCpu);
      }
    }
    await clock.session.detach();
    const median = (values: number[]) => round(percentile(values, 50));
    const tabs = Object.fromEntries(
      TABS.map((tab) => {
        const s = samples[tab];
        const times: ClientDetailTabTimes = {
          openP50Ms: median(s.open),
          openCpuP50Ms: median(s.openCpu),
          switchP50Ms: median(s.switch),
          switchCpuP50Ms: median(s.switchCpu),
          filterP50Ms: median(s.filter),
          filterCpuP50Ms: median(s.filterCpu),
          openMaxMs: round(Math.max(...s.open)),
        };
        return [tab, times];
      }),
    ) as Record<ClientDetailBenchTab, ClientDetailTabTimes>;
    return { tabs, loadAvgBefore: round(loadAvgBefore, 2), loadAvgAfter: round(os.loadavg()[0]!, 2) };
  } finally {
    await browser.close();
  }
}

/** Waits, polling every frame, until the tab's markers are drawn; @returns ms since the navigation started. */
async function drawnAt(page: Page, tab: ClientDetailBenchTab): Promise<number> {
  const handle = await page.waitForFunction(
    (selectors) =>
      selectors.every((selector) => (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0)
        ? performance.now()
        : false,
    [...DRAWN[tab]],
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** A click on the tab button of this id, or Inicio of the global range typed as this 'yyyy-MM-dd'. */
type BenchAction = { kind: 'tab'; value: string } | { kind: 'inicio'; value: string };

/**
 * Does `action` inside the page and waits for every selector to match a laid-out element that was not on the page
 * before (the tab is remounted on a range change), then for the next frame. @returns the elapsed ms.
 * @throws Error when the control is missing or nothing new is drawn within 30 s.
 */
async function act(page: Page, action: BenchAction, selectors: readonly string[]): Promise<number> {
  return page.evaluate(
    ({ action, selectors }) =>
      new Promise<number>((resolve, reject) => {
        const stale = new Set(selectors.flatMap((selector) => [...document.querySelectorAll(selector)]));
        const fresh = (selector: string) =>
          [...document.querySelectorAll(selector)].some(
            (element) => !stale.has(element) && element.getBoundingClientRect().height > 0,
          );
        const t0 = performance.now();
        if (action.kind === 'tab') {
          const button = document.getElementById(action.value);
          if (!button) return reject(new Error(`no tab button ${action.value}`));
          button.click();
        } else {
          const input = document.querySelector<HTMLInputElement>('.sticky-top input[type=date]');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          if (!input || !setValue) return reject(new Error('no Inicio input'));
          setValue.call(input, action.value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const check = () => {
          if (selectors.every(fresh)) requestAnimationFrame(() => resolve(performance.now() - t0));
          else if (performance.now() - t0 > 30_000) reject(new Error(`nothing new drawn for ${selectors.join(' | ')}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { action, selectors: [...selectors] },
  );
}
