import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, type AxeViolation } from '../support/axe';
import { demoSuite, openPage, signInAs, type DemoRole } from '../support/demo-session';
import { OTHER_SCREENS, SEARCH_SCREENS, settled } from '../support/screens';
import { searchLastMonth } from './monitoring-helpers';

/**
 * The analyst measured: the factoring's with the extended features (DEMO_EXTENDED_FEATURES), the two-tab summary shows.
 */
const ANALYST = 'extended';
const VIEWPORT = { width: 1400, height: 900 };

/**
 * WCAG 2.1 AA measured with axe-core in Chromium: no serious or critical violation on the login page,
 * on any signed-in route of the router for the demo users (a factoring's analyst with the extended features, the
 * administrator, a debtor company's user) nor in the shell's dialogs (Mvtos., the user menu, the alerts bell) nor on
 * the 'Ver como' banner.
 */
describe('accessibility (axe-core, local platform)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  const found: Record<string, AxeViolation[]> = {};

  async function measure(page: Page, where: string, into: Record<string, AxeViolation[]> = found): Promise<void> {
    // The pointer left over a clicked button would measure its hover transition.
    await page.mouse.move(0, 0);
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) into[where] = violations;
  }

  async function signedIn(who: DemoRole): Promise<Page> {
    return (await signInAs(demo, who, { viewport: VIEWPORT })).page;
  }

  async function visit(page: Page, path: string, who: string): Promise<void> {
    await page.goto(new URL(path, demo.platform.webUrl).href);
    await settled(page);
    if (SEARCH_SCREENS.includes(path) || path === '/adeudadas') await searchLastMonth(page);
    await measure(page, `${who} ${path}`);
  }

  it('has no serious or critical violation on any screen or dialog', async () => {
    const { page: login } = await openPage(demo, { viewport: VIEWPORT });
    await login.goto(demo.platform.webUrl);
    await login.getByRole('button', { name: 'Ingresar' }).waitFor();
    await measure(login, 'login');
    await login.getByRole('button', { name: 'Recuperar Contrasena' }).click();
    await login.getByRole('dialog').waitFor();
    await measure(login, 'login: Recuperar Contrasena');
    await login.close();

    const page = await signedIn(ANALYST);
    for (const path of [...SEARCH_SCREENS, ...OTHER_SCREENS]) await visit(page, path, 'analista');
    await visit(page, '/cesion-adquiridas', 'analista');
    await page.getByRole('button', { name: 'Mvtos.' }).first().click();
    await page.getByRole('dialog').waitFor();
    await measure(page, 'analista: Mvtos.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Alertas/ }).click();
    await page.getByRole('dialog', { name: 'Alertas' }).waitFor();
    await measure(page, 'analista: Alertas');
    await page.close();

    const admin = await signedIn('admin');
    await settled(admin);
    await admin.getByRole('button', { name: /^Menú de usuario/ }).click();
    await admin.getByRole('group', { name: 'Menú de usuario' }).waitFor();
    await measure(admin, 'admin: menú de usuario');
    await visit(admin, '/dashboard-clientes', 'admin');
    await admin.getByRole('button', { name: /^Menú de usuario/ }).click();
    await admin.getByRole('button', { name: 'Ver como', exact: true }).click();
    await admin
      .getByRole('dialog', { name: 'Ver como otro usuario' })
      .getByRole('button', { name: 'Ver como' })
      .first()
      .click();
    await admin.getByTestId('impersonation-banner').waitFor();
    await settled(admin);
    await measure(admin, 'admin: Ver como');
    await admin.close();

    const debtor = await signedIn('deudor');
    await visit(debtor, '/adeudadas', 'deudor');
    await debtor.close();

    expect(found).toEqual({});
  }, 200_000);

  /** The element that has the focus: its tag, role, id and text, to compare. */
  function focused(page: Page) {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName ?? '',
        role: element?.getAttribute('role') ?? '',
        id: element?.id ?? '',
        text: element?.textContent?.trim() ?? '',
      };
    });
  }

  it('is usable with the keyboard: recovery modal, skip link, route titles and focus, summary and notification tabs', async () => {
    const { page: login } = await openPage(demo, { viewport: VIEWPORT });
    await login.goto(demo.platform.webUrl);
    const recover = login.getByRole('button', { name: 'Recuperar Contrasena' });
    await recover.focus();
    await login.keyboard.press('Enter');
    const dialog = login.getByRole('dialog', { name: 'Recuperar Contrasena' });
    await dialog.waitFor();
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await inDialog()).toBe(true);
    // More presses than the dialog has controls, both ways: Tab wraps inside it.
    for (const key of [...Array(6).fill('Tab'), ...Array(6).fill('Shift+Tab')] as string[]) {
      await login.keyboard.press(key);
      expect(await inDialog()).toBe(true);
    }
    await login.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(login)).text).toBe('Recuperar Contrasena');
    await login.close();

    const page = await signedIn(ANALYST);
    await expect.poll(() => page.title()).toMatch(/^.+ · Radar Cesiones$/);
    const landing = await focused(page);
    expect(landing.tag).toBe('H1');
    expect(await page.title()).toBe(`${landing.text} · Radar Cesiones`);

    // The skip link is the page's first focusable element, shown when it has the focus.
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(
      await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')?.textContent,
      ),
    ).toBe('Saltar al contenido');
    await skip.focus();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('contenido');

    await page.getByRole('link', { name: 'Cedidas', exact: true }).click();
    await page.waitForURL(/\/cesion-cedidas$/);
    await expect.poll(() => page.title()).toBe('Cesiones cedidas · Radar Cesiones');
    expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Cesiones cedidas' });

    await page.goto(new URL('/cesion-adquiridas', demo.platform.webUrl).href);
    await searchLastMonth(page);
    const cesionario = page.getByRole('tab', { name: 'Resumen por Cesionario' });
    const proveedor = page.getByRole('tab', { name: 'Resumen por Proveedor' });
    await cesionario.focus();
    await page.keyboard.press('ArrowRight');
    expect(await proveedor.getAttribute('aria-selected')).toBe('true');
    expect((await focused(page)).text).toBe('Resumen por Proveedor');
    expect(await cesionario.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Home');
    expect(await cesionario.getAttribute('aria-selected')).toBe('true');
    expect((await focused(page)).text).toBe('Resumen por Cesionario');

    await page.goto(new URL('/notificacion-cesion', demo.platform.webUrl).href);
    await page.getByRole('tab', { name: 'Cesión', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/notificacion-recesion$/);
    const recesion = page.getByRole('tab', { name: 'Recesión' });
    await expect.poll(() => recesion.getAttribute('aria-selected')).toBe('true');
    expect(await focused(page)).toMatchObject({ role: 'tab', text: 'Recesión' });
    await page.close();
  }, 90_000);

  it('has no serious or critical violation on any client-detail tab at 1440 and 375 px, and titles and focuses its heading', async () => {
    const violations: Record<string, AxeViolation[]> = {};
    for (const width of [1440, 375]) {
      const { page } = await signInAs(demo, ANALYST, { viewport: { width, height: 900 } });
      await page.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
      await settled(page);
      await page.getByRole('link', { name: 'Ver Detalle' }).first().click();
      await page.getByRole('tab', { name: 'Cesiones', exact: true }).waitFor({ timeout: 60_000 });
      const heading = page.locator('main h1');
      const name = (await page.getByTestId('client-breadcrumb').innerText()).replace(/ \(.*\)$/, '');
      await expect.poll(() => heading.innerText()).toContain(name);
      expect(await focused(page)).toMatchObject({ tag: 'H1' });
      await expect.poll(() => page.title()).toBe(`${(await heading.textContent())!.trim()} · Radar Cesiones`);
      const tabs = await page.getByRole('tablist', { name: 'Pestañas del cliente' }).getByRole('tab').allInnerTexts();
      expect(tabs).toContain('Riesgo');
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await settled(page);
        // Scroll regions find out they overflow (and take focus) when their rows are drawn, which a busy machine may
        // do after 'settled': a violation counts only if it is still there a few seconds later.
        const where = `${width} px, pestaña ${tab}`;
        for (let attempt = 1; attempt <= 4; attempt++) {
          delete violations[where];
          await measure(page, where, violations);
          if (!violations[where]) break;
          await page.waitForTimeout(1_000);
        }
      }
      await page.close();
    }
    expect(violations).toEqual({});
  }, 240_000);
});
