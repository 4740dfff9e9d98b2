import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { createAlertsSink } from '@lambdas/services/alerts/create-alerts-sink';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { ConnectionRepository } from '@lambdas/store/connection-repository';
import { platformEvent } from '../support/alert-events';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { waitForMail } from '../support/mail-inbox';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * User alerts end to end in Chromium: the demo user of a factoring signs in and finds the demo alerts
 * unread in the header's bell; a claim fed to the alerts sink (as the events publisher does after a refresh) raises a
 * toast, the bell's count rises and the e-mail arrives in the local inbox; the dropdown marks everything read and
 * links to 'Configurar alertas', whose choices are saved.
 */
describe('User alerts (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;

  const unread = () => page.getByTestId('alerts-unread');
  const shot = (name: string) => saveShot(SCREENSHOTS, page, name, false);

  it('raises a toast, the bell count and an e-mail for a claim, then marks all read and saves preferences', async () => {
    const session = await signInAs(demo, 'analyst');
    ({ page } = session);
    const { user } = session;
    const factoring = user.factorings[0]!;

    // The demo alerts (one per type the user's flags allow), unread; a client's first sync raises none for the
    // cessions before it (they start the sales-ledger radar's feed).
    await unread().waitFor({ timeout: 15_000 });
    const before = Number(await unread().innerText());
    expect(before).toBeGreaterThan(0);

    // The eventoBack connection of this page is open before the event is published.
    const doc = createDynamoDocumentClient(demo.platform.config);
    const connections = new ConnectionRepository(doc, demo.platform.config.tables.connections);
    await expect
      .poll(async () => (await connections.listForFactoring(systemScope(factoring.rut))).length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    const event = platformEvent('cesion.reclamada', 987654, {
      rutFactoring: factoring.rut,
      id: `cesion.reclamada|${factoring.rut}|76123456-0|33|987654|RCD e2e`,
    });
    await createAlertsSink(demo.platform.config, { doc }).publish(systemScope(factoring.rut), [
      { ...event, documento: { ...event.documento, cesionario: factoring } },
    ]);

    const titulo = 'Reclamo: Factura Electrónica N° 987654 de COMERCIAL ANDES SPA';
    await page.getByTestId('toast-warning').filter({ hasText: titulo }).waitFor({ timeout: 15_000 });
    await expect.poll(() => unread().innerText(), { timeout: 15_000 }).toBe(String(before + 1));
    await shot('alertas-toast-1440');
    // The toast leaves the bell clickable: what lies under the bell's centre is the bell.
    const bell = (await page.getByTestId('alerts-bell').boundingBox())!;
    const underBell = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid=alerts-bell]') !== null,
      [bell.x + bell.width / 2, bell.y + bell.height / 2],
    );
    expect(underBell, 'the bell is not under a toast').toBe(true);

    const mail = await waitForMail(
      demo.platform.mail.apiUrl,
      (m) => m.subject === titulo && m.to.some((to) => to.address === user.email),
    );
    expect(mail.text).toContain('Reclamo del deudor: Reclamo por contenido (RCD) el 23/11/2026.');
    expect(mail.html).toContain('DISTRIBUIDORA ÑUBLE LTDA');

    await page.getByTestId('alerts-bell').click();
    const items = page.getByTestId('alerts-bell-item');
    expect(await items.count()).toBe(before + 1);
    expect(await items.first().innerText()).toContain(titulo);
    await shot('alertas-campana-1440');
    await items.first().getByRole('button', { name: 'Marcar leída' }).click();
    await expect.poll(() => unread().innerText(), { timeout: 10_000 }).toBe(String(before));
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await unread().waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('link', { name: 'Configurar alertas' }).click();
    await page.waitForURL((url) => url.pathname === '/alertas');
    const table = page.getByTestId('alert-preferences');
    await table.waitFor({ timeout: 15_000 });
    expect(await table.locator('tbody tr td:first-child').allInnerTexts()).toEqual([
      'Reclamo del deudor',
      'Anulación (nota de crédito)',
      'Rebaja (nota de crédito)',
      'Plazo de aceptación por vencer',
      'Cedida a otro factoring',
      'Causa judicial nueva',
    ]);
    const resumenReclamo = page.getByLabel('Reclamo del deudor: Resumen diario');
    expect(await resumenReclamo.isChecked()).toBe(false);
    await resumenReclamo.check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByTestId('toast-success')
      .filter({ hasText: 'Preferencias de alertas guardadas' })
      .waitFor({ timeout: 15_000 });
    await shot('alertas-preferencias-1440');
    await page.reload();
    await table.waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Reclamo del deudor: Resumen diario').isChecked()).toBe(true);
    doc.destroy();
    await page.close();
  });
});
