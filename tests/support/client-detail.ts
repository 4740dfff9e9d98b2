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
 * web/src/app/router.tsx) and waits up to 60 s for its tab bar (a tab selected): the client's database may still be
 * loading.
 * @throws Error naming what the page showed instead: its load error ('Error al cargar los datos' and the cause), or,
 *   after 60 s, whether the database was still downloading, so a failed run tells a slow load from a refused one.
 */
export async function openClientDetail(page: Page, webUrl: string, rut: string, tab: ClientTab): Promise<void> {
  await page.goto(new URL(`/dashboard-clientes/${rut}?tab=${tab}`, webUrl).href);
  const tabBar = page.getByRole('tab', { selected: true });
  const failure = page.getByTestId('client-detail-error');
  try {
    await tabBar.or(failure).first().waitFor({ timeout: 60_000 });
  } catch (error) {
    const progress = page.getByTestId('database-progress');
    const shown = (await progress.count()) > 0 ? `still loading (${await progress.innerText()})` : 'no tab bar';
    throw new Error(`The detail of ${rut} did not show in 60 s: ${shown} at ${page.url()}`, { cause: error });
  }
  if (await failure.isVisible()) throw new Error(`The detail of ${rut} failed to load: ${await failure.innerText()}`);
}

/**
 * Whether the address `url` holds each parameter of `expected` with its value, whatever else it holds (the client
 * detail keeps its tab, the sticky bar's choices and the tab's filters there): for page.waitForURL.
 */
export function addressHolds(url: URL, expected: Readonly<Record<string, string>>): boolean {
  return Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
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
