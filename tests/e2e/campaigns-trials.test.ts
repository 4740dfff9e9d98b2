import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { campaignByNumber, heldFeatureMessage, SEEN_BEFORE, SEEN_NOW, type Campaign } from '@domain/campaigns';
import { PAID_FEATURE_NAMES } from '@domain/trial-access';
import { demoSuite, signInAs } from '../support/demo-session';

/** Campaign 8 sells the financial radar, which the first demo factoring neither holds nor tries. */
const FORCED = campaignByNumber(8)!;
/** Campaign 5 sells the judicial radar, which the first demo factoring is trying: it is never due to its analyst. */
const HELD = campaignByNumber(5)!;

/** The 'visto' answer the acquired view gets while it opens `url`, and the modal of `forced` it then shows. */
async function openForced(page: Page, url: string, forced: Campaign = FORCED): Promise<string> {
  const visto = page.waitForResponse(
    (response: Response) =>
      response.url().includes('/api/campana?') && response.request().postData()?.includes('"visto"') === true,
  );
  await page.goto(url);
  const answer = (await (await visto).json()) as { respuesta: string };
  await page.getByRole('dialog', { name: forced.titulo }).waitFor({ timeout: 30_000 });
  return answer.respuesta;
}

/**
 * Campaigns and free trials in Chromium against local mode (core-platform §1, §6, §7; client-radar §6): a campaign
 * forced with ?force_campaign=N shows, is marked 'visto' for the user the first time, shows again while forced, and its
 * contact-us call is recorded; the platform administrator sees the request and starts and ends a free trial.
 */
describe('campaigns and free trials (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });

  it("shows a forced campaign, marks it 'visto' once, and offers the contact-us call only for a feature not held", async () => {
    const { page } = await signInAs(demo, 'analyst');
    // The trial's campaign was never due, so never seen: the first forced opening marks it.
    const heldUrl = `${demo.platform.webUrl}/cesion-adquiridas?force_campaign=${HELD.numero}`;
    expect(await openForced(page, heldUrl, HELD)).toBe(SEEN_NOW);
    const held = page.getByRole('dialog', { name: HELD.titulo });
    expect(await held.innerText()).toContain(HELD.texto);
    await held.getByText(heldFeatureMessage(HELD)).waitFor();
    expect(await held.getByRole('button', { name: /Contáctanos/ }).count()).toBe(0);
    await held.getByRole('button', { name: 'Cerrar' }).first().click();
    await held.waitFor({ state: 'detached' });
    expect(await openForced(page, heldUrl, HELD)).toBe(SEEN_BEFORE);

    // A campaign of a feature the factoring lacks offers the call (due, so seen when the demo seeded the user).
    await openForced(page, `${demo.platform.webUrl}/cesion-adquiridas?force_campaign=${FORCED.numero}`);
    const dialog = page.getByRole('dialog', { name: FORCED.titulo });
    expect(await dialog.getByText(heldFeatureMessage(FORCED)).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Contáctanos para comenzar tu mes de prueba gratis' }).click();
    await dialog
      .getByText('Recibimos tu solicitud. Te contactaremos para comenzar tu mes de prueba gratis.')
      .waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('lets the platform administrator see the request and start and end a free trial', async () => {
    const { page } = await signInAs(demo, 'admin');
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('link', { name: 'Pruebas gratis' }).click();
    await page.getByRole('heading', { name: 'Pruebas gratis' }).waitFor({ timeout: 30_000 });

    const request = page.getByTestId('pruebas-solicitudes').locator('tbody tr');
    expect(await request.count()).toBe(1);
    expect(await request.innerText()).toContain(PAID_FEATURE_NAMES[FORCED.feature]);

    const tgr = page.getByTestId('pruebas-funciones').locator('tr[data-feature="tgr"]');
    expect(await tgr.innerText()).toContain('Sin prueba');
    await tgr.getByRole('button', { name: 'Comenzar prueba' }).click();
    await tgr.getByRole('button', { name: 'Terminar prueba' }).waitFor();
    expect(await tgr.innerText()).toContain('Disponible');
    await tgr.getByRole('button', { name: 'Terminar prueba' }).click();
    await tgr.getByText('Prueba terminada').waitFor();
    await page.close();
  });
});
