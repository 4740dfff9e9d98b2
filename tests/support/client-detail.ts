import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** A tab of the client detail, as its `?tab=` names it (web/src/features/client-detail). */
export type ClientTab =
  | 'cesiones'
  | 'ventas'
  | 'compras'
  | 'cesionesProveedores'
  | 'riesgo'
  | 'carpetaTributaria'
  | 'constitucion'
  | 'tgr'
  | 'poderJudicial'
  | 'infografica';

/**
 * Opens the detail of the factoring's client `rut` on `tab` by its route (/dashboard-clientes/:rut?tab=…,
 * web/src/app/router.tsx) and waits for its tab bar (a tab selected): the client's database may still be loading.
 */
export async function openClientDetail(page: Page, webUrl: string, rut: string, tab: ClientTab): Promise<void> {
  await page.goto(new URL(`/dashboard-clientes/${rut}?tab=${tab}`, webUrl).href);
  await page.getByRole('tab', { selected: true }).waitFor({ timeout: 60_000 });
}

/**
 * Opens the client list (/dashboard-clientes) and waits for its 'Ver Detalle' links (the client databases are built
 * after the first refresh, up to `timeout` ms). @returns the RUT of each listed client, in the list's order.
 */
export async function listedClients(page: Page, webUrl: string, timeout = 60_000): Promise<string[]> {
  await page.goto(new URL('/dashboard-clientes', webUrl).href);
  const links = page.getByTestId('clients-table').getByRole('link', { name: 'Ver Detalle' });
  await links.first().waitFor({ timeout });
  const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
  return hrefs.map((href) => decodeURIComponent(new URL(href!, webUrl).pathname.split('/').pop()!));
}

/**
 * On an open Carpeta Tributaria tab, waits up to 30 s for the tax-folder card to show the file `filename` (exactly)
 * and downloads it with 'Descargar PDF'. @returns the file name the browser was offered and the downloaded bytes.
 */
export async function downloadTaxFolder(page: Page, filename: string): Promise<{ suggested: string; bytes: Buffer }> {
  const card = page.getByTestId('tax-folder-card');
  const exactly = new RegExp(`^\\s*${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await card.getByTestId('tax-folder-filename').filter({ hasText: exactly }).waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  return { suggested: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
