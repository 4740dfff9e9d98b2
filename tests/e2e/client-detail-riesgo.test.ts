import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { addressHolds, openClientDetail } from '../support/client-detail';
import {
  readDemoClientLedger,
  type DemoClientLedger,
  type RawCesion,
  type RawSale,
} from '../support/demo-client-ledger';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { fillDate, dateValue } from '../support/date-field';

/** Note types, outside the sales document counts (client-detail.md §9 "Credit notes and claims"). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);
const DAY_MS = 86_400_000;
const PAGE_SIZE = 20;
const SHOTS = process.env.E2E_SHOTS_DIR;

const percent = (value: number) =>
  `${new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
const saleOf = (ledger: DemoClientLedger, cesion: RawCesion): RawSale | undefined =>
  ledger.sales.get(`${cesion.tipo}#${cesion.folio}`);
/**
 * The invoice's credit notes reach its total (client-detail.md §4 "Anulado shows Sí"; within 0.01 as the SII rounds).
 */
const annulled = (sale: RawSale) =>
  sale.tipo === 33 && sale.ncCount > 0 && (sale.total === 0 || sale.ncTotal >= sale.total - 0.01);
/** Anulada, rebajada or reclamada (client-detail.md §7 "problematic-cesion query"). */
const problematic = (sale: RawSale | undefined) =>
  sale !== undefined && (sale.reclamado || (sale.tipo === 33 && sale.ncTotal > 0));
/** Badge priority of client-detail.md §4: Reclamado, then Anulado, then Rebajado. */
const badgeOf = (sale: RawSale) => (sale.reclamado ? 'Reclamado' : annulled(sale) ? 'Anulado' : 'Rebajado');
/**
 * Related cesiones by client-radar.md §5 / client-detail.md §5, written out here: other document, ±tol %, (t, t +
 * días].
 */
function relatedTo(ledger: DemoClientLedger, reference: RawCesion, toleranciaPct: number, dias: number): RawCesion[] {
  const at = (c: RawCesion) => Date.parse(`${c.fechaHora.replace(' ', 'T')}Z`);
  return ledger.cesiones.filter(
    (c) =>
      !(c.tipo === reference.tipo && c.folio === reference.folio) &&
      Math.abs(c.monto - reference.monto) * 100 <= reference.monto * toleranciaPct &&
      at(c) > at(reference) &&
      at(c) - at(reference) <= dias * DAY_MS,
  );
}

/**
 * The Riesgo tab and its Intención de Pago panel in Chromium (client-detail.md §2, §4, §5, §8, §9), for the demo
 * factoring whose record turns on the `riesgo` feature, on its client with the most problematic cesiones; every
 * expected figure comes from the client's raw SII files in the demo world (RCV_VENTA CSVs, CESIONES answers). A
 * factoring without the feature has no Riesgo tab.
 */
describe('client detail: Riesgo tab and Intención de Pago (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let manifest: DemoWorldManifest;
  let worldDir: string;

  beforeAll(() => {
    worldDir = path.join(demo.platform.dataDir, 'demo-world');
    manifest = JSON.parse(fs.readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
  });

  /** The Riesgo tab of client `rut`, for the analyst of the factoring `rutFactoring`. */
  async function openClient(rutFactoring: string, rut: string, width = 1440): Promise<Page> {
    const { page } = await signInAs(demo, { rutFactoring }, { viewport: { width, height: 900 } });
    await openClientDetail(page, demo.platform.webUrl, rut, 'riesgo');
    return page;
  }

  it('shows the scoring and the problematic cesiones with their related cesiones, Aplicar and Reset rules', async () => {
    // The factoring with the feature (infra/local/seed-tenants.ts gives it to the second one).
    const factoring = manifest.factorings[1]!;
    const ledgers = factoring.clientes.map((rut) => ({ rut, ledger: readDemoClientLedger(worldDir, rut) }));
    const problems = (ledger: DemoClientLedger) => ledger.cesiones.filter((c) => problematic(saleOf(ledger, c)));
    const { rut, ledger } = ledgers.sort((a, b) => problems(b.ledger).length - problems(a.ledger).length)[0]!;
    const page = await openClient(factoring.rut, rut);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Riesgo', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
    const inicio = await dateValue(page, 'Inicio');
    const fin = await dateValue(page, 'Fin');
    const inRange = (day: string) => day >= inicio && day <= fin;

    // Problematic cesiones of the range, newest cession first (then folio), 20 per page.
    const expected = problems(ledger)
      .filter((c) => inRange(c.fechaHora.slice(0, 10)))
      .sort((a, b) => b.fechaHora.localeCompare(a.fechaHora) || b.folio - a.folio);
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    const panel = page.getByTestId('payment-intent-panel');
    await expect
      .poll(() => panel.getByTestId('page-summary').innerText(), { timeout: 30_000 })
      .toBe(`Mostrando 1-${PAGE_SIZE} de ${expected.length} resultados`);
    const rows = panel.getByTestId('payment-intent-row');
    const shownPage = async () =>
      Promise.all(
        (await rows.all()).map(async (row) => [
          Number(await row.getAttribute('data-folio')),
          await row.getByTestId('payment-intent-badge').innerText(),
        ]),
      );
    const expectedPage = (n: number) =>
      expected.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map((c) => [c.folio, badgeOf(saleOf(ledger, c)!)]);
    expect(await shownPage()).toEqual(expectedPage(1));

    // The scoring's figures: sales documents of the range, annulment rate, factorings of the range's cesiones.
    const documents = [...ledger.sales.values()].filter((s) => !NOTE_TYPES.has(s.tipo) && inRange(s.fecha));
    const annulledCount = documents.filter(annulled).length;
    const factorings = new Set(
      ledger.cesiones.filter((c) => inRange(c.fechaHora.slice(0, 10))).map((c) => c.cesionario),
    );
    const figure = (area: string, label: string) =>
      page
        .getByTestId(area)
        .locator('div', { has: page.locator('dt', { hasText: label }) })
        .locator('dd')
        .innerText();
    expect(await figure('risk-area-pago', 'Documentos emitidos')).toBe(documents.length.toLocaleString('es-CL'));
    expect(await figure('risk-area-pago', 'Tasa de anulaciones')).toBe(
      percent((annulledCount * 100) / documents.length),
    );
    expect(await figure('risk-area-concentracion', 'Factorings')).toBe(String(factorings.size));
    expect(await figure('risk-area-concentracion', 'Deudores')).toBe(
      new Set(documents.map((s) => s.rutReceptor)).size.toLocaleString('es-CL'),
    );
    expect(await page.getByTestId('risk-level').innerText()).toMatch(/^Riesgo (Bajo|Medio|Alto)$/);
    expect(await page.getByTestId('risk-alerts').locator('li').count()).toBeLessThanOrEqual(5);
    expect(await page.getByTestId('risk-details').locator('li').count()).toBeLessThanOrEqual(3);
    await saveShot(SHOTS, page, 'riesgo-1440');

    // A cesión with related cesiones under the defaults (1%, 14 days), on its page.
    const index = expected.findIndex((c) => relatedTo(ledger, c, 1, 14).length > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const reference = expected[index]!;
    const pageNumber = Math.floor(index / PAGE_SIZE) + 1;
    if (pageNumber > 1) {
      await panel.getByRole('button', { name: `Página ${pageNumber}` }).click();
      await expect.poll(shownPage).toEqual(expectedPage(pageNumber));
    }
    const row = rows.and(page.locator(`[data-folio="${reference.folio}"][data-tipo="${reference.tipo}"]`)).first();
    await row.getByRole('button', { name: `Ver detalle del folio ${reference.folio}` }).click();
    const detail = panel.getByTestId('payment-intent-detail');
    const relatedFolios = async (): Promise<number[] | 'vacío'> => {
      if (await detail.getByTestId('related-cesiones-empty').isVisible()) {
        expect(await detail.getByTestId('related-cesiones-empty').innerText()).toBe(
          'No se encontraron cesiones relacionadas',
        );
        return 'vacío';
      }
      return Promise.all(
        (await detail.getByTestId('related-cesion-row').all()).map(async (r) =>
          Number(await r.locator('td').first().innerText()),
        ),
      );
    };
    const expectedFolios = (tolerancia: number, dias: number) => {
      const found = relatedTo(ledger, reference, tolerancia, dias).map((c) => c.folio);
      return found.length === 0 ? 'vacío' : found;
    };
    await expect.poll(relatedFolios).toEqual(expectedFolios(1, 14));
    const sale = saleOf(ledger, reference)!;
    if (sale.tipo === 33 && sale.ncCount > 0) {
      expect(await detail.getByTestId('credit-note-row').count()).toBe(sale.ncCount);
    }

    // §5: the fields' messages and when Aplicar is enabled.
    const tolerancia = panel.getByLabel('Tolerancia (%)');
    const dias = panel.getByLabel('Días hacia adelante');
    const aplicar = panel.getByRole('button', { name: 'Aplicar' });
    expect([await tolerancia.inputValue(), await dias.inputValue(), await aplicar.isDisabled()]).toEqual([
      '1',
      '14',
      true,
    ]);
    await tolerancia.fill('0');
    await expect.poll(() => panel.getByRole('alert').allInnerTexts()).toEqual(['Tolerancia debe ser mayor a 0']);
    expect(await aplicar.isDisabled()).toBe(true);
    await dias.fill('-2');
    await expect
      .poll(() => panel.getByRole('alert').allInnerTexts())
      .toEqual(['Tolerancia debe ser mayor a 0', 'Días debe ser mayor a 0']);
    await tolerancia.fill('');
    await dias.fill('abc');
    await expect.poll(() => panel.getByRole('alert').allInnerTexts()).toEqual(['Días debe ser mayor a 0']);
    expect(await aplicar.isDisabled()).toBe(true);
    await dias.fill('14');
    await expect.poll(() => panel.getByRole('alert').count()).toBe(0);
    expect(await aplicar.isDisabled()).toBe(true); // empty tolerance: allowed, not applicable
    await tolerancia.fill('1');
    expect(await aplicar.isDisabled()).toBe(true); // the applied values
    // One day ahead and a tenth of a percent.
    await tolerancia.fill('0,1');
    await dias.fill('1');
    expect(await aplicar.isDisabled()).toBe(false);
    await aplicar.click();
    await expect.poll(relatedFolios).toEqual(expectedFolios(0.1, 1));
    expect(await aplicar.isDisabled()).toBe(true);

    // The panel's page and applied settings are in the address: a reload shows the same page, fields and matches.
    const kept = { tolerancia: '0.1', dias: '1', ...(pageNumber > 1 ? { pagina: String(pageNumber) } : {}) };
    await page.waitForURL((url) => addressHolds(url, kept));
    await page.reload();
    await expect.poll(shownPage, { timeout: 60_000 }).toEqual(expectedPage(pageNumber));
    expect([await tolerancia.inputValue(), await dias.inputValue(), await aplicar.isDisabled()]).toEqual([
      '0,1',
      '1',
      true,
    ]);
    await row.getByRole('button', { name: `Ver detalle del folio ${reference.folio}` }).click();
    await expect.poll(relatedFolios).toEqual(expectedFolios(0.1, 1));

    // Reset restores 1 and 14 and the defaults' matches.
    await panel.getByRole('button', { name: 'Reset' }).click();
    expect([await tolerancia.inputValue(), await dias.inputValue()]).toEqual(['1', '14']);
    await expect.poll(relatedFolios).toEqual(expectedFolios(1, 14));
    await page.waitForURL((url) => !url.searchParams.has('tolerancia') && !url.searchParams.has('dias'));

    // On page 1: a cesión annulled by one credit note shows it as 'Anula' (§4), one without related cesiones says so.
    if (pageNumber > 1) await panel.getByRole('button', { name: 'Página 1' }).click();
    const expand = async (cesion: RawCesion) => {
      const target = rows.and(page.locator(`[data-folio="${cesion.folio}"][data-tipo="${cesion.tipo}"]`)).first();
      await target.getByRole('button', { name: `Ver detalle del folio ${cesion.folio}` }).click();
      return target.locator('xpath=following-sibling::tr[1]');
    };
    const firstPage = expected.slice(0, PAGE_SIZE).filter((c) => c !== reference);
    const annulledOnce = firstPage.find((c) => annulled(saleOf(ledger, c)!) && saleOf(ledger, c)!.ncCount === 1);
    expect(annulledOnce).toBeDefined();
    const annulledDetail = await expand(annulledOnce!);
    await expect.poll(() => annulledDetail.getByTestId('credit-note-row').locator('.badge').innerText()).toBe('Anula');
    expect(await annulledDetail.getByTestId('credit-notes-summary').innerText()).toContain(
      'Cesión completamente anulada',
    );
    const lonely = firstPage.find((c) => c !== annulledOnce && relatedTo(ledger, c, 1, 14).length === 0);
    expect(lonely).toBeDefined();
    const lonelyDetail = await expand(lonely!);
    await expect
      .poll(() => lonelyDetail.getByTestId('related-cesiones-empty').innerText())
      .toBe('No se encontraron cesiones relacionadas');

    // A range without documents: no scoring and no problematic cesiones.
    await fillDate(page, 'Inicio', '2001-01-01');
    await fillDate(page, 'Fin', '2001-01-31');
    await expect.poll(() => page.getByTestId('risk-not-available').innerText()).toBe('Información aún no disponible');
    expect(await page.getByTestId('payment-intent-empty').innerText()).toBe(
      'No se encontraron cesiones con estados problemáticos',
    );
    await page.close();
  });

  it('has no Riesgo tab for a factoring without the feature, even when asked in the address', async () => {
    const factoring = manifest.factorings[0]!;
    const page = await openClient(factoring.rut, factoring.clientes[0]!);
    await page.waitForURL(/\?tab=cesiones$/);
    expect(await page.getByRole('tab', { name: 'Riesgo', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('payment-intent-panel').count()).toBe(0);
    await page.close();
  });

  it('fits a 375 px screen: the panel scrolls sideways inside its card and the tab bar shows the selected tab', async () => {
    const factoring = manifest.factorings[1]!;
    const page = await openClient(factoring.rut, factoring.clientes[0]!, 375);
    const panel = page.getByTestId('payment-intent-panel');
    await panel.waitFor({ timeout: 30_000 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    // The tab bar scrolls sideways and shows the selected tab, the last one, rather than the first ones.
    const boxes = await page.evaluate(() => {
      const bar = document.querySelector('[role=tablist]')!.getBoundingClientRect();
      const tab = document.querySelector('[role=tab][aria-selected=true]')!.getBoundingClientRect();
      return { bar: [bar.left, bar.right], tab: [tab.left, tab.right] };
    });
    expect(boxes.tab[0]).toBeGreaterThanOrEqual(boxes.bar[0]! - 1);
    expect(boxes.tab[1]).toBeLessThanOrEqual(boxes.bar[1]! + 1);
    await saveShot(SHOTS, page, 'riesgo-375');
    await page.close();
  }, 120_000);
});
