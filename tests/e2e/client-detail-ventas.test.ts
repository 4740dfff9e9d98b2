import { gunzipSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../lambdas/platform/aws-clients';
import { launchChromium } from '../support/browser';
import { signIn, startE2ePlatform } from '../support/e2e-platform';

/** Note types that are not sales (client-detail.md §9 "Credit notes and claims"; monthly-summary-view.ts). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

/** '$1.234.567' (es-CL) -> CLP. */
function pesos(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}

/**
 * The client detail frame and its Ventas tab in Chromium against local mode (client-detail.md §2): the tab bar
 * switches tabs rewriting the address without a history entry, an unknown tab falls back to cesiones, a tab not
 * built yet says 'En construcción', and the monthly sales equal the sums of the client's ledger (librocv of its
 * database read from s3rver with sql.js), in full and in 'M$ Millones'.
 */
describe('client detail: tab bar and Ventas tab (demo world)', () => {
  let platform: Awaited<ReturnType<typeof startE2ePlatform>>;
  let browser: Browser;
  let page: Page;
  let rutFactoring: string;

  /** The client's sales documents (tipoDTE, fechaEmision 'yyyy-MM-dd', total CLP) from its stored ledger. */
  async function storedSales(rut: string): Promise<{ tipo: number; fecha: string; total: number }[]> {
    const s3 = createS3Client(platform.config);
    const answer = await s3.send(new GetObjectCommand({ Bucket: platform.config.buckets.documents, Key: `client-db/${rutFactoring}/${rut}.sqlite` }));
    const raw = Buffer.from(await answer.Body!.transformToByteArray());
    const SQL = await initSqlJs();
    const db = new SQL.Database(raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw);
    try {
      const [result] = db.exec("SELECT tipoDTE, fechaEmision, total FROM librocv WHERE ventaOCompra = 'venta'");
      return (result?.values ?? []).map(([tipo, fecha, total]) => ({ tipo: Number(tipo), fecha: String(fecha), total: Number(total) }));
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    platform = await startE2ePlatform({ demoScale: 0.1 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const user = platform.users.find((u) => u.factorings.length === 1)!;
    rutFactoring = user.factorings[0]!.rut;
    await signIn(page, platform.webUrl, user.email, user.password);
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('switches to Ventas without a new history entry and shows the monthly sales of the ledger', async () => {
    await page.goto(new URL('/dashboard-clientes', platform.webUrl).href);
    const links = page.getByTestId('clients-table').getByRole('link', { name: 'Ver Detalle' });
    await links.first().waitFor({ timeout: 60_000 });
    // The listed client with the most sales documents in its stored ledger is the one we follow.
    let rut = '';
    let sales: { tipo: number; fecha: string; total: number }[] = [];
    for (const href of await Promise.all((await links.all()).map((link) => link.getAttribute('href')))) {
      const candidate = decodeURIComponent(new URL(href!, platform.webUrl).pathname.split('/').pop()!);
      const found = (await storedSales(candidate)).filter((doc) => !NOTE_TYPES.has(doc.tipo));
      if (found.length > sales.length) [rut, sales] = [candidate, found];
    }
    expect(sales.length).toBeGreaterThan(0);
    await page.locator(`a[href*="${rut}"]`, { hasText: 'Ver Detalle' }).first().click();
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=cesiones`);
    await page.getByRole('tab', { name: 'Cesiones', exact: true }).waitFor({ timeout: 60_000 });

    // Tab bar: Ventas replaces the address (same history length; Back returns to the list).
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Ventas', exact: true }).click();
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=ventas`);
    await expect.poll(() => page.getByRole('tab', { name: 'Ventas', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // Range: the six months up to the client's latest sale (the demo world's dates need not reach today).
    const fin = sales.map((doc) => doc.fecha).sort().at(-1)!;
    const inicio = format(subMonths(startOfMonth(parseISO(fin)), 5), 'yyyy-MM-dd');
    await page.getByLabel('Fin').fill(fin);
    await page.getByLabel('Inicio').fill(inicio);

    // Monthly sales: every month of the range as summed from the stored ledger, in order.
    const months = new Map<string, number>();
    for (const doc of sales.filter((d) => d.fecha >= inicio && d.fecha <= fin)) {
      months.set(doc.fecha.slice(0, 7), (months.get(doc.fecha.slice(0, 7)) ?? 0) + doc.total);
    }
    const expected = [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
    expect(expected.length).toBeGreaterThan(1);
    const monthly = page.getByTestId('ventas-monthly').locator('tbody tr');
    await monthly.first().waitFor({ timeout: 30_000 });
    const shown = async () => {
      const found: [string, number][] = [];
      for (const row of await monthly.all()) {
        const cells = row.locator('td');
        found.push([await cells.nth(0).innerText(), pesos(await cells.nth(1).innerText())]);
      }
      return found;
    };
    await expect.poll(shown, { timeout: 10_000 }).toEqual(expected.map(([period, total]) => [`${MONTHS[Number(period.slice(5)) - 1]} ${period.slice(0, 4)}`, total]));

    // M$ Millones: the same month in millions with one decimal.
    await page.getByText('M$ Millones').click();
    const [, firstTotal] = expected[0]!;
    const millions = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(firstTotal / 1_000_000);
    await expect.poll(() => monthly.first().locator('td').nth(1).innerText()).toBe(`M$${millions}`);

    // Clicking a month selects it (the debtor tables follow) and Limpiar clears it.
    await monthly.first().click();
    await expect.poll(() => monthly.first().getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Limpiar' }).first().click();
    await expect.poll(() => monthly.first().getAttribute('aria-pressed')).toBe('false');

    // A tab not built yet says so; an unknown tab falls back to cesiones.
    await page.getByRole('tab', { name: 'Compras', exact: true }).click();
    expect(await page.getByTestId('tab-under-construction').innerText()).toContain('En construcción');
    await page.goBack();
    await page.waitForURL('**/dashboard-clientes');
    await page.goto(new URL(`/dashboard-clientes/${rut}?tab=desconocida`, platform.webUrl).href);
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=cesiones`);
    await expect.poll(() => page.getByRole('tab', { name: 'Cesiones', exact: true }).getAttribute('aria-selected')).toBe('true');
  });
});
