import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FIRST_PAGE_LIMIT, PAGE_LIMIT } from '@web/lib/cessions/get-cesiones';
import { defaultSearchForm } from '@web/lib/cessions/search-criteria';
import { computeCheckDigit } from '@domain/rut';
import { cessionRecord } from '../support/cession-factory';
import { startSeededPlatform, type SeededPlatform } from '../bench/seeded-platform';
import { launchChromium } from '../support/browser';

/** A count as the screen writes it (es-CL: dot thousands, countText). */
const esCL = (n: number) => n.toLocaleString('es-CL').replace(/\./g, '\\.');
import { signIn } from '../support/e2e-platform';

const DOCUMENTS = 1_200;
const CEDENTES = 4;
/**
 * A cedente whose only cession is the period's last (the list is ordered by fechaCesion), so its card arrives with
 * the later pages; its name sorts before the others'.
 */
const LATE_CEDENTE = { rut: `77099999-${computeCheckDigit('77099999')}`, razonSocial: 'AAA CEDENTE DEL ÚLTIMO DÍA' };

/**
 * /cesion-adquiridas over more documents than the first page holds: the first page shows at once with
 * the loading note and without the period's totals, the rest arrives later, then the totals show and the selection
 * follows, and the cards the first page showed keep their order (a cedente first seen in a later page comes after
 * them). The first half's pages after its small first page (asked beside it, or with a nextToken) are held back by the
 * test (Playwright route) so the in-between state is checked deterministically; the second half of the window answers
 * meanwhile and stays off screen until the first half's pages are in (the rows keep the API's order).
 */
describe('acquired cessions arriving page by page', () => {
  let seeded: SeededPlatform;
  let browser: Browser;
  let page: Page;
  const limits: unknown[] = [];
  let releaseLaterPages: () => void = () => {};
  const laterPagesReleased = new Promise<void>((resolve) => (releaseLaterPages = resolve));

  beforeAll(async () => {
    seeded = await startSeededPlatform(DOCUMENTS, CEDENTES, 0, (rutFactoring, today) => [
      cessionRecord({
        rutFactoring,
        folio: 900_001,
        emisor: LATE_CEDENTE,
        cedente: LATE_CEDENTE,
        fechaCesion: `${today} 23:59`,
        fechaEmision: today,
        fechaVencimiento: today,
        sourceFile: 'late',
      }),
    ]);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.route(seeded.platform.graphqlUrl, async (route) => {
      const body = route.request().postDataJSON() as {
        query?: string;
        variables?: { limit?: number; nextToken?: string | null; fechaInicio?: string };
      } | null;
      if (body?.query?.includes('archivosElectronicoDeCesionRecuperados')) {
        const { limit, nextToken, fechaInicio } = body.variables ?? {};
        limits.push(limit);
        const firstHalf = fechaInicio === defaultSearchForm(new Date()).fechaInicio;
        if (nextToken || (firstHalf && limit !== FIRST_PAGE_LIMIT)) await laterPagesReleased;
      }
      await route.continue();
    });
    await signIn(page, seeded.platform.webUrl, seeded.user.email, seeded.user.password);
  });

  afterAll(async () => {
    await browser?.close();
    await seeded?.platform.stop();
  });

  const footers = () => page.getByTestId('group-totals').allInnerTexts();
  const cardNames = () =>
    page.getByTestId('cedente-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  let firstPageCards: Array<string | null> = [];

  it('shows the first page at once, with the loading note and without the exports', async () => {
    const note = page.getByTestId('loading-more');
    await note.waitFor({ timeout: 60_000 });
    expect(await note.innerText()).toContain(
      `Cargando más documentos del periodo: ${FIRST_PAGE_LIMIT} recibidos hasta ahora`,
    );
    expect(await page.getByTestId('totals').count(), 'no partial totals while pages arrive').toBe(0);
    expect(await page.getByTestId('cession-row').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Exportar a excel' }).count()).toBe(0);
    for (const footer of await footers()) expect(footer).toMatch(/^(\d+) documentos \(\1 seleccionados\)/);
    firstPageCards = await cardNames();
    expect(firstPageCards).toHaveLength(CEDENTES);
    expect(firstPageCards).not.toContain(LATE_CEDENTE.razonSocial);
  });

  it('adds the later pages: every document counted, new rows selected, an unticked row kept unticked, cards in place', async () => {
    const firstCard = page.getByTestId('cedente-card').first();
    await firstCard
      .getByRole('checkbox', { name: /^Seleccionar documento/ })
      .first()
      .uncheck();
    releaseLaterPages();
    await page.getByTestId('loading-more').waitFor({ state: 'detached', timeout: 60_000 });

    expect(await page.getByTestId('totals').innerText()).toMatch(
      new RegExp(`^${esCL(DOCUMENTS + 1)} documentos, ${CEDENTES + 1} grupos`),
    );
    expect(await cardNames()).toEqual([...firstPageCards, LATE_CEDENTE.razonSocial]);
    const perCard = DOCUMENTS / CEDENTES;
    const [first, ...others] = await footers();
    expect(others.pop()).toMatch(/^1 documento \(1 seleccionado\)/);
    expect(first).toMatch(new RegExp(`^${esCL(perCard)} documentos \\(${esCL(perCard - 1)} seleccionados\\)`));
    for (const footer of others)
      expect(footer).toMatch(new RegExp(`^${esCL(perCard)} documentos \\(${esCL(perCard)} seleccionados\\)`));
    // The window is read as two halves at once: the first half's small page beside its whole, the second half's one
    // page; the whole page holds every row of its half, so no page waits for a token.
    expect([...limits].sort()).toEqual([FIRST_PAGE_LIMIT, PAGE_LIMIT, PAGE_LIMIT].sort());
    expect(await page.getByRole('button', { name: 'Exportar a excel' }).count()).toBeGreaterThan(0);
  });
});
