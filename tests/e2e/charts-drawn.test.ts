import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listedClients, openClientDetail } from '../support/client-detail';
import { clientCessions, hasClientFiles } from '../support/demo-client-files';
import { demoSuite, signInAs } from '../support/demo-session';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';

/** Per recharts chart inside `scope`: how many of its pie sectors and bars have a drawn box (width and height > 0). */
async function drawnMarks(scope: Locator): Promise<number[]> {
  return scope.locator('.recharts-wrapper').evaluateAll((charts) =>
    charts.map(
      (chart) =>
        [...chart.querySelectorAll('.recharts-pie-sector path, .recharts-bar-rectangle path')].filter((mark) => {
          const box = mark.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        }).length,
    ),
  );
}

/**
 * Every chart of the app draws in Chromium against local mode: Cartera's aging bars, acceptance ring and the debtor
 * and cedente rankings, and the client detail's Cesiones Mensuales and the monthly bars of its Ventas, Compras,
 * Riesgo and Carpeta Tributaria (IVA) tabs (at 1440 and 375 px). Recharts 2 tells a chart's parts apart with
 * react-is (pinned to React's version by package.json's overrides); the tables beside the charts would show the
 * figures even when the shapes are missing, so the shapes themselves are measured.
 */
describe('charts draw their shapes (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst'));
  });

  it("draws Cartera's aging bars, acceptance ring and both rankings", async () => {
    await page.goto(new URL('/cartera', demo.platform.webUrl).href);
    await page.getByTestId('kpi-monto').waitFor({ timeout: 30_000 });
    const main = page.locator('main');
    await expect.poll(() => main.locator('.recharts-wrapper').count()).toBe(4);
    const sectors = main.locator('.recharts-pie-sector path');
    await expect.poll(() => sectors.count()).toBeGreaterThan(0);
    const drawn = await drawnMarks(main);
    expect(
      drawn.every((marks) => marks > 0),
      `shapes per chart: ${drawn.join(', ')}`,
    ).toBe(true);
  });

  it("draws the client detail's Cesiones Mensuales bars", async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    const listed = await listedClients(page, demo.platform.webUrl);
    // The listed client with the most cessions in its own period answers, so its default range has some.
    const cessionsOf = (rut: string) => (hasClientFiles(world, rut) ? clientCessions(world, rut).length : 0);
    const rut = listed.reduce((best, candidate) => (cessionsOf(candidate) > cessionsOf(best) ? candidate : best));
    expect(cessionsOf(rut)).toBeGreaterThan(0);
    await openClientDetail(page, demo.platform.webUrl, rut, 'cesiones');
    const chart = page.getByTestId('cesiones-monthly-chart');
    await chart.waitFor({ timeout: 60_000 });
    const drawn = await drawnMarks(chart);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toBeGreaterThan(0);
  }, 180_000);

  it("draws the monthly bars of the client detail's Ventas, Compras, Riesgo and Carpeta Tributaria (IVA) tabs, each with its table, at 1440 and 375 px", async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(world, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    // The factoring whose record turns on the Riesgo tab (infra/local/seed-tenants.ts gives it to the second one).
    const factoring = manifest.factorings[1]!;
    const rut = factoring.clientes.find((candidate) => hasClientFiles(world, candidate))!;
    const session = await signInAs(demo, { rutFactoring: factoring.rut });
    const charts = [
      ['ventas', 'ventas-monthly-chart', 'Evolución de Ventas'],
      ['compras', 'compras-monthly-chart', 'Evolución de Compras'],
      ['riesgo', 'risk-sales-chart', 'Ventas por mes del período'],
      ['carpetaTributaria', 'vat-monthly-chart', 'Evolución del IVA'],
    ] as const;
    for (const [tab, testId, title] of charts) {
      await openClientDetail(session.page, demo.platform.webUrl, rut, tab);
      for (const width of [1440, 375]) {
        await session.page.setViewportSize({ width, height: 900 });
        const chart = session.page.getByTestId(testId);
        await chart.waitFor({ timeout: 60_000 });
        expect(await chart.getByRole('img', { name: title }).count()).toBe(1);
        await expect.poll(async () => (await drawnMarks(chart))[0], { timeout: 15_000 }).toBeGreaterThan(0);
        // The text alternative: one row per month, amounts in millions as es-CL pesos.
        const months = chart.locator('table tbody tr');
        expect(await months.count()).toBeGreaterThan(0);
        expect(await months.first().locator('th').textContent()).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
        expect(await months.first().locator('td').first().textContent()).toMatch(/^\$-?[\d.]+$/);
        const box = await chart.boundingBox();
        expect(box!.x + box!.width, `${tab} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await session.page.setViewportSize({ width: 1440, height: 900 });
    }
  }, 300_000);
});
