import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseApiDate } from '@web/lib/chile-time';
import { demoSuite, signInAs } from '../support/demo-session';
import { amountOf, folios, isOrdered, searchLastMonth, sortButton, totalOf } from './monitoring-helpers';

const VIEWPORT = { width: 1400, height: 900 };

/**
 * The other monitoring routes (core-platform §2, §4, §6) in Chromium against local mode with a small demo
 * world: assigned (cards by cesionario), the accepted / rejected / annulled / reduced lists (server-side
 * tipoFiltro), the owed screen's permission gate (demo analysts lack cesionesAdeudadas) and the owed screen
 * of the demo debtor company (its own DEUDOR answers).
 */
describe('monitoring routes (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  /** Lists that had more than one page and were paged through. */
  const paged: string[] = [];

  async function open(path: string, title: string) {
    await page.goto(new URL(path, demo.platform.webUrl).href);
    await page.getByRole('heading', { name: title }).waitFor({ timeout: 30_000 });
    await searchLastMonth(page);
  }

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst', { viewport: VIEWPORT }));
  });

  it('/cesion-cedidas groups the assigned documents by cesionario and sorts a card by Emisor', async () => {
    await open('/cesion-cedidas', 'Cesiones cedidas');
    const cards = page.getByTestId('cedente-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const card = cards.first();
    expect(await card.locator('th[data-sort-key=emisor]').count()).toBe(1);
    await sortButton(card, 'Emisor').click();
    const emisores = await card.locator('tbody tr td:nth-child(3) div:first-child').allInnerTexts();
    expect(emisores).toEqual([...emisores].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    await sortButton(card, 'Folio').click();
    expect(isOrdered(await folios(card), 'asc')).toBe(true);
  });

  for (const { path, title } of [
    { path: '/deudor-aceptados', title: 'Documentos aceptados' },
    { path: '/deudor-rechazados', title: 'Documentos rechazados' },
    { path: '/cliente-anulados', title: 'Documentos anulados' },
    { path: '/cliente-rebajados', title: 'Documentos rebajados' },
  ] as const) {
    it(`${path} lists real rows with Mvtos, sorts by date and amount, and pages`, async () => {
      await open(path, title);
      const rows = page.getByTestId('cession-row');
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await rows.first().getByRole('button', { name: 'Mvtos.' }).count()).toBe(1);
      const summary = await page.getByTestId('page-summary').innerText();
      const total = totalOf(summary);
      expect(await page.getByTestId('list-totals').innerText()).toContain(`${total} documentos`);

      await sortButton(page.locator('table'), 'Fecha Cesión').click();
      await sortButton(page.locator('table'), 'Fecha Cesión').click();
      const fechas = await page.locator('td[data-col=fechaCesion] div:first-child').allInnerTexts();
      const instants = fechas.map((text) => {
        const [d, m, rest] = text.split('/');
        return parseApiDate(`${rest!.slice(0, 4)}-${m}-${d}${rest!.slice(4)}`)!.getTime();
      });
      expect(isOrdered(instants, 'desc')).toBe(true);

      await sortButton(page.locator('table'), 'Monto Cedido').click();
      const montos = (await page.locator('td[data-col=montoCedido]').allInnerTexts()).map(amountOf);
      expect(isOrdered(montos, 'asc')).toBe(true);

      if (total > 10) {
        const first = await folios(page.locator('table'));
        await page.getByRole('button', { name: 'Página 2' }).click();
        expect(await page.getByTestId('page-summary').innerText()).toBe(
          `Mostrando 11-${Math.min(20, total)} de ${total} resultados`,
        );
        const second = await folios(page.locator('table'));
        expect(second.some((folio) => first.includes(folio))).toBe(false);
        paged.push(path);
      } else {
        expect(summary).toBe(`Mostrando 1-${total} de ${total} resultados`);
      }
    });
  }

  it('paged through at least one of the lists', () => {
    expect(paged.length).toBeGreaterThan(0);
  });

  it('/adeudadas without cesionesAdeudadas fetches nothing and shows its empty state', async () => {
    await page.goto(new URL('/adeudadas', demo.platform.webUrl).href);
    await page.getByRole('heading', { name: 'Cesiones adeudadas' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Rut o Razón Social').count()).toBe(1);
    await page.getByTestId('empty-state').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('empty-state').innerText()).toContain(
      'No se registran documentos adeudados durante el periodo consultado',
    );
    expect(await page.getByRole('link', { name: 'Adeudadas' }).count()).toBe(0);
  });

  it('/adeudadas shows the debtor company the cessions of what it owes, after the post-login rule sends it there', async () => {
    const { page: debtorPage, user: deudor } = await signInAs(demo, 'deudor', { viewport: VIEWPORT });
    expect(new URL(debtorPage.url()).pathname).toBe('/adeudadas');
    await searchLastMonth(debtorPage);
    await debtorPage.getByTestId('cedente-card').first().waitFor({ timeout: 30_000 });
    // The debtor is the user's own company (named in the header), so each row names the cesionario to pay instead.
    const rows = debtorPage.getByTestId('cession-row');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.getByTestId('cesionario').count()).toBe(await rows.count());
    const rutBody = deudor.factorings[0]!.rut.split('-')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    expect(await debtorPage.getByTestId('company-name').innerText()).toContain(rutBody);
    await debtorPage.close();
  });
});
