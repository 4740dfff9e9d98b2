import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { createAlertsSink } from '@lambdas/services/alerts/create-alerts-sink';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { demoSuite, signInAs } from '../support/demo-session';

/**
 * A new court case of a Cartera RUT in Chromium: the alert the sweep job raises (fed to the alerts sink as the job
 * does) appears in the bell titled 'Causa judicial nueva: …' and leads to the judicial radar asking that RUT; the RUT's
 * flag shows in Cartera as the red badge 'Causa judicial nueva'. The demo's own new case is in the bell beside it.
 */
describe('Judicial alert (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;

  it("shows the new case in the bell, linking to the judicial radar, and the RUT's red flag in Cartera", async () => {
    const session = await signInAs(demo, 'analyst');
    ({ page } = session);
    const factoring = session.user.factorings[0]!;
    const scope = systemScope(factoring.rut);
    const doc = createDynamoDocumentClient(demo.platform.config);
    const carteras = new CarteraRepository(doc, demo.platform.config.tables.carteras);
    await expect.poll(async () => (await carteras.parties(scope)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const party = (await carteras.parties(scope)).find((p) => p.tipo === 'deudor')!;
    const causa = {
      rut: party.rut,
      razonSocial: party.razonSocial,
      rol: 'C-4242-2026',
      tribunal: '3° Juzgado Civil de Santiago',
      caratulado: `BANCO E2E / ${party.razonSocial}`,
      fechaIngreso: '2026-11-02',
    };
    const now = new Date().toISOString();
    await carteras.putJudicialFlag(scope, {
      rut: party.rut,
      causas: [{ ...causa, competencia: 'civil', detectadaEn: now }],
    });
    await createAlertsSink(demo.platform.config, { doc }).publishJudicialCases(scope, [
      { id: `judicial.causa-nueva|${factoring.rut}|${party.rut}|e2e`, fecha: now, causa },
    ]);

    await page.reload();
    await page.getByTestId('alerts-bell').click();
    const titulo = `Causa judicial nueva: Rol C-4242-2026 (3° Juzgado Civil de Santiago) de ${party.razonSocial}`;
    const item = page.getByTestId('alerts-bell-item').filter({ hasText: 'C-4242-2026' });
    await item.waitFor({ timeout: 15_000 });
    // npm start's demo case (infra/local/seed-judicial-news.ts), raised by a real sweep before the first refresh ended.
    expect(await page.getByTestId('alerts-bell-item').filter({ hasText: 'Causa judicial nueva' }).count()).toBe(2);
    const link = item.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/radar-judicial?rut=${party.rut}`);
    expect((await link.innerText()).trim()).toBe(titulo);

    // Followed from the bell while the judicial radar is already open, the alert's link asks its RUT there too.
    await page.goto(new URL('/radar-judicial', page.url()).toString());
    await page.getByLabel('RUT a consultar').waitFor({ timeout: 30_000 });
    await page.getByTestId('alerts-bell').click();
    const asked = page.waitForResponse((response) => response.url().includes(`rut=${party.rut}`), { timeout: 30_000 });
    await page.getByTestId('alerts-bell-item').filter({ hasText: 'C-4242-2026' }).getByRole('link').click();
    await asked;
    expect(await page.getByLabel('RUT a consultar').inputValue()).toBe(party.rut);

    await page.goto(new URL('/cartera', page.url()).toString());
    const row = page.locator(`[data-testid=cartera-party][data-rut="${party.rut}"]`).first();
    await row.getByTestId('party-causa-judicial').waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('party-causa-judicial').innerText()).toContain('Causa judicial nueva');
  });
});
