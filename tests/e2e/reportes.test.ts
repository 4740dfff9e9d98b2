import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { monthWindows } from '@domain/reportes/report-period';
import { defaultMonthRange } from '@web/lib/month-range';
import { seriousAxeViolations } from '../support/axe';
import { enrolTotpOnPage } from '../support/totp';
import { demoSuite, signInAs, type DemoSession } from '../support/demo-session';
import { amountOf, searchWholePeriod } from './monitoring-helpers';
import { fillDate } from '../support/date-field';
import { readPdf } from '../unit/documents/pdf-content';

/** Where the screens are saved for a look (not compared). */
const SHOTS = process.env.RC_SHOTS_DIR;

/** Waits until the report's months are read and its figures drawn. */
const reportReady = (page: Page) => page.getByTestId('report-totals').waitFor({ timeout: 120_000 });

/** The month rows of the 'Resumen' table: month, documents, amount (CLP). */
async function monthRows(page: Page): Promise<{ mes: string; documentos: number; monto: number }[]> {
  const rows = await page.getByTestId('month-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      mes: tr.getAttribute('data-mes')!,
      documentos: tr.querySelector('[data-testid=month-documentos]')!.textContent!,
      monto: tr.querySelector('[data-testid=month-monto]')!.textContent!,
    })),
  );
  return rows.map((row) => ({ ...row, documentos: amountOf(row.documentos), monto: amountOf(row.monto) }));
}

/** Clicks the 'Exportar Excel' button within `scope` and reads the file back: its suggested name and first sheet. */
async function exportedSheet(scope: Page | Locator): Promise<{ name: string; sheet: ExcelJS.Worksheet }> {
  const page = 'page' in scope ? scope.page() : scope;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
  return { name: download.suggestedFilename(), sheet: workbook.worksheets[0]! };
}

/** The elements of a card at 375 px that reach past the page's width, outside the scrolling regions (none expected). */
async function overflowAt375(page: Page, testId: string): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  return page
    .getByTestId(testId)
    .evaluate((card) =>
      [card, ...card.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > 376 && !element.closest('[role=region]'))
        .map((element) => element.tagName),
    );
}

/**
 * 'Reportes' in Chromium against local mode: a month's figure equals what '/cesion-adquiridas' shows for that month's
 * window, the month's drill-down lists those documents with their downloads, the month sheet is read back with typed
 * cells, the filters survive a reload, '/informeARC' opens the 'Informe ARC' view, and the exposure against a Cartera
 * limit is Cartera's own, breaches included, and the clients' KPI classes are those of the client list's export; an
 * exposure row and a class count open their documents (and clients) as the other figures do, and the whole screen
 * exports to a PDF stamped on every page and holding the screen's figures.
 */
describe("'Reportes' (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let session: DemoSession;
  let page: Page;
  let busiest: { mes: string; documentos: number; monto: number };

  beforeAll(async () => {
    session = await signInAs(demo, 'analyst', { route: '/reportes', ready: reportReady, shots: SHOTS });
    page = session.page;
    busiest = (await monthRows(page)).sort((a, b) => b.documentos - a.documentos)[0]!;
  }, 180_000);

  it("shows the sidebar item and a month's figures equal to the acquired list's for the same window", async () => {
    await expect(page.getByRole('link', { name: 'Reportes', exact: true }).count()).resolves.toBe(1);
    expect(busiest.documentos).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.shot('reportes-1440');

    const today = todayInChile(new Date());
    const result = monthWindows(busiest.mes, busiest.mes, today);
    if (!('windows' in result)) throw new Error(result.error);
    const window = result.windows[0]!;
    // The list's own first search (its default window) ends before ours starts, so its answer is not taken for ours.
    await searchWholePeriod(page, () => page.getByRole('link', { name: 'Adquiridas', exact: true }).click());
    await fillDate(page, 'Desde', window.fechaInicio);
    await fillDate(page, 'Hasta', window.fechaTermino);
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    const totals = await page.getByTestId('totals').innerText();
    expect(Number(totals.split(' ')[0]!.replace(/\./g, ''))).toBe(busiest.documentos);
    expect(amountOf(totals.split('Total cedido vigente:')[1]!)).toBe(busiest.monto);
    await page.goBack();
    await reportReady(page);
  });

  it("drills a month down to its documents, each with its AEC and 'Mvtos.'", async () => {
    await page
      .getByTestId('month-row')
      .and(page.locator(`[data-mes="${busiest.mes}"]`))
      .getByRole('button', { name: /Ver documentos/ })
      .click();
    const dialog = page.getByRole('dialog');
    const summary = await dialog.getByTestId('drill-summary').innerText();
    expect(Number(summary.split(' ')[0]!.replace(/\./g, ''))).toBe(busiest.documentos);
    expect(amountOf(await dialog.getByTestId('drill-monto').innerText())).toBe(busiest.monto);
    const first = dialog.getByTestId('cession-row').first();
    await expect(first.getByRole('button', { name: /AEC/ }).count()).resolves.toBeGreaterThan(0);
    await expect(first.getByRole('button', { name: /Mvtos/ }).count()).resolves.toBeGreaterThan(0);
    await session.shot('reportes-drill-1440', false);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('exports the month report with typed cells', async () => {
    const card = page.getByTestId('months-table').locator('xpath=ancestor::div[contains(@class,"card-body")]');
    const { name, sheet } = await exportedSheet(card);
    expect(name).toMatch(/^Reporte cesiones por mes \d{4}-\d{2} a \d{4}-\d{2}\.xlsx$/);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getColumn(1).values.indexOf(busiest.mes);
    expect(row).toBeGreaterThan(1);
    expect(sheet.getRow(row).getCell(headers.indexOf('Documentos') + 1).value).toBe(busiest.documentos);
    expect(sheet.getRow(row).getCell(headers.indexOf('Monto Cedido Vigente') + 1).value).toBe(busiest.monto);
  });

  it("keeps a debtor filter in the address across a reload, and '/informeARC' opens the 'Informe ARC' view", async () => {
    const deudor = page.getByLabel('Deudor', { exact: true });
    const rut = await deudor.locator('option').nth(1).getAttribute('value');
    await deudor.selectOption(rut!);
    await page.waitForURL((url) => url.searchParams.get('deudor') === rut);
    await page.reload();
    await reportReady(page);
    await expect(page.getByLabel('Deudor', { exact: true }).inputValue()).resolves.toBe(rut);
    const rows = await page.getByTestId('report-deudor').getByTestId('party-row').count();
    expect(rows).toBe(1);

    await page.goto(new URL('/informeARC', page.url()).href);
    await reportReady(page);
    await expect(page.getByRole('tab', { name: 'Informe ARC' }).getAttribute('aria-selected')).resolves.toBe('true');
    const adquiridos = await page
      .getByTestId('report-cedente')
      .getByTestId('party-row')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[0]!.textContent!.replace(/\./g, ''))));
    const total = amountOf(await page.getByTestId('report-documentos').innerText());
    expect(adquiridos.reduce((sum, n) => sum + n, 0)).toBe(total);
    await session.shot('informe-arc-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await session.shot('informe-arc-375');
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'resumen');
    await expect(page.getByRole('tab', { name: 'Resumen' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByTestId('months-table').waitFor();
    await session.shot('reportes-375');
  });

  it("shows each debtor's exposure and breach of a Cartera limit as 'Cartera' shows them, within a phone's width", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(new URL('/cartera', page.url()).href);
    const carteraRows = page.getByTestId('cartera-deudor').getByTestId('cartera-party');
    await carteraRows.first().waitFor({ timeout: 60_000 });
    const topShare = Number(
      (await carteraRows.first().getByTestId('party-share').innerText()).replace(/[^\d,]/g, '').replace(',', '.'),
    );
    // Half the largest debtor's share: at least that debtor is over it.
    const limit = Math.floor(topShare * 50) / 100;
    await enrolTotpOnPage(page);
    await page.getByLabel('Participación máxima por deudor (%)').fill(limit.toLocaleString('en-US'));
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByText('Límites guardados').waitFor();
    const readCartera = () =>
      carteraRows.evaluateAll((trs) =>
        trs.map((tr) => ({
          rut: tr.getAttribute('data-rut')!,
          excede: tr.getAttribute('data-excede')!,
          monto: tr.querySelector('[data-testid=party-monto]')!.textContent!,
        })),
      );
    await expect.poll(async () => (await readCartera()).some((row) => row.excede === 'si')).toBe(true);
    const cartera = await readCartera();

    await page.goto(new URL('/reportes?vista=resumen', page.url()).href);
    await reportReady(page);
    const exposure = page.getByTestId('exposure-deudor').getByTestId('exposure-row');
    await exposure.first().waitFor({ timeout: 60_000 });
    const report = await exposure.evaluateAll((trs) =>
      trs.map((tr) => ({
        rut: tr.getAttribute('data-rut')!,
        excede: tr.getAttribute('data-excede')!,
        monto: tr.querySelector('[data-testid=exposure-monto]')!.textContent!,
      })),
    );
    const byRut = (rows: { rut: string; excede: string; monto: string }[]) =>
      rows.map((row) => ({ ...row, monto: amountOf(row.monto) })).sort((a, b) => a.rut.localeCompare(b.rut));
    expect(byRut(report)).toEqual(byRut(cartera));
    // The most used limit comes first, so the breaches lead the table.
    await expect(exposure.first().getAttribute('data-excede')).resolves.toBe('si');
    await expect(exposure.first().getByTestId('exposure-excesos').innerText()).resolves.toMatch(
      /Excede: Participación .* sobre el máximo de/,
    );

    // The breached debtor's held documents, with the downloads of every other drill-down.
    const breached = exposure.first();
    await breached.getByRole('button', { name: /Ver documentos/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('drill-summary').waitFor({ timeout: 60_000 });
    const summary = await dialog.getByTestId('drill-summary').innerText();
    expect(Number(summary.split(' ')[0]!.replace(/\./g, ''))).toBe(
      amountOf(await breached.getByTestId('exposure-documentos').innerText()),
    );
    expect(amountOf(await dialog.getByTestId('drill-monto').innerText())).toBe(
      amountOf(await breached.getByTestId('exposure-monto').innerText()),
    );
    const first = dialog.getByTestId('cession-row').first();
    await expect(first.getByRole('button', { name: /AEC/ }).count()).resolves.toBeGreaterThan(0);
    await expect(first.getByRole('button', { name: /Mvtos/ }).count()).resolves.toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // A chart takes its new width a frame or more after the resize: read until the layout has settled.
    await expect.poll(() => overflowAt375(page, 'report-exposure'), { timeout: 5_000 }).toEqual([]);
    await session.shot('reportes-exposicion-375', false);
  });

  it("counts the clients of each KPI class as the client list's export classes them, and opens an executive's cessions", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(new URL('/dashboard-clientes', page.url()).href);
    await page.getByTestId('clients-table').locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const { sheet } = await exportedSheet(page);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const exported = new Map<string, Record<string, number>>();
    headers.forEach((header, column) => {
      if (!header.endsWith(' - Clase')) return;
      const counts: Record<string, number> = { Bueno: 0, Regular: 0, Malo: 0, 'Sin dato': 0 };
      sheet.eachRow((row, number) => {
        if (number > 1) counts[String(row.getCell(column).value ?? '') || 'Sin dato']! += 1;
      });
      exported.set(header.slice(0, -' - Clase'.length), counts);
    });
    expect(exported.size).toBeGreaterThan(0);

    // The client list's own months, so both read the same values.
    const range = defaultMonthRange(new Date());
    await page.goto(new URL(`/reportes?desde=${range.start}&hasta=${range.end}&vista=resumen`, page.url()).href);
    await reportReady(page);
    const kpiRows = page.getByTestId('kpi-table').getByTestId('kpi-row');
    await kpiRows.first().waitFor({ timeout: 60_000 });
    const reported = await kpiRows.evaluateAll((trs) =>
      trs.map((tr) => {
        const count = (id: string) => Number(tr.querySelector(`[data-testid=${id}]`)!.textContent!.replace(/\D/g, ''));
        return [
          tr.querySelector('th')!.textContent!,
          {
            Bueno: count('kpi-Bueno'),
            Regular: count('kpi-Regular'),
            Malo: count('kpi-Malo'),
            'Sin dato': count('kpi-sin-dato'),
          },
        ] as const;
      }),
    );
    expect(new Map(reported)).toEqual(exported);

    // A class count opens its clients, each linking to its detail, and the period's documents they ceded.
    const count = page
      .getByTestId('kpi-table')
      .getByRole('button', { name: /clientes (Bueno|Regular|Malo) en/ })
      .first();
    const clientes = amountOf(await count.innerText());
    await count.click();
    const clientsDialog = page.getByRole('dialog');
    await expect(clientsDialog.getByTestId('drill-client').count()).resolves.toBe(clientes);
    await expect(
      clientsDialog.getByTestId('drill-client').first().getByRole('link').getAttribute('href'),
    ).resolves.toMatch(/^\/dashboard-clientes\/\d+-[\dkK]\?tab=resumen$/);
    await clientsDialog.getByTestId('drill-summary').waitFor();
    await clientsDialog.getByRole('button', { name: 'Cerrar' }).first().click();

    const executive = page.getByTestId('executive-row').first();
    const documentos = amountOf(await executive.getByTestId('executive-documentos').innerText());
    expect(documentos).toBeGreaterThan(0);
    await executive.getByRole('button', { name: /Ver documentos/ }).click();
    const dialog = page.getByRole('dialog');
    const summary = await dialog.getByTestId('drill-summary').innerText();
    expect(Number(summary.split(' ')[0]!.replace(/\./g, ''))).toBe(documentos);
    expect(amountOf(await dialog.getByTestId('drill-monto').innerText())).toBe(
      amountOf(await executive.getByTestId('executive-monto').innerText()),
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // A chart takes its new width a frame or more after the resize: read until the layout has settled.
    await expect.poll(() => overflowAt375(page, 'report-clients'), { timeout: 5_000 }).toEqual([]);
    await session.shot('reportes-clientes-375', false);
  });

  it("narrows every figure to an executive's clients with the executive filter, kept in the address", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(new URL('/dashboard-clientes', page.url()).href);
    await page.getByTestId('clients-table').locator('tbody tr').first().waitFor({ timeout: 60_000 });
    // A client without an executive (the demo assigns some).
    await page.getByTestId('clients-table').getByRole('button', { name: 'Agregar Ejecutivo' }).first().click();
    const dialog = page.getByRole('dialog');
    const email = await dialog.locator('#ejecutivo-add option').nth(1).getAttribute('value');
    await dialog.locator('#ejecutivo-add').selectOption(email!);
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const range = defaultMonthRange(new Date());
    await page.goto(new URL(`/reportes?desde=${range.start}&hasta=${range.end}&vista=resumen`, page.url()).href);
    await reportReady(page);
    const row = page.locator(`[data-testid=executive-row][data-ejecutivo="${email}"]`);
    await row.waitFor({ timeout: 60_000 });
    const documentos = amountOf(await row.getByTestId('executive-documentos').innerText());
    const monto = amountOf(await row.getByTestId('executive-monto').innerText());
    expect(amountOf(await page.getByTestId('report-documentos').innerText())).toBeGreaterThanOrEqual(documentos);

    await page.getByLabel('Ejecutivo', { exact: true }).selectOption(email!);
    await page.waitForURL((url) => url.searchParams.get('ejecutivo') === email);
    await page.reload();
    await reportReady(page);
    await expect(page.getByLabel('Ejecutivo', { exact: true }).inputValue()).resolves.toBe(email);
    expect(amountOf(await page.getByTestId('report-documentos').innerText())).toBe(documentos);
    expect(amountOf(await page.getByTestId('report-monto').innerText())).toBe(monto);
  });
  it('exports the whole screen to a PDF with the date, user and filters on every page and the figures shown', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(new URL('/reportes?vista=resumen', page.url()).href);
    await reportReady(page);
    // The cards that read their own data are on screen, so the PDF holds them too.
    await page.getByTestId('exposure-deudor').getByTestId('exposure-row').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('kpi-table').getByTestId('kpi-row').first().waitFor({ timeout: 60_000 });
    const months = await monthRows(page);
    const headline = await page.getByTestId('report-totals').innerText();
    const exposure = await page
      .getByTestId('exposure-deudor')
      .getByTestId('exposure-row')
      .first()
      .evaluate((tr) => ({
        documentos: tr.querySelector('[data-testid=exposure-documentos]')!.textContent!,
        monto: tr.querySelector('[data-testid=exposure-monto]')!.textContent!,
      }));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Reporte Resumen \d{4}-\d{2} a \d{4}-\d{2}\.pdf$/);
    const pdf = await readPdf(new Uint8Array(fs.readFileSync(await download.path())));
    expect(pdf.pages).toBeGreaterThan(1);
    pdf.pageTexts.forEach((text, index) => {
      expect(text).toContain('Reportes: Resumen');
      expect(text).toMatch(
        new RegExp(`Generado el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} \\(hora de Chile\\) por ${session.user.email}`),
      );
      expect(text).toMatch(/Filtros: Periodo: \d{2}\/\d{4} a \d{2}\/\d{4} · Cedente: Todos · Deudor: Todos/);
      expect(text).toContain(`Página ${index + 1} de ${pdf.pages}`);
    });
    // The screen's figures: the headline, every month's documents and amount, the exposure, the KPI classes.
    expect(pdf.text).toContain(headline.replace(/\s+/g, ' ').replace(/\.$/, ''));
    for (const month of months)
      expect(pdf.text).toContain(
        `${month.mes} ${month.documentos.toLocaleString('es-CL')} $${month.monto.toLocaleString('es-CL')}`,
      );
    expect(pdf.text).toContain('Exposición contra límites: deudores');
    expect(pdf.text).toContain(`${exposure.documentos} ${exposure.monto}`);
    expect(pdf.text).toContain('Clientes por clase de KPI');
  });
});
