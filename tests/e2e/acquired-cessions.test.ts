import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchWholePeriod } from './monitoring-helpers';

/**
 * The walking skeleton from a user's seat: local mode with a (small) demo world written as SII files,
 * refreshed through the real parsers and stores, read through the GraphQL host in Chromium.
 */
describe('acquired cessions in the browser (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  it('signs in as a demo user and shows the acquired cessions grouped by cedente', async () => {
    const session = await signInAs(demo, 'analyst', {
      viewport: { width: 1400, height: 900 },
      landing: searchWholePeriod,
    });
    ({ page } = session);
    const { user } = session;
    expect(await page.getByTestId('company-name').innerText()).toContain(user.factorings[0]!.razonSocial);

    const cards = page.getByTestId('cedente-card');
    const cardCount = await cards.count();
    expect(cardCount).toBeGreaterThan(1);
    for (let i = 0; i < cardCount; i++) {
      const card = cards.nth(i);
      const summary = await card.getByTestId('page-summary').innerText();
      const total = Number(/de (\d+) resultados/.exec(summary)?.[1]);
      expect(await card.getByTestId('cedente-count').innerText()).toBe(`${total} documentos`);
      expect(await card.getByTestId('cession-row').count()).toBe(Math.min(total, 10));
    }
  });

  it('filters by a folio', async () => {
    const folio = await page.getByTestId('cession-row').first().getAttribute('data-folio');
    expect(folio).toMatch(/^\d+$/);
    await page.getByLabel('Folio').fill(folio!);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForFunction(
      (f) => {
        const rows = [...document.querySelectorAll('[data-testid=cession-row]')];
        return rows.length > 0 && rows.every((row) => row.getAttribute('data-folio') === f);
      },
      folio,
      { timeout: 30_000 },
    );
    const folios = await page
      .getByTestId('cession-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-folio')));
    expect(new Set(folios)).toEqual(new Set([folio]));
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await page.getByTestId('cedente-card').first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/cesion-adquiridas');
  });
});
