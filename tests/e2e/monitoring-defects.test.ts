import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECEDIDO_NOTE } from '@web/components/cessions/cession-row';
import { displayRut } from '@web/lib/format';
import { demoSuite, openPage, signInAs } from '../support/demo-session';
import { fillDate } from '../support/date-field';
import { daysAgo, searchLastMonth, searchWholePeriod } from './monitoring-helpers';

const VIEWPORT = { width: 1440, height: 900 };

/** The box of a dialog's visible panel (Bootstrap's .modal-content) and of its backdrop, in viewport pixels. */
async function dialogBoxes(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const panel = (await dialog.locator('.modal-content').boundingBox())!;
  const backdrop = (await page.locator('.modal-backdrop').boundingBox())!;
  const inBody = await dialog.evaluate((node) => node.parentElement === document.body);
  return { panel, backdrop, inBody };
}

/** The dialog lies inside the viewport, its backdrop covers the whole viewport, and it hangs from <body>. */
async function expectDialogInViewport(page: Page) {
  const { panel, backdrop, inBody } = await dialogBoxes(page);
  expect(panel.y).toBeGreaterThanOrEqual(0);
  expect(panel.y + panel.height).toBeLessThanOrEqual(VIEWPORT.height);
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(VIEWPORT.width);
  expect(backdrop).toMatchObject({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
  expect(inBody).toBe(true);
}

/**
 * Monitoring-screen defects (dialogs, scroll, company switch, owed screen) in Chromium against local mode with a small
 * demo world: dialogs inside the viewport and closed by Escape (Mvtos. from a low card, the recovery modal), a sidebar
 * that stays in place and a new page that starts at its top, no partial totals after switching company, and the owed
 * screen naming the factoring the debtor must pay.
 */
describe('monitoring defects (dialogs, scroll, company switch, owed screen)', () => {
  const demo = demoSuite({ demoScale: 0.1 });

  it("'Recuperar Contrasena' opens inside the viewport and Escape closes it", async () => {
    const { page } = await openPage(demo, { viewport: VIEWPORT });
    await page.goto(demo.platform.webUrl);
    await page.getByText('Recuperar Contrasena').click();
    await expectDialogInViewport(page);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('Mvtos. of a document in a low card opens inside the viewport, over the whole page, and Escape closes it', async () => {
    const { page } = await signInAs(demo, 'analyst', { viewport: VIEWPORT });
    await searchLastMonth(page);
    const button = page.getByTestId('cession-row').last().getByRole('button', { name: 'Mvtos.' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await button.click();
    await page.getByRole('dialog').locator('iframe').waitFor();
    await expectDialogInViewport(page);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Escape also works once the pointer went into the history's frame.
    await button.click();
    await page.getByRole('dialog').locator('iframe').click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it("after 'Filtrar' the old rows never stand as the new period's: a 'Cargando...' status shows until it is drawn", async () => {
    const { page, context } = await signInAs(demo, 'analyst', { viewport: VIEWPORT });
    await searchLastMonth(page);
    type Recorder = { searchFrames: { loading: boolean; rows: string }[]; rowsSignature: () => string };
    // Every frame from the submit on: whether a 'Cargando...' status shows, and which rows (only when they change).
    await page.evaluate(() => {
      const recorder = window as unknown as Recorder;
      const frames: Recorder['searchFrames'] = [];
      recorder.searchFrames = frames;
      recorder.rowsSignature = () =>
        [...document.querySelectorAll<HTMLElement>('[data-testid=cession-row]')].map((row) => row.dataset.folio).join();
      let submitted = false;
      document.addEventListener('submit', () => (submitted = true), { capture: true });
      const record = () => {
        if (submitted) {
          const loading = [...document.querySelectorAll('[role=status]')].some((status) =>
            status.textContent?.includes('Cargando...'),
          );
          const rows = recorder.rowsSignature();
          const last = frames.at(-1);
          if (!last || last.loading !== loading || last.rows !== rows) frames.push({ loading, rows });
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const rowsSignature = () => page.evaluate(() => (window as unknown as Recorder).rowsSignature());
    const before = await rowsSignature();
    // A slow computer: drawing the new search takes long enough for a stale frame to show.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await fillDate(page, 'Desde', daysAgo(6));
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click(), 120_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await rowsSignature();
    expect(after, 'the last week holds fewer documents than the last month').not.toBe(before);
    const searchFrames = await page.evaluate(() => (window as unknown as Recorder).searchFrames);
    expect(searchFrames.length).toBeGreaterThan(0);
    expect(searchFrames.filter((frame) => !frame.loading && frame.rows !== after)).toEqual([]);
    expect(searchFrames.at(-1)).toEqual({ loading: false, rows: after });
    await page.close();
  }, 180_000);

  it('the sidebar stays in place while the page scrolls, and a sidebar link opens its page at the top', async () => {
    const { page } = await signInAs(demo, 'analyst', { viewport: VIEWPORT });
    await searchLastMonth(page);
    const sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    const closed = sidebar.locator('button[aria-expanded=false]');
    while ((await closed.count()) > 0) await closed.first().click();
    const before = (await sidebar.boundingBox())!;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect((await sidebar.boundingBox())!.y).toBe(before.y);

    const last = sidebar.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const title = await last.innerText();
    await last.click();
    await page.waitForURL((url) => url.pathname !== '/cesion-adquiridas');
    // A lazily loaded screen keeps the previous one (and its h1) on screen until its code arrives: poll the end state.
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: `scrollY after opening '${title}'`, timeout: 10_000 })
      .toBe(0);
    const header = (await page.locator('header').boundingBox())!;
    expect(header.y).toBe(0);
    await page.close();
  });

  it('after switching company only the final totals of the new company show', async () => {
    const { page } = await signInAs(demo, 'admin', { viewport: VIEWPORT });
    // Small pages and a held-back tail make the in-between state of a multi-page answer last long enough to see.
    await page.route(demo.platform.graphqlUrl, async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
      if (!body?.query?.includes('archivosElectronicoDeCesionRecuperados')) return route.continue();
      if (body.variables?.nextToken) await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue({ postData: JSON.stringify({ ...body, variables: { ...body.variables, limit: 10 } }) });
    });
    await searchLastMonth(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { totalsSeen: string[] }).totalsSeen = seen;
      const record = () => {
        const text = document.querySelector('[data-testid=totals]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const selector = page.getByLabel('Empresa');
    const other = (await selector.locator('option').all()).at(-1)!;
    await searchWholePeriod(page, async () => {
      await selector.selectOption((await other.getAttribute('value'))!);
    });
    const final = await page.getByTestId('totals').innerText();
    const seen = await page.evaluate(() => (window as unknown as { totalsSeen: string[] }).totalsSeen);
    expect(Number(final.split(' ')[0]), 'the new company needs more than one page').toBeGreaterThan(10);
    expect(seen).toEqual([final]);
    await page.close();
  });

  it('the owed screen groups by the cesionario to pay and names it on each document, without a Deudor column', async () => {
    const { page } = await signInAs(demo, 'deudor', { viewport: VIEWPORT });
    type Answer = {
      folio: number;
      tipo: number;
      fechaCesion: string;
      estadoCesion: string;
      emisor: { rut: string };
      cesionario: { rut: string; razonSocial: string };
    };
    const answers: Answer[] = [];
    /** Re-assigned: the SII says so, or the same document was ceded again later (to the factoring to pay now). */
    const superseded = (a: Answer) =>
      a.estadoCesion === '' ||
      answers.some(
        (b) =>
          b.emisor.rut === a.emisor.rut && b.tipo === a.tipo && b.folio === a.folio && b.fechaCesion > a.fechaCesion,
      );
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => null)) as { data?: { page?: { items?: typeof answers } } } | null;
      answers.push(...(body?.data?.page?.items ?? []));
    });
    await searchLastMonth(page);
    const cards = page.getByTestId('cedente-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.locator('th', { hasText: /^Deudor/ }).count()).toBe(0);
    const rows = page.getByTestId('cession-row');
    expect(await rows.count()).toBeGreaterThan(0);
    let recedidos = 0;
    const cardOf = async (card: Locator) => (await card.getByTestId('cesionario-a-pagar').innerText()).trim();
    for (const card of await cards.all()) {
      const header = await cardOf(card);
      expect(header).toMatch(/^Pagar a /);
      for (const row of await card.getByTestId('cession-row').all()) {
        const folio = Number(await row.getAttribute('data-folio'));
        // textContent, not innerText: the browser skips the layout of a card table below the fold (content-visibility
        // in cessions-table.tsx), and a skipped cell's innerText is empty until it is scrolled to.
        const shown = (await row.getByTestId('cesionario').textContent()) ?? '';
        // The API's rows of this folio (folios repeat across emisores) that the row can be: same cesionario, and
        // marked re-assigned exactly when superseded (that cesionario is no longer the one to pay).
        const marked = shown.includes(RECEDIDO_NOTE);
        const answer = answers.find(
          (a) => a.folio === folio && shown.includes(displayRut(a.cesionario.rut)) && superseded(a) === marked,
        );
        expect(answer, `folio ${folio}: ${shown}`).toBeDefined();
        expect(header).toContain(displayRut(answer!.cesionario.rut));
        expect(answer!.cesionario.razonSocial, `folio ${folio}: the cesionario's name`).not.toBe('');
        expect(header).toContain(answer!.cesionario.razonSocial);
        if (marked) recedidos += 1;
      }
    }
    expect(recedidos, 'the demo world holds a re-assigned owed document').toBeGreaterThan(0);
    await page.close();
  });

  it('the debtor user is told in Spanish why the client dashboard is empty', async () => {
    const { page } = await signInAs(demo, 'deudor', { viewport: VIEWPORT });
    // A debtor company's record does not open the Radar group (core-platform §6); its address still answers.
    await page.goto(`${demo.platform.webUrl}/dashboard-clientes`);
    await page.getByTestId('deudor-radar-note').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('deudor-radar-note').innerText()).toContain('factoring');
    expect(
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: /Radar/ }).count(),
    ).toBe(0);
    await page.close();
  });
});
