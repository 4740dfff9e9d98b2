import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite, signInAs } from '../support/demo-session';
import { storedClientRows } from '../support/stored-client-db';
import { fillDate, dateValue } from '../support/date-field';

/** One cession of a client database (domain/client-db/schema.ts table cesion), as stored. */
interface StoredCesion {
  rutCedente: string;
  rutCesionario: string;
  montoCesion: number;
  fechaHoraCesion: string;
}

/** '$1.234.567' / '-$1.500' (es-CL, web/src/lib/format.ts) -> CLP. */
function pesos(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}

/** '76.389.992-6' -> '76389992-6'. */
function plainRut(text: string): string {
  return text.replace(/\./g, '').trim().toUpperCase();
}

/** The N of the pagination summary 'Mostrando x-y de N resultados' (core-platform §9). */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('page-summary').innerText();
  const match = /de (\d+) resultados/.exec(text);
  if (!match) throw new Error(`Resumen inesperado: ${text}`);
  return Number(match[1]);
}

/** RUT and razón social of each row of the client table on screen. */
async function tableClients(page: Page): Promise<{ rut: string; razonSocial: string }[]> {
  const rows = page.getByTestId('clients-table').locator('tbody tr');
  const found: { rut: string; razonSocial: string }[] = [];
  for (const row of await rows.all()) {
    const cell = row.locator('td').first();
    found.push({
      razonSocial: (await cell.locator('div').nth(0).innerText()).trim(),
      rut: plainRut(await cell.locator('div').nth(1).innerText()),
    });
  }
  return found;
}

/** Monto Cedido of each 'Concentración por Factoring' row (CLP, in screen order) and the sum of its Cesiones column. */
async function shownConcentration(page: Page): Promise<{ montos: number[]; cesiones: number }> {
  const montos: number[] = [];
  let cesiones = 0;
  for (const row of await page.getByTestId('factoring-concentration-row').all()) {
    // The first cell is the row's selection checkbox (client-detail.md §2 "a selectable table").
    const cells = row.locator('td');
    montos.push(pesos(await cells.nth(2).innerText()));
    cesiones += Number(await cells.nth(4).innerText());
  }
  return { montos, cesiones };
}

/**
 * The client list and the first client detail in Chromium against local mode (client-radar.md §2 "Client list",
 * §7; client-detail.md §2 page states and Cesiones tab): month range, client filter, Excel export read back with
 * exceljs, then 'Ver Detalle' downloads the client's SQLite file (progress, then tables) whose totals are checked
 * against the same file read straight from s3rver with sql.js; a second visit reuses the browser's copy (304).
 */
describe('client list and client detail (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let rutFactoring: string;
  const cessionsByClient = new Map<string, StoredCesion[]>();

  /** The client's cessions as stored in its database object `client-db/{rutFactoring}/{rut}.sqlite` in s3rver. */
  async function storedCesiones(rut: string): Promise<StoredCesion[]> {
    const known = cessionsByClient.get(rut);
    if (known) return known;
    const rows = (
      await storedClientRows(
        demo.platform,
        rutFactoring,
        rut,
        'SELECT rutCedente, rutCesionario, montoCesion, fechaHoraCesion FROM cesion',
      )
    ).map(([rutCedente, rutCesionario, montoCesion, fechaHoraCesion]) => ({
      rutCedente: String(rutCedente),
      rutCesionario: String(rutCesionario),
      montoCesion: Number(montoCesion),
      fechaHoraCesion: String(fechaHoraCesion),
    }));
    cessionsByClient.set(rut, rows);
    return rows;
  }

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', { viewport: { width: 1400, height: 900 } });
    ({ page } = session);
    rutFactoring = session.user.factorings[0]!.rut;
  });

  it('lists, filters and exports the clients, then opens a client detail from the database and later from the cache', async () => {
    await page.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
    const rows = page.getByTestId('clients-table').locator('tbody tr');
    await rows.first().waitFor({ timeout: 60_000 });

    // Month range: move the start to the oldest month offered; the list reloads for the new range.
    const start = page.locator('#client-list-start');
    const oldest = await start.locator('option').first().getAttribute('value');
    expect(oldest).toMatch(/^\d{4}-\d{2}$/);
    expect(await start.inputValue()).not.toBe(oldest);
    const reload = page.waitForResponse(
      (r) => r.url().includes('/api/empresas') && r.url().includes(`startDate=${oldest}`),
    );
    await start.selectOption(oldest!);
    expect((await reload).status()).toBe(200);
    await rows.first().waitFor({ timeout: 60_000 });
    const totalClients = await listTotal(page);
    expect(totalClients).toBeGreaterThan(1);

    // The client with the most cessions as cedente (read from its stored database) is the one we follow.
    const onScreen = await tableClients(page);
    let chosen = onScreen[0]!;
    let most = -1;
    for (const client of onScreen) {
      const count = (await storedCesiones(client.rut)).filter((c) => c.rutCedente === client.rut).length;
      if (count > most) [chosen, most] = [client, count];
    }
    expect(most).toBeGreaterThan(0);

    // A search with no match says so, instead of an empty table.
    await page.locator('#client-list-text').fill('zzz sin coincidencias');
    await expect
      .poll(() => page.getByTestId('client-list-empty').innerText(), { timeout: 10_000 })
      .toBe('No se encontraron clientes para "zzz sin coincidencias"');

    // Client filter by name: the rows narrow to the clients whose name contains the text.
    await page.locator('#client-list-text').fill(chosen.razonSocial);
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBeLessThan(totalClients);
    const filtered = await tableClients(page);
    expect(filtered.map((c) => c.rut)).toContain(chosen.rut);
    for (const client of filtered) expect(client.razonSocial.toLowerCase()).toContain(chosen.razonSocial.toLowerCase());
    expect(await listTotal(page)).toBe(filtered.length);

    // Export: clientes_{date}.xlsx holds exactly the filtered rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clientes_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const rutColumn = header.indexOf('RUT');
    const nameColumn = header.indexOf('Razón Social');
    expect(rutColumn).toBeGreaterThan(0);
    expect(nameColumn).toBeGreaterThan(0);
    const exported: { rut: string; razonSocial: string }[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1)
        exported.push({
          rut: plainRut(String(row.getCell(rutColumn).value)),
          razonSocial: String(row.getCell(nameColumn).value),
        });
    });
    expect(exported).toEqual(filtered);

    // Ver Detalle: the signed URL is slowed a little so the progress bar is seen before the tables.
    const databasePath = `client-db/${rutFactoring}/${chosen.rut}.sqlite`;
    const databaseStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && response.url().includes(databasePath))
        databaseStatuses.push(response.status());
    });
    await page.route(
      (url) => url.href.includes(databasePath),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      },
    );
    const row = rows.filter({ hasText: chosen.razonSocial }).first();
    await row.getByRole('link', { name: 'Ver Detalle' }).click();
    await page.waitForURL(`**/dashboard-clientes/${chosen.rut}?tab=cesiones`);
    await page.getByTestId('database-progress').waitFor({ timeout: 15_000 });
    await page.getByTestId('factoring-concentration-table').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('database-progress').count()).toBe(0);
    expect(databaseStatuses).toEqual([200]);
    await expect.poll(() => page.getByTestId('client-breadcrumb').innerText()).toContain(chosen.razonSocial);

    // Hand computation over the stored file for the range on screen (Inicio, Fin; cession date, inclusive).
    const inicio = await dateValue(page, 'Inicio');
    const fin = await dateValue(page, 'Fin');
    expect(inicio < fin).toBe(true);
    const inRange = (await storedCesiones(chosen.rut)).filter(
      (c) =>
        c.rutCedente === chosen.rut &&
        c.fechaHoraCesion.slice(0, 10) >= inicio &&
        c.fechaHoraCesion.slice(0, 10) <= fin,
    );
    expect(inRange.length).toBeGreaterThan(0);
    const byFactoring = new Map<string, { monto: number; count: number }>();
    for (const c of inRange) {
      const entry = byFactoring.get(c.rutCesionario) ?? { monto: 0, count: 0 };
      byFactoring.set(c.rutCesionario, { monto: entry.monto + c.montoCesion, count: entry.count + 1 });
    }
    const expectedMontos = [...byFactoring.values()].map((v) => v.monto).sort((a, b) => b - a);

    expect(await shownConcentration(page)).toEqual({ montos: expectedMontos, cesiones: inRange.length });

    // Cesiones list: the summary counts every cession of the range; summing Monto Cedido over all pages gives the
    // total.
    const pageCount = Math.ceil(inRange.length / 20);
    await expect
      .poll(() => page.getByTestId('cesiones-summary').innerText())
      .toBe(`Mostrando ${Math.min(20, inRange.length)} de ${inRange.length} cesiones, Página 1 de ${pageCount}`);
    let listedMonto = 0;
    for (let n = 1; n <= pageCount; n += 1) {
      if (n > 1) {
        await page.getByRole('button', { name: `Página ${n}`, exact: true }).click();
        await expect
          .poll(() => page.getByTestId('cesiones-summary').innerText())
          .toContain(`Página ${n} de ${pageCount}`);
      }
      for (const cesion of await page.getByTestId('cesion-row').all())
        listedMonto += pesos(await cesion.locator('td').nth(9).innerText());
    }
    expect(listedMonto).toBe(inRange.reduce((sum, c) => sum + c.montoCesion, 0));

    // A later Inicio (the median cession day) narrows both tables to the cessions from that day on.
    const days = inRange.map((c) => c.fechaHoraCesion.slice(0, 10)).sort();
    const laterInicio = days[Math.floor(days.length / 2)]!;
    const later = inRange.filter((c) => c.fechaHoraCesion.slice(0, 10) >= laterInicio);
    expect(later.length).toBeLessThan(inRange.length);
    await fillDate(page, 'Inicio', laterInicio);
    await expect
      .poll(() => page.getByTestId('cesiones-summary').innerText())
      .toBe(
        `Mostrando ${Math.min(20, later.length)} de ${later.length} cesiones, Página 1 de ${Math.ceil(later.length / 20)}`,
      );
    expect((await shownConcentration(page)).cesiones).toBe(later.length);
    expect((await shownConcentration(page)).montos.reduce((a, b) => a + b, 0)).toBe(
      later.reduce((sum, c) => sum + c.montoCesion, 0),
    );

    // Second visit (away to the list and back): the stored copy is revalidated (304), not downloaded again.
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard-clientes');
    await page.locator('#client-list-text').fill(chosen.razonSocial);
    await rows.filter({ hasText: chosen.razonSocial }).first().getByRole('link', { name: 'Ver Detalle' }).click();
    await page.getByTestId('factoring-concentration-table').waitFor({ timeout: 60_000 });
    expect(databaseStatuses).toEqual([200, 304]);
    expect(await page.getByTestId('factoring-concentration-row').count()).toBe(byFactoring.size);
  });

  it("shows 'Cliente no encontrado' for a RUT that is not a client of the factoring and for a bad RUT", async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/api/database/11111111-1'));
    await page.goto(new URL('/dashboard-clientes/11111111-1', demo.platform.webUrl).href);
    expect((await answered).status()).toBe(404);
    const notFound = page.getByTestId('client-not-found');
    await notFound.waitFor({ timeout: 30_000 });
    expect(await notFound.innerText()).toContain('Cliente no encontrado');
    expect(await page.getByTestId('client-detail-error').count()).toBe(0);
    await notFound.getByRole('link', { name: 'Volver a Selección de Clientes' }).click();
    await page.waitForURL('**/dashboard-clientes');

    await page.goto(new URL('/dashboard-clientes/11111111-2', demo.platform.webUrl).href);
    await page.getByText('Cliente no encontrado').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Volver a Selección de Clientes' }).click();
    await page.waitForURL('**/dashboard-clientes');
  });
});
