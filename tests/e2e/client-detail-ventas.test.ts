import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { formatClp } from '@domain/es-cl-format';
import { creditNotesSummary } from '@web/features/client-detail/model/credit-note-impact';
import { addressHolds, listedClients, openClientDetail } from '../support/client-detail';
import type { CspViolation } from '../support/csp-violations';
import { clientCessions, clientSales, hasClientFiles } from '../support/demo-client-files';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { storedClientRows } from '../support/stored-client-db';
import { fillDate, dateValue } from '../support/date-field';

/** Note types that are not sales (client-detail.md §9 "Credit notes and claims"; monthly-summary-view.ts). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);
/** Rows per page of the detail lists (client-detail.md §9). */
const DEFAULT_LIST_SIZE = 20;
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

/** '$1.234.567' (es-CL) -> CLP. */
function pesos(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
}

/**
 * The client detail frame and its Ventas tab in Chromium against local mode (client-detail.md §2): the tab bar
 * switches tabs rewriting the address without a history entry, an unknown tab falls back to cesiones, no tab of a
 * production build is left 'En construcción', and the monthly sales equal the sums of the client's ledger (librocv of
 * its database read from s3rver with sql.js; the browser downloads it brotli-compressed), in full and in 'M$ Millones'.
 */
describe('client detail: tab bar and Ventas tab (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let rutFactoring: string;
  let violations: CspViolation[];

  /** The client's sales documents (tipoDTE, fechaEmision 'yyyy-MM-dd', total CLP) from its stored ledger. */
  async function storedSales(rut: string): Promise<{ tipo: number; fecha: string; total: number }[]> {
    const rows = await storedClientRows(
      demo.platform,
      rutFactoring,
      rut,
      "SELECT tipoDTE, fechaEmision, total FROM librocv WHERE ventaOCompra = 'venta'",
    );
    return rows.map(([tipo, fecha, total]) => ({ tipo: Number(tipo), fecha: String(fecha), total: Number(total) }));
  }

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', { watchCsp: true });
    ({ page, csp: violations } = session);
    rutFactoring = session.user.factorings[0]!.rut;
  });

  it('switches to Ventas without a new history entry and shows the monthly sales of the ledger', async () => {
    const listed = await listedClients(page, demo.platform.webUrl);
    // The listed client with the most sales documents in its stored ledger is the one we follow.
    let rut = '';
    let sales: { tipo: number; fecha: string; total: number }[] = [];
    for (const candidate of listed) {
      const found = (await storedSales(candidate)).filter((doc) => !NOTE_TYPES.has(doc.tipo));
      if (found.length > sales.length) [rut, sales] = [candidate, found];
    }
    expect(sales.length).toBeGreaterThan(0);
    // The client's database comes from its signed URL as stored, brotli-compressed: the sales below are read from it.
    const download = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/${rut}.sqlite`));
    await page.locator(`a[href*="${rut}"]`, { hasText: 'Ver Detalle' }).first().click();
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=cesiones`);
    await page.getByRole('tab', { name: 'Cesiones', exact: true }).waitFor({ timeout: 60_000 });
    expect((await download).headers()['content-encoding']).toBe('br');

    // Tab bar: Ventas replaces the address (same history length; Back returns to the list).
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Ventas', exact: true }).click();
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=ventas`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Ventas', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // Range: the six months up to the client's latest sale (the demo world's dates need not reach today).
    const fin = sales
      .map((doc) => doc.fecha)
      .sort()
      .at(-1)!;
    const inicio = format(subMonths(startOfMonth(parseISO(fin)), 5), 'yyyy-MM-dd');
    await fillDate(page, 'Fin', fin);
    await fillDate(page, 'Inicio', inicio);

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
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual(
        expected.map(([period, total]) => [`${MONTHS[Number(period.slice(5)) - 1]} ${period.slice(0, 4)}`, total]),
      );

    // M$ Millones: the same month in millions with one decimal.
    await page.getByText('M$ Millones').click();
    const [, firstTotal] = expected[0]!;
    const millions = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      firstTotal / 1_000_000,
    );
    await expect.poll(() => monthly.first().locator('td').nth(1).innerText()).toBe(`M$${millions}`);

    // Clicking a month selects it (the debtor tables follow) and Limpiar clears it.
    await monthly.first().click();
    await expect.poll(() => monthly.first().getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Limpiar' }).first().click();
    await expect.poll(() => monthly.first().getAttribute('aria-pressed')).toBe('false');

    // Switching tabs rewrites the address without a history entry (Back leaves the page) and keeps the sticky bar's
    // range and amount format; every tab of a production build has its screen; an unknown tab falls back to cesiones.
    await page.getByRole('tab', { name: 'Poder Judicial', exact: true }).click();
    await page.waitForURL((url) =>
      addressHolds(url, { tab: 'poderJudicial', montos: 'millones', desde: inicio, hasta: fin }),
    );
    expect(await page.getByTestId('tab-under-construction').count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/dashboard-clientes');
    // The filters the link meant for the unknown tab go with it.
    await page.goto(new URL(`/dashboard-clientes/${rut}?tab=desconocida&tipo=33&pagina=3`, demo.platform.webUrl).href);
    await page.waitForURL(`**/dashboard-clientes/${rut}?tab=cesiones`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Cesiones', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it('shows the Cesiones tab of the raw period answers and RCV: concentrations, chart, month filter, credit notes, export', async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    const listed = await listedClients(page, demo.platform.webUrl);
    // The listed client with the most cessions in its own "cesiones en período" answers.
    let rut = '';
    let cessions: ReturnType<typeof clientCessions> = [];
    for (const candidate of listed) {
      const found = hasClientFiles(world, candidate) ? clientCessions(world, candidate) : [];
      if (found.length > cessions.length) [rut, cessions] = [candidate, found];
    }
    expect(cessions.length).toBeGreaterThan(DEFAULT_LIST_SIZE);
    await openClientDetail(page, demo.platform.webUrl, rut, 'cesiones');
    const factoringRows = page.getByTestId('factoring-concentration-row');
    await factoringRows.first().waitFor({ timeout: 60_000 });
    const inicio = await dateValue(page, 'Inicio');
    const fin = await dateValue(page, 'Fin');
    const inRange = cessions.filter((c) => c.fchCesion.slice(0, 10) >= inicio && c.fchCesion.slice(0, 10) <= fin);
    expect(inRange.length).toBeGreaterThan(DEFAULT_LIST_SIZE);

    // Concentración por Factoring: ceded amount, distinct debtors and cessions per cesionario.
    const byFactoring = new Map<string, { monto: number; deudores: Set<string>; cesiones: number }>();
    for (const c of inRange) {
      const entry = byFactoring.get(c.cesionario) ?? { monto: 0, deudores: new Set<string>(), cesiones: 0 };
      entry.monto += c.mntCesion;
      entry.deudores.add(c.deudor);
      entry.cesiones += 1;
      byFactoring.set(c.cesionario, entry);
    }
    const expectedFactorings = [...byFactoring.values()]
      .map((e) => [e.monto, e.deudores.size, e.cesiones])
      .sort((a, b) => b[0]! - a[0]!);
    const shownFactorings = async () =>
      Promise.all(
        (await factoringRows.all()).map(async (row) => {
          const cells = await row.locator('td').allInnerTexts();
          return [pesos(cells[2]!), Number(cells[3]), Number(cells[4])];
        }),
      );
    expect((await shownFactorings()).sort((a, b) => b[0]! - a[0]!)).toEqual(expectedFactorings);

    // The list: every cession of the range, 20 per page.
    const summary = page.getByTestId('cesiones-summary');
    const summaryOf = (total: number) =>
      `Mostrando ${Math.min(DEFAULT_LIST_SIZE, total)} de ${total} cesiones, Página 1 de ${Math.max(1, Math.ceil(total / DEFAULT_LIST_SIZE))}`;
    await expect.poll(() => summary.innerText()).toBe(summaryOf(inRange.length));

    // Cesiones Mensuales: sales of the range by issue month (notes are not sales), the part whose latest cession
    // goes to the chosen factorings, in millions.
    const sales = clientSales(world, rut).filter(
      (doc) => !NOTE_TYPES.has(doc.tipoDTE) && doc.fechaEmision >= inicio && doc.fechaEmision <= fin,
    );
    const latest = new Map<string, (typeof cessions)[number]>();
    for (const c of cessions) {
      const key = `${c.tipoDoc}#${c.folioDoc}`;
      if ((latest.get(key)?.fchCesion ?? '') < c.fchCesion) latest.set(key, c);
    }
    const chartOf = (factorings: ReadonlySet<string>) => {
      const months = new Map<string, { ventas: number; cedido: number }>();
      for (const doc of sales) {
        const month = months.get(doc.fechaEmision.slice(0, 7)) ?? { ventas: 0, cedido: 0 };
        const cession = latest.get(`${doc.tipoDTE}#${doc.folio}`);
        month.ventas += doc.total;
        if (cession && factorings.has(cession.cesionario)) month.cedido += cession.mntCesion;
        months.set(doc.fechaEmision.slice(0, 7), month);
      }
      const millions = (amount: number) => formatClp(Math.round(amount / 1_000_000));
      return [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([mes, m]) => [
          `${MONTHS[Number(mes.slice(5)) - 1]} ${mes.slice(0, 4)}`,
          millions(m.ventas),
          millions(m.cedido),
          millions(Math.max(0, m.ventas - m.cedido)),
        ]);
    };
    const chart = page.getByTestId('cesiones-monthly-chart');
    const chartRows = async () =>
      Promise.all((await chart.locator('tbody tr').all()).map((row) => row.locator('th, td').allTextContents()));
    const allFactorings = new Set(byFactoring.keys());
    await expect.poll(chartRows).toEqual(chartOf(allFactorings));
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

    // The selection drives the chart: none selected, nothing ceded; one factoring, only its cessions.
    const selectAll = page.getByLabel('Seleccionar todos los factorings');
    await selectAll.uncheck();
    await expect.poll(chartRows, { timeout: 5_000 }).toEqual(chartOf(new Set()));
    const first = [...byFactoring.entries()].sort(([, a], [, b]) => b.monto - a.monto)[0]![0];
    await factoringRows.first().getByRole('checkbox').check();
    await expect.poll(chartRows, { timeout: 5_000 }).toEqual(chartOf(new Set([first])));
    expect(await selectAll.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(byFactoring.size > 1);
    await selectAll.check();
    await expect.poll(chartRows, { timeout: 5_000 }).toEqual(chartOf(allFactorings));

    // Clicking a month's bars keeps the list to the cessions of the documents issued in that month (whatever the
    // cession day: the bar's Cedido is theirs); clicking it again restores it.
    const months = (await chartRows()).map(([label]) => label);
    const issuedIn = (month: string) => {
      const docs = new Set(
        sales.filter((doc) => doc.fechaEmision.startsWith(month)).map((doc) => `${doc.tipoDTE}#${doc.folio}`),
      );
      return cessions.filter((c) => docs.has(`${c.tipoDoc}#${c.folioDoc}`));
    };
    const cededMonth = sales
      .filter((doc) => latest.has(`${doc.tipoDTE}#${doc.folio}`))
      .map((doc) => doc.fechaEmision.slice(0, 7))
      .sort()
      .at(-1)!;
    const label = `${MONTHS[Number(cededMonth.slice(5)) - 1]} ${cededMonth.slice(0, 4)}`;
    const monthIndex = months.indexOf(label);
    expect(monthIndex).toBeGreaterThanOrEqual(0);
    const monthBar = chart
      .locator('.recharts-bar-rectangles')
      .first()
      .locator('.recharts-bar-rectangle')
      .nth(monthIndex);
    await monthBar.click();
    await expect.poll(() => page.getByTestId('cesiones-month-filter').innerText()).toBe(label);
    await expect.poll(() => summary.innerText()).toBe(summaryOf(issuedIn(cededMonth).length));
    await saveShot(process.env.SHOTS_DIR, page, 'cesiones-month-filter');
    await monthBar.click();
    await expect.poll(() => page.getByTestId('cesiones-month-filter').count()).toBe(0);
    await expect.poll(() => summary.innerText()).toBe(summaryOf(inRange.length));

    // Credit notes: the rows that expand are the invoices (33) that sales credit notes (61) reference.
    const notes = new Map<number, { folio: number; total: number }[]>();
    for (const doc of clientSales(world, rut).filter((d) => d.tipoDTE === 61)) {
      for (const ref of doc.referencias.filter((r) => r.tipoReferencia === 33)) {
        notes.set(ref.folioReferencia, [
          ...(notes.get(ref.folioReferencia) ?? []),
          { folio: doc.folio, total: doc.total },
        ]);
      }
    }
    const invoiceTotals = new Map(
      clientSales(world, rut)
        .filter((d) => d.tipoDTE === 33)
        .map((d) => [d.folio, d.total]),
    );
    const estado = page.getByTestId('estado-filter');
    const reduced = estado.locator('label', { hasText: 'Rebajado' });
    const reducedCount = Number(await reduced.locator('.badge').innerText());
    if (reducedCount > 0) {
      await reduced.click();
      await expect.poll(() => summary.innerText()).toBe(summaryOf(reducedCount));
    }
    const listRows = page.getByTestId('cesion-row');
    const expandable: number[] = [];
    const withButton: number[] = [];
    for (const row of await listRows.all()) {
      const [folio, tipo] = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
      const number = Number(folio!.replace(/[^\d]/g, ''));
      if (tipo === '33' && notes.has(number)) expandable.push(number);
      if ((await row.getByRole('button').count()) > 0) withButton.push(number);
    }
    expect(withButton).toEqual(expandable);
    if (expandable.length > 0) {
      const folio = expandable[0]!;
      await page.getByRole('button', { name: `Ver notas de crédito del folio ${folio}` }).click();
      const shownNotes = page.getByTestId('cesion-credit-notes');
      const noteRows = await shownNotes.getByTestId('credit-note-row').all();
      const expectedNotes = notes.get(folio)!;
      expect(
        (await Promise.all(noteRows.map(async (row) => pesos(await row.locator('td').nth(2).innerText())))).sort(),
      ).toEqual(expectedNotes.map((n) => n.total).sort());
      const noteSum = expectedNotes.reduce((sum, n) => sum + n.total, 0);
      const expectedSummary = creditNotesSummary(noteSum, invoiceTotals.get(folio) ?? null, 'cesion');
      expect(await shownNotes.getByTestId('credit-notes-summary').innerText()).toContain(formatClp(noteSum));
      if (expectedSummary)
        expect(await shownNotes.getByTestId('credit-notes-summary').innerText()).toContain(expectedSummary.text);
    }
    if (reducedCount > 0) await reduced.click();
    await expect.poll(() => summary.innerText()).toBe(summaryOf(inRange.length));

    // Exportar: every cession of the filters, read back from the .xlsx.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^cesiones_${rut}_\\d{2}-\\d{2}-\\d{4}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync((await download.path())!)).buffer);
    const sheet = workbook.getWorksheet('Cesiones')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cedidoColumn = header.indexOf('Monto Cedido') + 1;
    const dataRows = sheet.getRows(2, inRange.length)!;
    expect(sheet.rowCount).toBe(inRange.length + 2);
    expect(dataRows.reduce((sum, row) => sum + Number(row.getCell(cedidoColumn).value), 0)).toBe(
      inRange.reduce((sum, c) => sum + c.mntCesion, 0),
    );
    expect(typeof dataRows[0]!.getCell(header.indexOf('Folio') + 1).value).toBe('number');
    expect(dataRows[0]!.getCell(header.indexOf('Fecha Cesión') + 1).value).toBeInstanceOf(Date);
    // Each invoice's credit-note total is the sum of the sales credit notes that reference it.
    const column = (name: string) => header.indexOf(name) + 1;
    const notesOf = (tipo: number, folio: number) =>
      tipo === 33 ? (notes.get(folio) ?? []).reduce((sum, n) => sum + n.total, 0) : 0;
    const exportedNotes = dataRows.map((row) => Number(row.getCell(column('Notas de Crédito')).value));
    expect(exportedNotes).toEqual(
      dataRows.map((row) =>
        notesOf(Number(row.getCell(column('Tipo')).value), Number(row.getCell(column('Folio')).value)),
      ),
    );
    expect(exportedNotes.some((total) => total > 0)).toBe([...inRange].some((c) => notesOf(c.tipoDoc, c.folioDoc) > 0));

    // A range without cessions: the empty state offers the last 12 months, which brings them back.
    const earliest = cessions.map((c) => c.fchCesion.slice(0, 10)).sort()[0]!;
    const before = format(subMonths(parseISO(earliest), 1), 'yyyy-MM-dd');
    await fillDate(page, 'Inicio', before);
    await fillDate(page, 'Fin', before);
    await expect
      .poll(() => page.getByTestId('cesiones-empty').innerText())
      .toContain('No hay cesiones durante el período seleccionado');
    await page.getByRole('button', { name: 'Ver últimos 12 meses' }).click();
    await expect.poll(() => summary.innerText()).toBe(summaryOf(inRange.length));
    expect(violations).toEqual([]);
  });
});
