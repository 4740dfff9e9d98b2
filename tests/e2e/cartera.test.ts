import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, todayInChile } from '@domain/chile-time';
import { countsTowardTotals } from '@domain/cession-rules';
import { formatClp } from '@domain/es-cl-format';
import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { seriousAxeViolations } from '../support/axe';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, signInAs, type DemoSession } from '../support/demo-session';
import { enrolTotpOnPage } from '../support/totp';

/** Where the screens are saved for a look (not compared). */
const SHOTS = process.env.RC_SHOTS_DIR;

/** What the test expects of one debtor or cedente, summed from the period answers. */
interface Exposure {
  monto: number;
  rows: PeriodCessionRow[];
}

/**
 * The factoring's held portfolio as the demo world's period answers say, computed here without the platform's code:
 * its acquisitions (role 2 files) counted once each, in an ESTADO_CESION that counts toward totals, minus those it
 * ceded on later (a role 1 row of the same document at or after the acquisition), inside the refresh's window.
 */
function heldFromPeriodAnswers(worldDir: string, rutFactoring: string): PeriodCessionRow[] {
  const dir = path.join(worldDir, 'periodos', rutFactoring);
  const acquired = new Map<string, PeriodCessionRow>();
  const cededOn = new Map<string, string>();
  for (const name of fs.readdirSync(dir)) {
    const role = /^CESIONES_[\dK-]+_(\d)_/.exec(name)?.[1];
    if (role !== '1' && role !== '2') continue;
    for (const row of parsePeriodAnswer({ name, bytes: fs.readFileSync(path.join(dir, name)) }).rows) {
      const doc = `${row.vendedor}/${row.tipoDoc}/${row.folioDoc}`;
      if (role === '2') acquired.set(`${doc}/${row.fchCesion}/${row.cedente}`, row);
      else if (row.cedente === rutFactoring && (cededOn.get(doc) ?? '') < row.fchCesion)
        cededOn.set(doc, row.fchCesion);
    }
  }
  // The refresh reads the last 94 Chile calendar days (lambdas/jobs/refresh/refresh-window.ts); the world spans fewer.
  const today = todayInChile(new Date());
  return [...acquired.values()].filter(
    (row) =>
      daysBetween(row.fchCesion, today) < 94 &&
      countsTowardTotals(row.estadoCesion) &&
      (cededOn.get(`${row.vendedor}/${row.tipoDoc}/${row.folioDoc}`) ?? '') < row.fchCesion,
  );
}

function byParty(rows: PeriodCessionRow[], party: 'deudor' | 'cedente'): [string, Exposure][] {
  const groups = new Map<string, Exposure>();
  for (const row of rows) {
    const group = groups.get(row[party]) ?? { monto: 0, rows: [] };
    group.monto += row.mntCesion;
    group.rows.push(row);
    groups.set(row[party], group);
  }
  return [...groups.entries()].sort(([a, x], [b, y]) => y.monto - x.monto || a.localeCompare(b));
}

/** The tramo label of a due date at `now`, the boundaries written out here. */
function tramoOf(fchVencimiento: string | null, now: Date): string {
  if (!fchVencimiento) return 'Sin vencimiento';
  const left = daysBetween(todayInChile(now), fchVencimiento);
  if (left >= 0) return left <= 30 ? 'Por vencer 0-30' : left <= 60 ? 'Por vencer 31-60' : 'Por vencer 60+';
  return -left <= 30 ? 'Vencido 1-30' : -left <= 60 ? 'Vencido 31-60' : 'Vencido 60+';
}

const amountOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/**
 * 'Cartera' in Chromium against local mode: every figure checked here is summed in the test from
 * the demo world's period answers (the world the local SII serves and the refresh read): the exposure, the ranking by
 * debtor and cedente, the aging tramos; then the drill-down of the largest debtor, its Excel export read back, and a
 * concentration limit that the largest debtor exceeds, highlighted.
 */
describe("'Cartera' (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let csp: CspViolation[];
  let shot: DemoSession['shot'];
  let held: PeriodCessionRow[];
  let deudores: [string, Exposure][];

  beforeAll(async () => {
    const worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    const rutFactoring = manifest.factorings[0]!.rut;
    held = heldFromPeriodAnswers(worldDir, rutFactoring);
    deudores = byParty(held, 'deudor');
    ({ page, csp, shot } = await signInAs(demo, { rutFactoring }, { watchCsp: true, shots: SHOTS }));
    await page.getByRole('link', { name: 'Cartera', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cartera');
    await page.getByTestId('kpi-monto').waitFor();
  });

  it('shows the exposure, the ranking and the tramos the period answers add up to', async () => {
    expect(held.length).toBeGreaterThan(10);
    const total = held.reduce((sum, row) => sum + row.mntCesion, 0);
    await expect(page.getByTestId('kpi-monto').innerText()).resolves.toBe(formatClp(total));
    await expect(page.getByTestId('kpi-documentos').innerText()).resolves.toBe(held.length.toLocaleString('es-CL'));
    await expect(page.getByTestId('kpi-deudores').innerText()).resolves.toBe(String(deudores.length));
    const cedentes = byParty(held, 'cedente');
    await expect(page.getByTestId('kpi-cedentes').innerText()).resolves.toBe(String(cedentes.length));

    const shown = async (tipo: string) =>
      page
        .getByTestId(`cartera-${tipo}`)
        .getByTestId('cartera-party')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.getAttribute('data-rut'),
            row.querySelector('[data-testid=party-monto]')!.textContent,
          ]),
        );
    expect(await shown('deudor')).toEqual(deudores.map(([rut, e]) => [rut, formatClp(e.monto)]));
    expect(await shown('cedente')).toEqual(cedentes.map(([rut, e]) => [rut, formatClp(e.monto)]));
    const topShare = ((deudores[0]![1].monto / total) * 100).toLocaleString('es-CL', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    await expect(page.getByTestId('cartera-deudor').getByTestId('party-share').first().innerText()).resolves.toBe(
      `${topShare} %`,
    );

    const now = new Date();
    const tramos = await page
      .getByTestId('aging-table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('th')!.textContent!.trim(),
          row.querySelector('[data-testid=tramo-monto]')!.textContent,
        ]),
      );
    const expected = new Map<string, number>();
    for (const row of held)
      expected.set(
        tramoOf(row.fchVencimiento, now),
        (expected.get(tramoOf(row.fchVencimiento, now)) ?? 0) + row.mntCesion,
      );
    for (const [label, amount] of tramos)
      expect([label, amountOf(amount!)]).toEqual([label, expected.get(label!) ?? 0]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot('cartera-1440');
  });

  it("drills down to the largest debtor's documents, narrows them by tramo and exports them", async () => {
    const [rut, exposure] = deudores[0]!;
    await page
      .getByTestId('cartera-deudor')
      .locator(`[data-rut="${rut}"]`)
      .getByRole('button', { name: /Ver documentos/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByTestId('drill-summary').innerText())
      .toBe(`${exposure.rows.length} documentos · ${formatClp(exposure.monto)}`);
    // The server sends 100 documents a page; 'Cargar más' adds the next one until the list is whole.
    for (let shown = Math.min(100, exposure.rows.length); ; shown = Math.min(shown + 100, exposure.rows.length)) {
      await expect.poll(() => dialog.getByTestId('drill-row').count()).toBe(shown);
      if (shown === exposure.rows.length) break;
      await dialog.getByRole('button', { name: /^Cargar más/ }).click();
    }
    await expect(dialog.getByRole('button', { name: /^Cargar más/ }).count()).resolves.toBe(0);
    const folios = await dialog
      .getByTestId('drill-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-folio'))));
    expect(folios.sort((a, b) => a - b)).toEqual(exposure.rows.map((r) => r.folioDoc).sort((a, b) => a - b));
    const amounts = (await dialog.getByTestId('drill-monto').allInnerTexts()).map(amountOf);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await shot('cartera-drill-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Documentos cartera ${rut}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => headers.indexOf(name) + 1;
    const dataRows = Array.from({ length: sheet.rowCount - 2 }, (_, i) => sheet.getRow(i + 2));
    expect(dataRows).toHaveLength(exposure.rows.length);
    expect(dataRows.every((row) => typeof row.getCell(col('Monto Cedido')).value === 'number')).toBe(true);
    expect(dataRows.every((row) => row.getCell(col('Fecha Emisión')).value instanceof Date)).toBe(true);
    const totals = sheet.getRow(sheet.rowCount);
    expect(String(totals.getCell(1).value)).toMatch(/^Total /);
    expect(totals.getCell(col('Monto Cedido')).value).toBe(exposure.monto);

    const now = new Date();
    const tramo = tramoOf(exposure.rows[0]!.fchVencimiento, now);
    await dialog.getByLabel('Tramo').selectOption({ label: tramo });
    const inTramo = exposure.rows.filter((r) => tramoOf(r.fchVencimiento, now) === tramo);
    await expect.poll(() => dialog.getByTestId('drill-row').count()).toBe(Math.min(100, inTramo.length));
    await expect
      .poll(() => dialog.getByTestId('drill-summary').innerText())
      .toBe(
        `${inTramo.length} ${inTramo.length === 1 ? 'documento' : 'documentos'} · ${formatClp(inTramo.reduce((sum, r) => sum + r.mntCesion, 0))}`,
      );
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
  });

  it('highlights the debtors above a concentration limit once it is saved', async () => {
    const total = held.reduce((sum, row) => sum + row.mntCesion, 0);
    const topShare = deudores[0]![1].monto / total;
    const limit = Math.floor(topShare * 100 * 100) / 100 - 0.01;
    await shot('cartera-after-drill');
    // Saving limits is a cuentas operation, which needs TOTP: the demo user sets it up in the card first.
    await enrolTotpOnPage(page);
    await page.getByLabel('Participación máxima por deudor (%)').fill(limit.toLocaleString('en-US'));
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByText('Límites guardados').waitFor();
    const over = deudores.filter(([, e]) => (e.monto / total) * 100 > limit).map(([rut]) => rut);
    await expect
      .poll(() =>
        page
          .getByTestId('cartera-deudor')
          .locator('[data-excede=si]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rut'))),
      )
      .toEqual(over);
    await expect(page.getByTestId('kpi-excesos').innerText()).resolves.toBe(String(over.length));
    await expect(page.getByTestId('cartera-deudor').getByTestId('party-excesos').first().innerText()).resolves.toMatch(
      /Excede: Participación .* sobre el máximo de/,
    );
    await page.getByLabel('Participación máxima por deudor (%)').fill('150');
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByText('La participación máxima debe estar entre 0 y 100 %').waitFor();
  });

  it('fits a phone at 375 px with no CSP violation', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('kpi-monto').waitFor();
    await shot('cartera-375');
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter(
          (element) =>
            element.getBoundingClientRect().right > 376 && !element.parentElement?.closest('.table-responsive'),
        )
        .slice(0, 5)
        .map(
          (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(wide).toEqual([]);
    expect(csp).toEqual([]);
  });
});
