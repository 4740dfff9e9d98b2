import { beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import type { Page } from 'playwright-core';
import { todayInChile } from '@domain/chile-time';
import { WINDOW_TOO_LONG_MESSAGE } from '@domain/date-window';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { refreshNote, refreshNoteText } from '@web/lib/cessions/refresh-note';
import { demoSuite, demoUser, openPage, saveShot, signInAs, type DemoRole } from '../support/demo-session';
import { daysAgo, searchLastMonth, searchWholePeriod } from './monitoring-helpers';
import { fillDate, dateValue } from '../support/date-field';

/** Where the screens are saved for a look (not compared). */
const SHOTS = process.env.RC_SHOTS_DIR;

/**
 * Monitoring-screen defects (search window, note, layout) in Chromium against local mode with a small demo world: the
 * 31-day search window and a refused one, the refresh note (identical for any window, counting by itself, following the
 * server's refreshes), the Spanish wrong-password message, and the stacked cards at 375 px.
 */
describe('acquired search window, refresh note, login error and 375 px cards (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let refreshRuns: RefreshRunRepository;

  beforeAll(() => {
    refreshRuns = new RefreshRunRepository(
      createDynamoDocumentClient(demo.platform.config),
      demo.platform.config.tables.refreshRuns,
    );
  });

  const plainUser = () => demoUser(demo.platform, 'analyst');

  async function signedInPage(who: DemoRole, width: number, clock = false): Promise<Page> {
    const session = await signInAs(demo, who, {
      viewport: { width, height: 900 },
      beforeSignIn: clock ? (page) => page.clock.install() : undefined,
    });
    return session.page;
  }

  async function search(page: Page, desde: string, hasta = todayInChile(new Date())): Promise<void> {
    await fillDate(page, 'Desde', desde);
    await fillDate(page, 'Hasta', hasta);
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
  }

  it('searches a 31-day window, and a refused 32-day one leaves no old results under the new dates', async () => {
    const page = await signedInPage('analyst', 1440);
    await search(page, daysAgo(31));
    await saveShot(SHOTS, page, '31-days-1440', false);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('cession-row').count()).toBeGreaterThan(0);

    await fillDate(page, 'Desde', daysAgo(32));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect(await page.getByRole('alert').innerText()).toBe(WINDOW_TOO_LONG_MESSAGE);
    expect(await page.getByTestId('cession-row').count()).toBe(0);
    expect(await page.getByTestId('totals').count()).toBe(0);
    expect(await dateValue(page, 'Desde')).toBe(daysAgo(32));
    await saveShot(SHOTS, page, 'refused-1440', false);
    await page.context().close();
  });

  it("shows one refresh note for any window, counting by itself and following the server's refreshes", async () => {
    const rut = plainUser().factorings[0]!.rut;
    const first = (await refreshRuns.lastSuccess(systemScope(rut)))!;
    const page = await signedInPage('analyst', 1400, true);
    const note = page.getByTestId('refresh-note');
    /** Polls until the note is the one the server's last refresh gives at the browser's clock. */
    const expectNoteOf = async (instant: string) =>
      expect
        .poll(
          async () => [
            await note.innerText(),
            refreshNoteText(refreshNote(instant, new Date(await page.evaluate(() => Date.now())))),
          ],
          {
            timeout: 15_000,
          },
        )
        .toSatisfy(([shown, expected]) => shown === expected);

    await searchWholePeriod(page, () => page.reload().then(() => undefined));
    await expectNoteOf(first);
    await search(page, daysAgo(30));
    await expectNoteOf(first);

    // A second refresh at least a minute later (nothing may change in it): its note differs from the first's.
    const wait = Date.parse(first) + 61_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await demo.platform.jobs.tick();
    const second = (await refreshRuns.lastSuccess(systemScope(rut)))!;
    expect(Date.parse(second) - Date.parse(first)).toBeGreaterThanOrEqual(60_000);
    await expectNoteOf(second);
    await search(page, daysAgo(14));
    await expectNoteOf(second);

    const before = await note.innerText();
    await page.clock.fastForward('02:00');
    await expectNoteOf(second);
    expect(await note.innerText()).not.toBe(before);
    await page.context().close();
  }, 240_000);

  it("keeps the factoring's refresh note through the extended search (POST cesiones-periodo)", async () => {
    const user = demoUser(demo.platform, 'extended');
    const last = (await refreshRuns.lastSuccess(systemScope(user.factorings[0]!.rut)))!;
    // A browser clock a few minutes after the refresh where the minute of the hour does not give the same note.
    const differs = (minutes: number) =>
      [5_000, 35_000, 65_000].every((ms) => {
        const at = Date.parse(last) + minutes * 60_000 + ms;
        return new Date(at).getUTCMinutes() % 20 !== Math.floor((at - Date.parse(last)) / 60_000);
      });
    const offset = [3, 4, 5, 6, 7, 8].find(differs)!;
    const { page } = await signInAs(demo, user, {
      beforeSignIn: (opened) => opened.clock.install({ time: Date.parse(last) + offset * 60_000 + 5_000 }),
    });
    const note = page.getByTestId('refresh-note');
    const expected = async () => refreshNoteText(refreshNote(last, new Date(await page.evaluate(() => Date.now()))));
    await expect.poll(async () => (await note.innerText()) === (await expected()), { timeout: 15_000 }).toBe(true);
    await searchLastMonth(page);
    await expect.poll(async () => (await note.innerText()) === (await expected()), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });

  it('tells a wrong password in Spanish', async () => {
    const { page } = await openPage(demo, { viewport: { width: 1280, height: 720 } });
    await page.goto(demo.platform.webUrl);
    await page.getByLabel('Email').fill(plainUser().email);
    await page.getByLabel(/Contraseña/).fill(`${plainUser().password}-no`);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Email o contraseña incorrectos.');
    await page.context().close();
  });

  it('lays out the stacked cards at 375 px: compact info marks, labelled dates, Estado DBThor only with a value', async () => {
    const plain = await signedInPage('analyst', 375);
    await searchLastMonth(plain);
    const plainRows = plain.getByTestId('cession-row');
    expect(await plainRows.count()).toBeGreaterThan(0);
    expect(await plain.locator('table [data-testid=cession-row]').count()).toBe(0);
    const tipHeights = await plain
      .getByTestId('info-tip')
      .evaluateAll((tips) => tips.map((tip) => tip.getBoundingClientRect().height));
    expect(tipHeights.length).toBeGreaterThan(0);
    expect(Math.max(...tipHeights)).toBeLessThanOrEqual(24);
    const dateLabels = await plainRows.first().getByTestId('stack-date').allInnerTexts();
    expect(dateLabels.map((text) => text.split(':')[0])).toEqual([
      'Fecha Recepción',
      'Fecha Cesión',
      'Fecha Vencimiento',
    ]);
    await plain.getByTestId('info-tip').first().scrollIntoViewIfNeeded();
    await saveShot(SHOTS, plain, 'stack-375', false);
    await plain.context().close();

    const page = await signedInPage('extended', 375);
    await searchLastMonth(page);
    // The header leaves the company's name room (the enrolment link is not shown on a phone): its RUT stays on one line
    // (one line of 'small' text is < 24 px).
    expect(await page.getByTestId('enrolment-link').isVisible()).toBe(false);
    const rutHeight = await page
      .locator('header .header-company')
      .getByText(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/)
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(rutHeight).toBeLessThan(24);
    const estados = await page.getByTestId('estado-dbthor').allInnerTexts();
    expect(estados.length).toBeGreaterThan(0);
    expect(estados.length).toBeLessThan(await page.getByTestId('cession-row').count());
    expect(estados.every((text) => text.trim() !== '')).toBe(true);
    expect(await page.getByText('Estado DBThor:').count()).toBe(estados.length);
    await saveShot(SHOTS, page, 'stack-375-dbthor', false);
    await page.context().close();
  }, 180_000);
});
