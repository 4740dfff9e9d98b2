import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { signInAs } from '../support/demo-session';
import { startRefreshingPlatform, type RefreshingPlatform } from '../support/refreshing-platform';

const IN_FLIGHT = /^Primera actualización en curso(: [\d.]+ de [\d.]+ documentos?)?$/;

/**
 * A first start seen from the browser: while the first refresh runs (a slow local SII), the acquired list and the
 * client list say 'Primera actualización en curso: n de m documentos' instead of showing empty (the acquired list's
 * empty state says the documents are on their way); once it ends they show the refresh note and the rows by
 * themselves.
 */
describe("the screens during the platform's first refresh", () => {
  let platform: RefreshingPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startRefreshingPlatform(400);
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, 300_000);

  it("shows 'Primera actualización en curso: n de m documentos' on the acquired and client lists, then the rows", async () => {
    const { page } = await signInAs({ platform, browser }, 'analyst');
    await page.goto(new URL('/cesion-adquiridas', platform.webUrl).href);
    const note = page.getByTestId('first-refresh-note');
    await expect.poll(() => note.innerText(), { timeout: 60_000 }).toMatch(/de [\d.]+ documentos$/);
    expect(await note.innerText()).toMatch(IN_FLIGHT);
    // The list is empty for now, which is not yet the period's answer: neither the empty period nor its toast.
    await expect(page.getByTestId('empty-state').innerText()).resolves.toContain(
      'Aparecerán aquí a medida que avance la primera actualización',
    );
    expect(await page.getByText('No se registran documentos adquiridos').count()).toBe(0);
    expect(await page.getByText('No se encontraron AECs para el periodo de búsqueda').count()).toBe(0);
    expect(platform.refreshed()).toBe(false);

    await page.goto(new URL('/dashboard-clientes', platform.webUrl).href);
    await expect.poll(() => note.innerText(), { timeout: 60_000 }).toMatch(IN_FLIGHT);
    expect(platform.refreshed()).toBe(false);

    await page.goto(new URL('/cesion-adquiridas', platform.webUrl).href);
    await note.waitFor();
    platform.sii.control.setFaults({ slowShare: 0 });
    await platform.firstRefresh;
    await note.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => page.getByTestId('refresh-note').innerText()).toMatch(/^Informacion actualizada hace/);
    await page.getByTestId('cedente-card').first().waitFor({ timeout: 60_000 });
    await page.close();
  }, 600_000);
});
