import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchWholePeriod } from './monitoring-helpers';
import { dateValue } from '../support/date-field';

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

/**
 * The list screens keep their filters, grouping and sort in the address in Chromium against local mode: a reload
 * (as a shared link would) shows the same search, the same cards and rows in the same order.
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
