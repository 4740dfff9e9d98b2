import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { listedClients, openClientDetail } from '../support/client-detail';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';

const SHOTS = process.env.E2E_SHOTS_DIR;
const CLASSES = ['Bueno', 'Regular', 'Malo'];
const TINTS: Record<string, string> = { Bueno: 'table-success', Regular: 'table-warning', Malo: 'table-danger' };

/**
 * The KPI radar in Chromium against the demo world (client-detail.md §9, client-radar.md §9): the client list's KPI
 * cells tinted and named by their class with a legend and the class in the export, and a client's Radar tab with one
 * card per KPI, its value on its scale and its class written out.
 */
describe('KPI radar: client list classes and the client detail Radar tab (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });

  it('colours the KPI cells of the client list by class, with a legend, and exports the classes', async () => {
    const { page } = await signInAs(demo, 'analyst', { viewport: { width: 1440, height: 900 } });
    await listedClients(page, demo.platform.webUrl);
    expect(await page.getByTestId('kpi-class-legend').innerText()).toMatch(/Bueno.*Regular.*Malo/s);
    // The demo world's clients fall in all three classes over the default months.
    const classes = await page
      .getByTestId('clients-table')
      .locator('td[data-kpi-class]')
      .evaluateAll((cells) =>
        cells.map((cell) => [cell.getAttribute('data-kpi-class') ?? '', cell.className] as const),
      );
    expect(new Set(classes.map(([kpiClass]) => kpiClass))).toEqual(new Set(CLASSES));
    for (const [kpiClass, className] of classes) {
      expect(className).toContain(TINTS[kpiClass!]);
    }
    const cell = page.getByTestId('clients-table').locator('td[data-kpi-class="Malo"]').first();
    expect(await cell.innerText()).toContain('Malo');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const classColumn = header.indexOf('Reclamos Promedio - Clase');
    expect(classColumn).toBe(header.indexOf('Reclamos Promedio') + 1);
    const exported = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) exported.add(String(row.getCell(classColumn).value ?? ''));
    });
    expect([...exported].filter((text) => text !== '').every((text) => CLASSES.includes(text))).toBe(true);
    await page.close();
  });

  it('shows the Radar tab of a client: ten KPI cards, each on its scale with its class in words', async () => {
    for (const width of [1440, 375]) {
      const { page } = await signInAs(demo, 'analyst', { viewport: { width, height: 900 } });
      await listedClients(page, demo.platform.webUrl);
      await saveShot(SHOTS, page, `kpi-radar-list-${width}`);
      // A client with KPI values in the list (a client whose SII password fails has none).
      const href = await page
        .getByTestId('clients-table')
        .locator('tbody tr', { has: page.locator('td[data-kpi-class]') })
        .first()
        .getByRole('link', { name: 'Ver Detalle' })
        .getAttribute('href');
      const rut = decodeURIComponent(new URL(href!, demo.platform.webUrl).pathname.split('/').pop()!);
      await openClientDetail(page, demo.platform.webUrl, rut, 'infografica');
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Radar');
      const cards = page.getByTestId('radar-card');
      await cards.first().waitFor({ timeout: 60_000 });
      expect(await cards.count()).toBe(10);
      const shown = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kpi-class')));
      const classified = shown.filter((kpiClass) => kpiClass !== '');
      expect(classified.length).toBeGreaterThan(0);
      for (const kpiClass of classified) expect(CLASSES).toContain(kpiClass);
      // Each classified card writes its class and marks its value on the scale.
      const first = cards.and(page.locator(`[data-kpi-class="${classified[0]}"]`)).first();
      expect(await first.locator('.badge').innerText()).toBe(classified[0]);
      expect(await first.getByTestId('radar-marker').isVisible()).toBe(true);
      expect(await first.getByRole('img').getAttribute('aria-label')).toMatch(/^Escala de .*: Bueno/);
      await saveShot(SHOTS, page, `kpi-radar-detail-${width}`);
      await page.close();
    }
  });
});
