import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listedClients, openClientDetail } from '../support/client-detail';
import { clientSales, hasClientFiles } from '../support/demo-client-files';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchLastMonth, searchWholePeriod } from './monitoring-helpers';
import { dateValue, fillDate } from '../support/date-field';

/** What the acquired list shows: the search form's values, the cards' days and the rows' folios in order. */
async function acquiredShown(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
  return {
    form: [await dateValue(page, 'Desde'), await dateValue(page, 'Hasta'), await field('Rut'), await field('Folio')],
    days: await page.getByTestId('cedente-card').evaluateAll((cards) => cards.map((card) => card.dataset.day)),
    folios: await page.getByTestId('cession-row').evaluateAll((rows) => rows.map((row) => row.dataset.folio)),
  };
}

/** The ranking of Cartera's debtors in screen order, and the sort its 'Razón Social' header says. */
async function debtorRanking(page: Page) {
  const section = page.getByTestId('cartera-deudor');
  return {
    ruts: await section.getByTestId('cartera-party').evaluateAll((rows) => rows.map((row) => row.dataset.rut)),
    sort: await section.locator('th', { hasText: 'Razón Social' }).getAttribute('aria-sort'),
  };
}

/** Waits for the client list's rows (its client database is built after the first refresh). */
async function clientListShown(page: Page): Promise<void> {
  await page.getByTestId('clients-table').locator('tbody tr').first().waitFor({ timeout: 60_000 });
}

/** What the client list shows: its months and filter, the 'Cliente' sort, the page summary and the rows' RUTs. */
async function clientListShownState(page: Page) {
  const table = page.getByTestId('clients-table');
  return {
    form: [
      await page.locator('#client-list-start').inputValue(),
      await page.locator('#client-list-end').inputValue(),
      await page.locator('#client-list-text').inputValue(),
    ],
    sort: await table.locator('th', { hasText: 'Cliente' }).first().getAttribute('aria-sort'),
    summary: await page.getByTestId('page-summary').innerText(),
    ruts: await table.locator('tbody tr td:first-child').allInnerTexts(),
  };
}

/**
 * What the client detail's Ventas tab shows: the sticky bar's range and amount format, the months pressed in the
 * monthly sales table, and the issued documents' Tipo, page summary and folios.
 */
async function ventasShown(page: Page) {
  const documents = page.getByTestId('ventas-documents-table');
  const card = documents.locator('xpath=ancestor::div[contains(@class,"card")][1]');
  return {
    range: [await dateValue(page, 'Inicio'), await dateValue(page, 'Fin')],
    millones: await page.getByRole('radio', { name: 'M$ Millones' }).isChecked(),
    months: await page
      .getByTestId('ventas-monthly')
      .locator('tbody tr[aria-pressed=true]')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td, th')?.textContent)),
    tipo: await card.getByLabel('Tipo', { exact: true }).inputValue(),
    summary: await card.getByTestId('page-summary').innerText(),
    folios: await documents.locator('[data-testid=document-row] td:first-child').allInnerTexts(),
  };
}

/**
 * The list screens keep their filters, grouping, sort and page in the address in Chromium against local mode: a
 * reload (as a shared link would) shows the same search, the same cards and rows in the same order. The client list's
 * page is read and written with the rest of its view (client-list-view.ts); this world has one page of clients.
 */
describe('filters kept in the address (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });

  it('shows the acquired list with the same folio filter and day grouping after a reload', async () => {
    const { page } = await signInAs(demo, 'analyst', { landing: searchWholePeriod });
    const folio = await page.getByTestId('cession-row').first().getAttribute('data-folio');
    await page.getByLabel('Folio', { exact: true }).fill(folio!);
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    await page.getByRole('button', { name: 'Agrupar' }).click();
    await page.getByRole('menuitem', { name: 'Agrupar Cedente/dia' }).click();
    await page.locator('[data-testid=cedente-card][data-day]').first().waitFor();
    const before = await acquiredShown(page);
    expect(new Set(before.folios)).toEqual(new Set([folio]));
    expect(before.days.every(Boolean)).toBe(true);

    await searchWholePeriod(page, async () => void (await page.reload()));
    expect(new URL(page.url()).pathname).toBe('/cesion-adquiridas');
    expect(await acquiredShown(page)).toEqual(before);
  });

  it('shows the client list with the same months, client filter, sort and page after a reload', async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/dashboard-clientes', ready: clientListShown });
    const start = page.locator('#client-list-start');
    const oldest = await start.locator('option').first().getAttribute('value');
    await start.selectOption(oldest!);
    await clientListShown(page);
    const table = page.getByTestId('clients-table');
    await table.getByRole('button', { name: 'Cliente', exact: true }).click();
    await table.getByRole('button', { name: 'Cliente', exact: true }).click();
    await expect.poll(() => clientListShownState(page).then((shown) => shown.sort)).toBe('descending');
    const unfiltered = await clientListShownState(page);
    // The last row's RUT as typed by hand (digits and dash only): the list narrows to that client.
    const rut = unfiltered.ruts.at(-1)!.split('\n')[1]!.replace(/\./g, '');
    await page.locator('#client-list-text').fill(rut);
    await expect
      .poll(() => clientListShownState(page).then((shown) => shown.summary))
      .toBe('Mostrando 1-1 de 1 resultados');
    const before = await clientListShownState(page);
    expect(before.form).toEqual([oldest, before.form[1], rut]);
    const address = () => {
      const params = new URL(page.url()).searchParams;
      return [params.get('desde'), params.get('cliente'), params.get('orden')];
    };
    await expect.poll(address).toEqual([oldest, rut, 'cliente.desc']);

    await page.reload();
    await clientListShown(page);
    expect(await clientListShownState(page)).toEqual(before);
  });

  it("shows the accepted documents' list with the same search, sort and page after a reload", async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/deudor-aceptados' });
    await searchLastMonth(page);
    const rows = page.getByTestId('cession-row');
    await rows.first().waitFor();
    await page.getByRole('button', { name: 'Folio', exact: true }).click();
    await page.getByRole('button', { name: 'Folio', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orden')).toBe('folio.desc');
    const shown = async () => ({
      form: [await dateValue(page, 'Desde'), await dateValue(page, 'Hasta')],
      summary: await page.getByTestId('page-summary').innerText(),
      folios: await rows.evaluateAll((cells) => cells.map((row) => row.dataset.folio)),
    });
    // The world's last month holds more accepted documents than one page of 10.
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pagina')).toBe('2');
    const before = await shown();
    expect(before.summary).toMatch(/^Mostrando 11-/);
    expect(before.folios.map(Number)).toEqual(before.folios.map(Number).sort((a, b) => b - a));

    await searchWholePeriod(page, async () => void (await page.reload()));
    expect(await shown()).toEqual(before);
  });

  it("shows the client detail's range, amount format, months and documents' Tipo and page after a reload", async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    const { page } = await signInAs(demo, 'analyst');
    // The listed client with the most invoices in its raw RCV files: its issued invoices fill more than one page.
    const invoices = (rut: string) => clientSales(world, rut).filter((doc) => doc.tipoDTE === 33);
    const listed = (await listedClients(page, demo.platform.webUrl)).filter((rut) => hasClientFiles(world, rut));
    const rut = listed.sort((a, b) => invoices(b).length - invoices(a).length)[0]!;
    await openClientDetail(page, demo.platform.webUrl, rut, 'ventas');
    const fin = await dateValue(page, 'Fin');
    // Six months up to today: a range of its own, not the default 12 months.
    const start = new Date(`${fin}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 6);
    await fillDate(page, 'Inicio', start.toISOString().slice(0, 10));
    await page.getByText('M$ Millones', { exact: true }).click();
    const busiest = page.getByTestId('ventas-monthly').locator('tbody tr').first();
    await busiest.click();
    await expect.poll(() => busiest.getAttribute('aria-pressed')).toBe('true');
    const documents = page.getByTestId('ventas-documents-table');
    const card = documents.locator('xpath=ancestor::div[contains(@class,"card")][1]');
    await card.getByLabel('Tipo', { exact: true }).selectOption('33');
    await card.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => card.getByTestId('page-summary').innerText()).toMatch(/^Mostrando 21-/);
    const before = await ventasShown(page);
    expect(before.range[0]).toBe(start.toISOString().slice(0, 10));
    expect([before.millones, before.months.length, before.tipo]).toEqual([true, 1, '33']);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      tab: 'ventas',
      desde: before.range[0],
      montos: 'millones',
      tipo: '33',
      pagina: '2',
    });

    await page.reload();
    await page.getByRole('tab', { selected: true }).waitFor({ timeout: 60_000 });
    await expect.poll(() => card.getByTestId('page-summary').innerText()).toBe(before.summary);
    expect(await ventasShown(page)).toEqual(before);

    // Another tab starts its own filters afresh and keeps the sticky bar's.
    await page.getByRole('tab', { name: 'Compras', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('compras');
    const params = new URL(page.url()).searchParams;
    expect([params.get('desde'), params.get('montos'), params.get('tipo'), params.get('pagina')]).toEqual([
      before.range[0],
      'millones',
      null,
      null,
    ]);
  });

  it("shows Cartera's debtors in the same chosen order after a reload", async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/cartera' });
    const rows = page.getByTestId('cartera-deudor').getByTestId('cartera-party');
    await rows.first().waitFor({ timeout: 30_000 });
    const byAmount = await debtorRanking(page);
    await page.getByTestId('cartera-deudor').getByRole('button', { name: 'Razón Social' }).click();
    await expect.poll(async () => (await debtorRanking(page)).sort).toBe('ascending');
    const byName = await debtorRanking(page);
    expect(byName.ruts).not.toEqual(byAmount.ruts);

    await page.reload();
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await debtorRanking(page)).toEqual(byName);
  });
});
