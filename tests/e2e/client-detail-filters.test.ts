import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listedClients, openClientDetail } from '../support/client-detail';
import { clientCessions, clientSales, hasClientFiles } from '../support/demo-client-files';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { fillDate } from '../support/date-field';

/** Note types that are not sales (client-detail.md §9 "Credit notes and claims"). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const DEFAULT_LIST_SIZE = 20;

/** '$1.234.567' (es-CL) -> CLP. */
function pesos(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}

/** 'Ene 2025' of 'yyyy-MM'. */
const monthLabel = (month: string): string => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/**
 * The sticky bar's 'Filtrar por Deudor' and the Ventas month set in Chromium against local mode (client-detail.md §2,
 * §4): a debtor chosen in the searchable dropdown keeps the Ventas tables and the Cesiones list to it, and two months
 * with a gap between them sum exactly those months; the figures come from the demo world's raw RCV and period files.
 */
describe("client detail: 'Filtrar por Deudor' and month sets (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst'));
  });

  it('filters Ventas and Cesiones by one debtor and sums exactly the selected, non-contiguous months', async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    const listed = (await listedClients(page, demo.platform.webUrl)).filter((rut) => hasClientFiles(world, rut));
    // The client with the most sales in its raw RCV files; the range is the six months up to its latest sale.
    const [rut, allSales] = listed
      .map((candidate) => [candidate, clientSales(world, candidate).filter((d) => !NOTE_TYPES.has(d.tipoDTE))] as const)
      .sort(([, a], [, b]) => b.length - a.length)[0]!;
    const fin = allSales
      .map((doc) => doc.fechaEmision)
      .sort()
      .at(-1)!;
    const finDate = new Date(`${fin}T00:00:00Z`);
    finDate.setUTCMonth(finDate.getUTCMonth() - 5, 1);
    const inicio = finDate.toISOString().slice(0, 10);
    const sales = allSales.filter((doc) => doc.fechaEmision >= inicio && doc.fechaEmision <= fin);
    const cessions = clientCessions(world, rut).filter(
      (c) => c.fchCesion.slice(0, 10) >= inicio && c.fchCesion.slice(0, 10) <= fin,
    );

    // The debtor with sales in at least three months of the range and the most cessions in it.
    const monthsOf = (deudor: string) =>
      [...new Set(sales.filter((d) => d.rutReceptor === deudor).map((d) => d.fechaEmision.slice(0, 7)))].sort();
    const deudor = [...new Set(sales.map((d) => d.rutReceptor))]
      .filter((candidate) => monthsOf(candidate).length >= 3)
      .sort(
        (a, b) =>
          cessions.filter((c) => c.deudor === b).length - cessions.filter((c) => c.deudor === a).length ||
          a.localeCompare(b),
      )[0]!;
    expect(deudor).toBeDefined();
    const debtorSales = sales.filter((d) => d.rutReceptor === deudor);

    await openClientDetail(page, demo.platform.webUrl, rut, 'ventas');
    await fillDate(page, 'Fin', fin);
    await fillDate(page, 'Inicio', inicio);
    const monthly = page.getByTestId('ventas-monthly').locator('tbody tr');
    await monthly.first().waitFor({ timeout: 60_000 });

    // The open list lies above the tables' sticky headers: what is under each option's centre is that option.
    const combo = page.getByRole('combobox', { name: 'Filtrar por Deudor' });
    await combo.click();
    const shownOptions = page.getByRole('listbox').getByRole('option');
    await shownOptions.nth(5).waitFor();
    const covered = await shownOptions.evaluateAll((options) =>
      options
        .map((item) => ({ item, box: item.getBoundingClientRect() }))
        // Only those the list shows: it scrolls its own options past 18rem.
        .filter(({ item, box }) => {
          const list = item.closest('[role=listbox]')!.getBoundingClientRect();
          return box.height > 0 && box.top >= list.top && box.bottom <= Math.min(list.bottom, window.innerHeight);
        })
        .filter(({ item, box }) => !item.contains(document.elementFromPoint(box.x + 8, box.y + box.height / 2)))
        .map(({ item }) => item.textContent),
    );
    expect(covered).toEqual([]);

    // Choose the debtor by typing its RUT in the searchable dropdown; its option shows its document count.
    await combo.fill(deudor);
    const option = page.getByRole('option').first();
    await expect.poll(() => option.innerText()).toContain(`(${debtorSales.length})`);
    await option.click();

    const byDebtor = page.getByTestId('ventas-by-counterparty').locator('tbody tr');
    const debtorRows = async () =>
      Promise.all((await byDebtor.all()).map(async (row) => pesos(await row.locator('td').nth(1).innerText())));
    const sumOf = (months: readonly string[]) =>
      debtorSales.filter((d) => months.includes(d.fechaEmision.slice(0, 7))).reduce((sum, d) => sum + d.total, 0);
    const months = monthsOf(deudor);
    await expect.poll(debtorRows, { timeout: 10_000 }).toEqual([sumOf(months)]);
    // The monthly sales are the debtor's, month by month.
    const monthlyRows = async () =>
      Promise.all(
        (await monthly.all()).map(async (row) => {
          const cells = row.locator('td');
          return [await cells.nth(0).innerText(), pesos(await cells.nth(1).innerText())];
        }),
      );
    await expect.poll(monthlyRows).toEqual(months.map((month) => [monthLabel(month), sumOf([month])]));

    // Two months with a month between them: the debtor table sums exactly those two.
    const chosen = [months[0]!, months[2]!];
    for (const month of chosen) await monthly.filter({ hasText: monthLabel(month) }).click();
    await expect.poll(debtorRows, { timeout: 10_000 }).toEqual([sumOf(chosen)]);
    expect(sumOf(chosen)).not.toBe(sumOf(months.slice(0, 3)));
    await saveShot(process.env.SHOTS_DIR, page, 'ventas-debtor-month-set');

    // The Cesiones tab keeps the same debtor: the list holds exactly its cessions of the range.
    await page.getByRole('tab', { name: 'Cesiones', exact: true }).click();
    await expect.poll(() => combo.inputValue()).not.toBe('');
    const debtorCessions = cessions.filter((c) => c.deudor === deudor).length;
    await expect
      .poll(() => page.getByTestId('cesiones-summary').innerText(), { timeout: 30_000 })
      .toBe(
        `Mostrando ${Math.min(DEFAULT_LIST_SIZE, debtorCessions)} de ${debtorCessions} cesiones, Página 1 de ${Math.max(1, Math.ceil(debtorCessions / DEFAULT_LIST_SIZE))}`,
      );
    await saveShot(process.env.SHOTS_DIR, page, 'cesiones-debtor-filter');

    // Limpiar clears the choice: the list shows every cession of the range again.
    await page.getByRole('button', { name: 'Limpiar', exact: true }).first().click();
    await expect
      .poll(() => page.getByTestId('cesiones-summary').innerText())
      .toContain(`de ${cessions.length} cesiones`);
  });
});
