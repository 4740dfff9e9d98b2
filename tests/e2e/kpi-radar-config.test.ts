import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { settled } from '../support/screens';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * 'Configuración Radar' end to end in Chromium: the demo analyst finds the seeded configuration and its history,
 * moves the low handle of 'Cumplimiento de Pago' one step with the keyboard ('Cambios sin guardar' shows), saves,
 * reloads and finds the value kept, the badge gone and the save in 'Historial de cambios'. The screen has no serious
 * accessibility violation (both thumbs are labelled sliders). Opened for a client (?rut=), it names the client and
 * 'Ver Radar' goes to the client's Radar tab.
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
  });
});
