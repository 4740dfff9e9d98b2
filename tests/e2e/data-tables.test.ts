import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { demoSuite, signInAs } from '../support/demo-session';
import { amountOf, folios, isOrdered, searchLastMonth, sortButton } from './monitoring-helpers';

/**
 * The shared table in Chromium at 1440 px against local mode with a small demo world: on the
 * acquired screen's cards and on the client list, columns sort by keyboard (Enter, Space on the header button) and by
 * mouse with aria-sort following; the header row stays in view while the rows scroll under it; a table wider than
 * the screen scrolls sideways in a region no taller than the window (its scrollbar in view) that takes focus; and the
 * status legend says what each mark means, the marks of every status column matching it.
 */
describe('shared data tables: sorting, sticky header, scrolling, legends (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst', { ready: searchLastMonth }));
  });

  /** The first acquired card whose document count (header) lies in [min, max]. */
  async function cardWithRows(min: number, max: number): Promise<Locator> {
    const cards = page.getByTestId('cedente-card');
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      const docs = Number((await card.getByTestId('cedente-count').innerText()).split(' ')[0]);
      if (docs >= min && docs <= max) return card;
    }
    throw new Error(`Ninguna tarjeta con ${min}-${max} documentos`);
  }

  /**
   * After scrolling `region` down by `by` px: how far the header row's top is from the region's top (0 when it
   * sticks) and how far the first body row moved up.
   */
  async function scrollUnderHeader(region: Locator, by: number): Promise<{ headerOffset: number; rowMoved: number }> {
    return region.evaluate((element, distance) => {
      const header = element.querySelector('thead th')!;
      const row = element.querySelector('tbody tr')!;
      const before = row.getBoundingClientRect().top;
      element.scrollTop = distance;
      const result = {
        headerOffset: Math.round(header.getBoundingClientRect().top - element.getBoundingClientRect().top),
        rowMoved: Math.round(before - row.getBoundingClientRect().top),
      };
      element.scrollTop = 0;
      return result;
    }, by);
  }

  it('sorts a card by keyboard (Enter, then Space flips) and by mouse, aria-sort following', async () => {
    // A card on one page, so every row it sorts is on screen.
    const card = await cardWithRows(2, 10);
    const before = await folios(card);
    const folio = sortButton(card, 'Folio');
    await folio.focus();
    await page.keyboard.press('Enter');
    expect(await folios(card)).toEqual([...before].sort((a, b) => a - b));
    expect(await card.locator('th[data-sort-key=folio]').getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Space');
    expect(await folios(card)).toEqual([...before].sort((a, b) => b - a));
    expect(await card.locator('th[data-sort-key=folio]').getAttribute('aria-sort')).toBe('descending');

    await sortButton(card, 'Monto Cedido').click();
    expect(isOrdered((await card.getByTestId('monto-cedido').allInnerTexts()).map(amountOf), 'asc')).toBe(true);
    expect(await card.locator('th[data-sort-key=montoCedido]').getAttribute('aria-sort')).toBe('ascending');
    expect(await card.locator('th[data-sort-key=folio]').getAttribute('aria-sort')).toBe('none');
  });

  it('updates a card in place when its selection changes: cells keep their elements, select-all keeps the focus', async () => {
    const card = await cardWithRows(2, 10);
    const selectAll = card.getByRole('checkbox', { name: 'Seleccionar todos' });
    const rowBoxes = card.getByTestId('cession-row').getByRole('checkbox');
    // Tag an element of a body cell: a remounted cell would come back as new, untagged elements.
    await card
      .locator('[data-col=folio] > div')
      .first()
      .evaluate((element) => element.setAttribute('data-tag', 'kept'));
    await selectAll.focus();
    await page.keyboard.press('Space');
    expect(await selectAll.isChecked()).toBe(false);
    expect(
      (await rowBoxes.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).some(Boolean),
    ).toBe(false);
    expect(await selectAll.evaluate((box) => document.activeElement === box)).toBe(true);
    expect(await card.locator('[data-col=folio] > div[data-tag=kept]').count()).toBe(1);
    await page.keyboard.press('Space');
    expect(await selectAll.isChecked()).toBe(true);
    expect(await selectAll.evaluate((box) => document.activeElement === box)).toBe(true);
  });

  it("keeps a card's header row in view while its rows scroll, in a region no taller than the window", async () => {
    // Low enough that a page of 10 rows overflows the region whether its rows take one line or several.
    await page.setViewportSize({ width: 1440, height: 400 });
    const card = await cardWithRows(10, Number.MAX_SAFE_INTEGER);
    const region = card.locator('.rc-data-table');
    const { tableHeight, clientHeight } = await region.evaluate((e) => ({
      tableHeight: e.querySelector('table')!.getBoundingClientRect().height,
      clientHeight: e.clientHeight,
    }));
    expect(clientHeight).toBeLessThan(400);
    expect(tableHeight - clientHeight, '10 rows are taller than the region').toBeGreaterThan(200);
    const { headerOffset, rowMoved } = await scrollUnderHeader(region, 200);
    expect(rowMoved).toBe(200);
    expect(Math.abs(headerOffset)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('explains the status marks with a legend, every status column drawing each meaning with the legend mark', async () => {
    const legend = page.getByTestId('status-legend');
    expect(await legend.locator('li').allInnerTexts()).toEqual([
      '✓Aceptado / No anulado / No rebajado',
      '●Pendiente de aceptación',
      '✗Rechazado / Anulado / Rebajado',
      '?Sin información (el SII no entregó eventos)',
    ]);
    const legendMarks = Object.fromEntries(
      await legend
        .locator('[data-meaning]')
        .evaluateAll((marks) => marks.map((m) => [m.getAttribute('data-meaning'), m.textContent])),
    );
    const marks = await page
      .locator(
        'td[data-col=aceptado] [data-meaning], td[data-col=anulado] [data-meaning], td[data-col=rebajado] [data-meaning]',
      )
      .evaluateAll((spans) =>
        spans.map((s) => ({
          meaning: s.getAttribute('data-meaning')!,
          mark: s.textContent,
          state: s.closest('td')!.getAttribute('data-state'),
        })),
      );
    expect(marks.length).toBeGreaterThan(0);
    for (const { meaning, mark } of marks) expect(mark).toBe(legendMarks[meaning]);
    // 'No registra' (state no) of Anulado / Rebajado is OK; the no-events placeholder never looks like it.
    for (const { meaning, state } of marks) if (state === 'eventos: null') expect(meaning).toBe('unknown');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  describe('client list', () => {
    const table = () => page.getByTestId('clients-table');

    beforeAll(async () => {
      await page.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
      await table().locator('tbody tr').first().waitFor({ timeout: 60_000 });
    });

    /** The razón social (first line of the Cliente cell) of each row on screen. */
    const names = () => table().locator('td[data-col=cliente] div:first-child').allInnerTexts();

    it('sorts Cliente by keyboard and a KPI column by mouse, numbers with empty values last', async () => {
      await sortButton(table(), 'Cliente').focus();
      await page.keyboard.press('Enter');
      const asc = await names();
      expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base', numeric: true })));
      await page.keyboard.press('Enter');
      expect(await table().locator('th[data-sort-key=cliente]').getAttribute('aria-sort')).toBe('descending');

      const kpi = table().locator('th[data-sort-key^="kpi:"]').first();
      const id = (await kpi.getAttribute('data-sort-key'))!;
      await kpi.getByRole('button').click();
      expect(await kpi.getAttribute('aria-sort')).toBe('ascending');
      // A classified KPI cell writes its radar class (Bueno, Regular, Malo) on a line under the value.
      const texts = (await table().locator(`td[data-col="${id}"]`).allInnerTexts()).map((t) => t.split('\n')[0]!);
      const values = texts.map((t) => t.trim()).filter((t) => t !== '' && t !== '-');
      const numbers = values.map((t) =>
        Number(
          t
            .replace(/[%M\s]/g, '')
            .replace(/\./g, '')
            .replace(',', '.'),
        ),
      );
      expect(numbers.every(Number.isFinite)).toBe(true);
      expect(isOrdered(numbers, 'asc')).toBe(true);
      const firstEmpty = texts.findIndex((t) => t.trim() === '' || t.trim() === '-');
      if (firstEmpty >= 0) expect(texts.slice(firstEmpty).every((t) => t.trim() === '' || t.trim() === '-')).toBe(true);
    });

    it('fits every column at 1440 px, the KPI headers abbreviated with their full names kept', async () => {
      const region = page.locator('.rc-data-table');
      const fit = await region.evaluate((e) => ({ scrollWidth: e.scrollWidth, clientWidth: e.clientWidth }));
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      const kpi = table().locator('th[data-sort-key^="kpi:"]').first();
      const full = (await kpi.locator('abbr').getAttribute('title'))!;
      expect(full.length).toBeGreaterThan((await kpi.locator('abbr').innerText()).length);
      expect(await kpi.getByRole('button', { name: full }).count()).toBe(1);
    });

    it('scrolls the KPI columns sideways on a narrower screen, in a focusable region whose scrollbar is in view, the header sticking', async () => {
      // Narrower than 1440 and short, so that the columns overflow and the demo world's few clients are taller than the
      // region.
      await page.setViewportSize({ width: 1100, height: 500 });
      const region = page.locator('.rc-data-table');
      const measure = () =>
        region.evaluate((e) => ({
          overflow: e.scrollWidth > e.clientWidth,
          role: e.getAttribute('role'),
          tabIndex: e.tabIndex,
          height: e.getBoundingClientRect().height,
        }));
      // The region learns of the resize from its ResizeObserver, a frame or two after the viewport changed.
      await expect.poll(measure).toMatchObject({ overflow: true, role: 'region', tabIndex: 0 });
      expect((await measure()).height).toBeLessThan(500);
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      const { headerOffset, rowMoved } = await scrollUnderHeader(region, 150);
      expect(rowMoved).toBe(150);
      expect(Math.abs(headerOffset)).toBeLessThanOrEqual(1);
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('explains the Estado badges with a legend in their colours', async () => {
      const legend = page.getByTestId('estado-legend');
      expect(await legend.locator('.badge').allInnerTexts()).toEqual(['Activo', 'Inactivo', 'Error Password', 'Otro']);
      const shown = await table()
        .locator('td[data-col=estado] .badge')
        .evaluateAll((badges) => badges.map((b) => ({ text: b.textContent, className: b.className })));
      const legendClass = Object.fromEntries(
        await legend.locator('.badge').evaluateAll((badges) => badges.map((b) => [b.textContent, b.className])),
      );
      for (const { text, className } of shown)
        if (text && legendClass[text]) expect(className).toContain(legendClass[text].split(' ')[1]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
