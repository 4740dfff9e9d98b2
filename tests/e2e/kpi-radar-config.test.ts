import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { seriousAxeViolations } from '../support/axe';
import { listedClients } from '../support/client-detail';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { settled } from '../support/screens';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * 'Configuración Radar' end to end in Chromium: the demo analyst finds the seeded configuration and its history,
 * moves the low handle of 'Cumplimiento de Pago' one step with the keyboard ('Cambios sin guardar' shows), saves,
 * reloads and finds the value kept, the badge gone and the save in 'Historial de cambios'. The screen has no serious
 * accessibility violation (both thumbs are labelled sliders). Opened for a client (?rut=), it names the client and
 * 'Ver Radar' goes to the client's Radar tab. While a handle moves, the card counts the factoring's clients per class
 * and those changing class; a file with an unknown card loads with a warning, one with a missing card is refused with
 * the error, and 'Deshacer' returns to the saved configuration once confirmed. Leaving with unsaved changes by the
 * breadcrumb, the sidebar, 'Volver al Radar' or a step in the browser's history asks first. The backtest counts the
 * clients with claims or annulments in the last months by the class the configuration gave them before. The cards
 * draw while the client list still downloads; the previews and the backtest fill in from its one download. Both
 * handles moved with the keyboard (one step undone and redone) and saved recolour the client list, and back.
 */
describe('KPI radar configuration (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });

  const badField = (page: Page) => page.getByLabel('Cumplimiento de Pago: Malo', { exact: true });
  const badValue = async (page: Page) => Number(await badField(page).inputValue());

  it('moves a handle with the keyboard, saves, and keeps it after a reload', async () => {
    const { page, user } = await signInAs(demo, 'analyst', { route: '/configuracion-radar' });
    await settled(page);
    expect(await page.locator('main h1').innerText()).toBe('Configuración Radar Financiero');
    const history = page.getByTestId('radar-history');
    expect(await history.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    expect(await history.innerText()).toContain("Guardó 'Clientes grandes'");
    const before = await badValue(page);

    const thumb = page.getByRole('slider', { name: 'Cumplimiento de Pago: Malo' });
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => badValue(page)).toBe(before + 5);
    await page.getByTestId('radar-unsaved').waitFor();
    expect(Number(await thumb.inputValue())).toBe(before + 5);
    await saveShot(SCREENSHOTS, page, 'configuracion-radar-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByTestId('toast-success').filter({ hasText: 'Configuración guardada exitosamente' }).waitFor();
    await page.getByTestId('radar-unsaved').waitFor({ state: 'detached' });

    await page.reload();
    await settled(page);
    expect(await badValue(page)).toBe(before + 5);
    expect(await page.getByTestId('radar-unsaved').count()).toBe(0);
    expect(await history.locator('tbody tr').first().innerText()).toContain(user.email);

    // Opened for a client, 'Ver Radar' goes to its Radar tab; a RUT that does not validate is ignored.
    const company = page.getByTestId('radar-company');
    await page.goto(new URL('/configuracion-radar?rut=12345678-0', demo.platform.webUrl).href);
    await settled(page);
    expect(await company.innerText()).toBe(user.factorings[0]!.razonSocial);
    await page.goto(new URL('/configuracion-radar?rut=12345678-5', demo.platform.webUrl).href);
    await settled(page);
    expect(await company.innerText()).toBe('12.345.678-5');
    await page.getByRole('button', { name: 'Ver Radar' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard-clientes/12345678-5');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('infografica');

    // On a phone the screen fits its width: nothing (a slider's hidden input at a thumb, the history) widens the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(new URL('/configuracion-radar', demo.platform.webUrl).href);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  const previewCounts = async (page: Page) => {
    const preview = page.getByTestId('kpi-preview-payment-compliance');
    const count = async (kpiClass: string) =>
      Number((await preview.locator(`[data-kpi-class="${kpiClass}"]`).innerText()).split(':')[1]);
    return { bueno: await count('Bueno'), regular: await count('Regular'), malo: await count('Malo') };
  };
  const changedText = (page: Page) => page.getByTestId('kpi-preview-changed-payment-compliance').innerText();
  const configFile = (name: string, edit: (config: Record<string, Record<string, unknown>>) => void) => {
    const config = JSON.parse(JSON.stringify(defaultRadarConfig())) as Record<string, Record<string, unknown>>;
    edit(config);
    return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ name, ...config })) };
  };

  it('previews the clients per class, imports with a warning or an error, and undoes after the confirmation', async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/configuracion-radar' });
    await settled(page);
    await page.getByTestId('kpi-preview-payment-compliance').waitFor();
    const saved = await previewCounts(page);
    expect(saved.bueno + saved.regular + saved.malo).toBeGreaterThan(0);
    expect(await changedText(page)).toBe('cambian de clase: 0 clientes');

    // The bad handle at the bottom of the scale: every Malo client (a value of 0 or more) moves to Regular.
    const badThumb = page.getByRole('slider', { name: 'Cumplimiento de Pago: Malo' });
    const savedBad = await badValue(page);
    expect(saved.malo).toBeGreaterThan(0);
    await badThumb.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => badValue(page)).toBe(0);
    expect(await previewCounts(page)).toEqual({ bueno: saved.bueno, regular: saved.regular + saved.malo, malo: 0 });
    expect(await changedText(page)).toBe(`cambian de clase: ${saved.malo} clientes`);

    // 'Deshacer' asks first; once confirmed, the saved configuration is back.
    await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain(
      '¿Descartar los cambios sin guardar y volver a la configuración guardada?',
    );
    await dialog.getByRole('button', { name: 'Deshacer', exact: true }).click();
    await page.getByTestId('radar-unsaved').waitFor({ state: 'detached' });
    expect(await badValue(page)).toBe(savedBad);
    expect(await previewCounts(page)).toEqual(saved);
    expect(await changedText(page)).toBe('cambian de clase: 0 clientes');

    // An unknown card is only a warning: the file loads, its threshold shows.
    const importInput = page.getByTestId('radar-config-import');
    await importInput.setInputFiles(
      configFile('Con tarjeta extra', (config) => {
        config.enabled!['tarjeta-desconocida'] = true;
        config.thresholds!['payment-compliance'] = { bad: 65, regular: 90 };
      }),
    );
    await expect.poll(() => badValue(page)).toBe(65);
    expect(await page.getByTestId('radar-problems').innerText()).toContain('Unknown cards will be ignored');
    expect(savedBad).not.toBe(65);
    await page.getByTestId('radar-unsaved').waitFor();

    // A missing card is an error: the file is refused and the configuration on screen stays.
    await importInput.setInputFiles(
      configFile('Sin una tarjeta', (config) => {
        delete config.enabled!['top3-clientes'];
      }),
    );
    await page.getByTestId('toast-error').filter({ hasText: 'Missing enabled cards: top3-clientes' }).waitFor();
    expect(await page.getByTestId('radar-problems').innerText()).toContain('Missing enabled cards: top3-clientes');
    expect(await badValue(page)).toBe(65);
  });

  it('asks before leaving with unsaved changes, by a link, the sidebar, the buttons or the history', async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/configuracion-radar' });
    await settled(page);
    const onEditor = () => new URL(page.url()).pathname === '/configuracion-radar';
    const dialog = page.getByRole('dialog');
    const moveHandle = async () => {
      await settled(page);
      const before = await badValue(page);
      await page.getByRole('slider', { name: 'Cumplimiento de Pago: Malo' }).focus();
      // Down one step: the bad handle may already sit a gap below the regular one (earlier saves and auto-saves).
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => badValue(page)).toBe(before - 5);
      await page.getByTestId('radar-unsaved').waitFor();
      return before - 5;
    };
    const stay = async () => {
      expect(await dialog.innerText()).toContain('Hay cambios sin guardar. ¿Desea salir de todos modos?');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(onEditor()).toBe(true);
    };
    const moved = await moveHandle();

    // Each way out is held while the dialog asks; 'Cancelar' keeps the editor and its changes.
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
    await stay();
    const sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    await sidebar.getByRole('button', { name: /Radar$/ }).click();
    await sidebar.getByRole('link', { name: 'Dashboard Clientes' }).click();
    await stay();
    await page.getByRole('button', { name: 'Volver al Radar' }).click();
    await stay();
    expect(await badValue(page)).toBe(moved);
    await page.getByTestId('radar-unsaved').waitFor();

    // 'Salir' goes on, the changes dropped.
    await sidebar.getByRole('link', { name: 'Dashboard Clientes' }).click();
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard-clientes');

    // A step in the browser's history (Back to the editor, then Forward with changes) is held the same way.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/configuracion-radar');
    await moveHandle();
    await page.goForward();
    await dialog.waitFor();
    await stay();
    await page.getByTestId('radar-unsaved').waitFor();
  });

  it('backtests the configuration on the clients with claims or annulments, with its months and rule', async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/configuracion-radar' });
    await settled(page);
    const backtest = page.getByTestId('radar-backtest');
    const flaggedText = backtest.getByTestId('radar-backtest-flagged');
    await flaggedText.waitFor({ timeout: 60_000 });
    const months = /^Clientes con reclamos o anulaciones entre (\d\d\/\d{4}) y (\d\d\/\d{4}): (\d+)$/;
    const flagged = async () => Number(months.exec(await flaggedText.innerText())![3]);
    const placed = async () => {
      const count = async (kpiClass: string) =>
        Number((await backtest.locator(`[data-kpi-class="${kpiClass}"]`).innerText()).split(':')[1]);
      const unplaced = Number((await backtest.getByText(/^Sin datos: \d+$/).innerText()).split(':')[1]);
      return { bueno: await count('Bueno'), regular: await count('Regular'), malo: await count('Malo'), unplaced };
    };
    expect(await flaggedText.innerText()).toMatch(months);
    expect(await flagged()).toBeGreaterThan(0);
    expect(await backtest.innerText()).toContain('Regla: un cliente queda en Malo si alguno de sus KPI activos');
    const before = await placed();
    expect(before.bueno + before.regular + before.malo + before.unplaced).toBe(await flagged());
    expect(before.malo).toBeGreaterThan(0);

    // With every card disabled the configuration places nobody: every flagged client is without data.
    await page.getByRole('button', { name: 'Desactivar todos' }).click();
    await expect.poll(placed).toEqual({ bueno: 0, regular: 0, malo: 0, unplaced: await flagged() });
    await page.getByRole('button', { name: 'Activar todos', exact: true }).click();
    await expect.poll(placed).toEqual(before);
  });

  it('draws the cards while the client list downloads, then fills previews and backtest from one download', async () => {
    const { page } = await signInAs(demo, 'analyst');
    const reads: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/empresas?**', async (route) => {
      if (route.request().method() === 'GET') reads.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(new URL('/configuracion-radar', demo.platform.webUrl).href);
    await page.getByRole('slider', { name: 'Cumplimiento de Pago: Malo' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    expect(await page.getByTestId('kpi-card-payment-compliance').isVisible()).toBe(true);
    expect(await page.locator('[data-testid^="kpi-preview-"]').count()).toBe(0);

    release();
    await page.getByTestId('kpi-preview-payment-compliance').waitFor({ timeout: 60_000 });
    await page.getByTestId('radar-backtest-flagged').waitFor({ timeout: 60_000 });
    expect(reads).toHaveLength(1);
  });

  it('moves both handles with the keyboard, saves, and the client list recolours; back again', async () => {
    const { page } = await signInAs(demo, 'analyst', { route: '/configuracion-radar' });
    const listClasses = async () => {
      await listedClients(page, demo.platform.webUrl);
      return page
        .getByTestId('clients-table')
        .locator('td[data-kpi-class]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-kpi-class')));
    };
    const thumb = (name: string) => page.getByRole('slider', { name: `Cumplimiento de Pago: ${name}` });
    const thumbValue = async (name: string) => Number(await thumb(name).inputValue());
    const save = async () => {
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: 'Configuración guardada exitosamente' })
        .last()
        .waitFor();
      await page.getByTestId('radar-unsaved').waitFor({ state: 'detached' });
    };
    const colours = await listClasses();
    await page.goto(new URL('/configuracion-radar', demo.platform.webUrl).href);
    await settled(page);
    const saved = { bad: await thumbValue('Malo'), regular: await thumbValue('Regular') };

    // Every payment compliance below 100 becomes Regular: the low handle to the bottom, the high one to the top.
    await thumb('Malo').focus();
    await page.keyboard.press('Home');
    await thumb('Regular').focus();
    await page.keyboard.press('End');
    await expect.poll(() => thumbValue('Regular')).toBe(100);
    expect(await thumbValue('Malo')).toBe(0);
    // One keyboard move is one undo step.
    await page.getByRole('button', { name: 'Deshacer último cambio' }).click();
    await expect.poll(() => thumbValue('Regular')).toBe(saved.regular);
    expect(await thumbValue('Malo')).toBe(0);
    await page.getByRole('button', { name: 'Rehacer' }).click();
    await expect.poll(() => thumbValue('Regular')).toBe(100);
    await save();
    await page.reload();
    await settled(page);
    expect(await thumbValue('Malo')).toBe(0);
    expect(await thumbValue('Regular')).toBe(100);

    const recoloured = await listClasses();
    expect(recoloured).toHaveLength(colours.length);
    const changed = recoloured.filter((kpiClass, index) => kpiClass !== colours[index]);
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed)).toEqual(new Set(['Regular']));

    // The saved thresholds typed back in their fields: the list shows its first colours again.
    await page.goto(new URL('/configuracion-radar', demo.platform.webUrl).href);
    await settled(page);
    const regularField = page.getByLabel('Cumplimiento de Pago: Regular', { exact: true });
    await badField(page).fill(String(saved.bad));
    await regularField.fill(String(saved.regular));
    await regularField.press('Enter');
    await expect.poll(() => thumbValue('Regular')).toBe(saved.regular);
    expect(await thumbValue('Malo')).toBe(saved.bad);
    await save();
    expect(await listClasses()).toEqual(colours);
  });
});
