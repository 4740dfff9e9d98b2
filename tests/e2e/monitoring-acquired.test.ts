import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { todayInChile } from '@domain/chile-time';
import { demoSuite, demoUser, signInAs } from '../support/demo-session';
import {
  amountOf,
  folios,
  isOrdered,
  daysAgo,
  searchLastMonth,
  searchWholePeriod,
  sortButton,
  totalOf,
} from './monitoring-helpers';
import { fillDate } from '../support/date-field';

const VIEWPORT = { width: 1400, height: 900 };

/**
 * The acquired screen's extras (core-platform §2, §4, §9) in Chromium against local mode with a small demo
 * world: sortable columns, paging, 'Agrupar Cedente/dia', 'Expandir/Contraer todo', 'Mostrar Recesiones',
 * the stacked small-screen layout; and, for a factoring with the busquedaExtendida feature, the extended search
 * form and the 'Resumen por Cesionario' / 'Resumen por Proveedor' tabs.
 */
describe('acquired cessions: sorting, paging, grouping (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  const cards = () => page.getByTestId('cedente-card');
  const rowCount = () => page.getByTestId('cession-row').count();

  /** The first card whose document count (header) lies in [min, max]. */
  async function cardWithRows(min: number, max: number): Promise<Locator> {
    const count = await cards().count();
    for (let i = 0; i < count; i++) {
      const card = cards().nth(i);
      const docs = Number((await card.getByTestId('cedente-count').innerText()).split(' ')[0]);
      if (docs >= min && docs <= max) return card;
    }
    throw new Error(`Ninguna tarjeta con ${min}-${max} documentos`);
  }

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst', { viewport: VIEWPORT, ready: searchLastMonth }));
  });

  it('renders the documents in cards whose counts add up to the total line', async () => {
    const total = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    const counts = await page.getByTestId('cedente-count').allInnerTexts();
    expect(counts.reduce((sum, text) => sum + Number(text.split(' ')[0]), 0)).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('sorts a card by Folio (number) both ways and by Monto Cedido', async () => {
    const card = await cardWithRows(2, 10);
    const before = await folios(card);
    await sortButton(card, 'Folio').click();
    const asc = await folios(card);
    expect(asc).toEqual([...before].sort((a, b) => a - b));
    await sortButton(card, 'Folio').click();
    expect(await folios(card)).toEqual([...before].sort((a, b) => b - a));
    expect(await card.locator('th[data-sort-key=folio]').getAttribute('aria-sort')).toBe('descending');

    await sortButton(card, 'Monto Cedido').click();
    const montos = (await card.getByTestId('monto-cedido').allInnerTexts()).map(amountOf);
    expect(isOrdered(montos, 'asc')).toBe(true);
  });

  it('pages a card with more than 10 documents', async () => {
    const card = await cardWithRows(11, Number.MAX_SAFE_INTEGER);
    const summary = card.getByTestId('page-summary');
    const total = totalOf(await summary.innerText());
    expect(await summary.innerText()).toBe(`Mostrando 1-10 de ${total} resultados`);
    const first = await folios(card);
    expect(first).toHaveLength(10);
    await card.getByRole('button', { name: 'Página 2' }).click();
    expect(await summary.innerText()).toBe(`Mostrando 11-${Math.min(20, total)} de ${total} resultados`);
    const second = await folios(card);
    expect(second).toHaveLength(Math.min(20, total) - 10);
    expect(second.some((folio) => first.includes(folio))).toBe(false);
  });

  it('regroups by cedente and day, then goes back to the initial grouping', async () => {
    const initialCards = await cards().count();
    const total = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    await page.getByRole('button', { name: 'Agrupar' }).click();
    await page.getByRole('menuitem', { name: 'Agrupar Cedente/dia' }).click();
    // The grouping is kept in the address: the router applies it as a transition, a moment after the click.
    await expect.poll(() => page.locator('[data-testid=cedente-card]:not([data-day])').count()).toBe(0);
    const dayCards = await cards().count();
    expect(dayCards).toBeGreaterThanOrEqual(initialCards);
    const days = await page.getByTestId('group-day').allInnerTexts();
    expect(days.every((day) => /^\d{2}\/\d{2}\/\d{4}$/.test(day))).toBe(true);
    const counts = await page.getByTestId('cedente-count').allInnerTexts();
    expect(counts.reduce((sum, text) => sum + Number(text.split(' ')[0]), 0)).toBe(total);

    await page.getByRole('button', { name: 'Agrupar' }).click();
    await page.getByRole('menuitem', { name: 'Volver Agrupacion inicial' }).click();
    await expect.poll(() => cards().count()).toBe(initialCards);
    expect(await page.getByTestId('group-day').count()).toBe(0);
  });

  it('collapses and expands every card', async () => {
    await page.getByRole('button', { name: 'Contraer todo' }).click();
    expect(await rowCount()).toBe(0);
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    expect(await rowCount()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Contraer todo' }).count()).toBe(1);
  });

  it("toasts 'No se encontraron AECs' for an empty window, and not for the next search that finds documents", async () => {
    const emptyToasts = page
      .getByTestId('toast-info')
      .filter({ hasText: 'No se encontraron AECs para el periodo de búsqueda' });
    await fillDate(page, 'Desde', '2015-01-01');
    await fillDate(page, 'Hasta', '2015-01-07');
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    await emptyToasts.first().waitFor();
    expect(await cards().count()).toBe(0);
    // The toast leaves after 4 s; then going back to the last month (its answer still cached, so it shows at once)
    // must not raise it again on the way to the rows.
    await emptyToasts.first().waitFor({ state: 'detached', timeout: 10_000 });
    await fillDate(page, 'Desde', daysAgo(30));
    await fillDate(page, 'Hasta', todayInChile(new Date()));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByTestId('cession-row').first().waitFor();
    await page.waitForTimeout(500);
    expect(await emptyToasts.count()).toBe(0);
  });

  it("hides the re-assigned documents when 'Mostrar Recesiones' is unchecked", async () => {
    const checkbox = page.getByLabel('Mostrar Recesiones');
    expect(await checkbox.isChecked()).toBe(true);
    const recedidos = await page.getByRole('img', { name: 'Dte recedido' }).count();
    expect(recedidos).toBeGreaterThan(0);
    const totalBefore = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    await checkbox.uncheck();
    expect(await page.getByRole('img', { name: 'Dte recedido' }).count()).toBe(0);
    const totalAfter = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    expect(totalAfter).toBeLessThan(totalBefore);
    await checkbox.check();
    expect(Number((await page.getByTestId('totals').innerText()).split(' ')[0])).toBe(totalBefore);
  });

  it('stacks the rows as cards with a sort menu below 768 px', async () => {
    await page.setViewportSize({ width: 500, height: 900 });
    const card = await cardWithRows(2, 10);
    expect(await card.locator('table').count()).toBe(0);
    const menu = card.getByLabel('Ordenar por');
    await menu.selectOption({ label: 'Folio ▼' });
    const desc = await folios(card);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  describe('factoring with busquedaExtendida and tipoFechaHabilitado', () => {
    let extendedPage: Page;

    beforeAll(async () => {
      const factoring = demoUser(demo.platform, 'extended').factorings[0]!;
      const repository = new FactoringRepository(
        createDynamoDocumentClient(demo.platform.config),
        demo.platform.config.tables.factorings,
      );
      await repository.put({ ...factoring, features: { busquedaExtendida: true, tipoFechaHabilitado: true } });
      ({ page: extendedPage } = await signInAs(demo, 'extended', { viewport: VIEWPORT, ready: searchLastMonth }));
    });

    it('shows the two summary tabs, each with its own expand-all toggle', async () => {
      const cesionarioTab = extendedPage.getByRole('tab', { name: 'Resumen por Cesionario' });
      expect(await cesionarioTab.getAttribute('aria-selected')).toBe('true');
      const total = Number((await extendedPage.getByTestId('totals').innerText()).split(' ')[0]);
      const sum = async () =>
        (await extendedPage.getByTestId('cedente-count').allInnerTexts()).reduce(
          (acc, text) => acc + Number(text.split(' ')[0]),
          0,
        );
      expect(await sum()).toBe(total);
      const cesionarioCards = await extendedPage.getByTestId('cedente-card').count();
      await extendedPage.getByRole('button', { name: 'Contraer todo' }).click();
      expect(await extendedPage.getByTestId('cession-row').count()).toBe(0);

      await extendedPage.getByRole('tab', { name: 'Resumen por Proveedor' }).click();
      expect(await extendedPage.getByRole('button', { name: 'Contraer todo' }).count()).toBe(1);
      expect(await extendedPage.getByTestId('cession-row').count()).toBeGreaterThan(0);
      expect(await extendedPage.getByTestId('cedente-card').count()).toBeGreaterThan(cesionarioCards);
      expect(await sum()).toBe(total);

      // The summary counts the cards of the tab shown; 'Agrupar Cedente/dia' shows the proveedor cards it groups
      // (it changed the count but left the single cesionario card on screen).
      const groupsInSummary = async () =>
        Number(/(\d+) grupos?\b/.exec(await extendedPage.getByTestId('totals').innerText())![1]);
      await cesionarioTab.click();
      expect(await groupsInSummary()).toBe(await extendedPage.getByTestId('cedente-card').count());
      await extendedPage.getByRole('button', { name: 'Agrupar' }).click();
      await extendedPage.getByRole('menuitem', { name: 'Agrupar Cedente/dia' }).click();
      await expect
        .poll(() => extendedPage.getByRole('tab', { name: 'Resumen por Proveedor' }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(() => extendedPage.getByTestId('cedente-card').count()).toBeGreaterThan(cesionarioCards);
      expect(await groupsInSummary()).toBe(await extendedPage.getByTestId('cedente-card').count());
      await extendedPage.getByRole('button', { name: 'Agrupar' }).click();
      await extendedPage.getByRole('menuitem', { name: 'Volver Agrupacion inicial' }).click();
    });

    it('refuses a window over the limit and filters by Monto Desde through the extended search', async () => {
      expect(await extendedPage.getByLabel('Tipo Fecha').isEnabled()).toBe(true);
      await fillDate(extendedPage, 'Desde', daysAgo(45));
      await extendedPage.getByRole('button', { name: 'Filtrar' }).click();
      expect(await extendedPage.getByRole('alert').innerText()).toBe(
        'El rango de fechas no puede ser mayor a 3 meses.',
      );

      // A refused search leaves no rows under the new dates: search again with an allowed window.
      expect(await extendedPage.getByTestId('cedente-card').count()).toBe(0);
      await fillDate(extendedPage, 'Desde', daysAgo(30));
      await extendedPage.getByRole('button', { name: 'Filtrar' }).click();
      await extendedPage.getByRole('tab', { name: 'Resumen por Proveedor' }).click();
      const montos = (await extendedPage.getByTestId('monto-cedido').allInnerTexts())
        .map(amountOf)
        .sort((a, b) => a - b);
      const floor = montos[Math.floor(montos.length / 2)]!;
      await extendedPage.getByLabel('Monto Desde').fill(String(floor));
      await extendedPage.getByRole('button', { name: 'Filtrar' }).click();
      await extendedPage.waitForFunction(
        (min) => {
          const cells = [...document.querySelectorAll('[data-testid=monto-cedido]')];
          return (
            cells.length > 0 && cells.every((cell) => Number((cell.textContent ?? '').replace(/[^\d]/g, '')) >= min)
          );
        },
        floor,
        { timeout: 30_000 },
      );
      expect(await extendedPage.getByTestId('toast-error').count()).toBe(0);
    });
  });
});
