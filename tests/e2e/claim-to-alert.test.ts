import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { ATTEMPT_HEADER, EVENT_HEADER } from '@lambdas/webhook-delivery/webhook-signature';
import { DEMO_WEBHOOK_TIPO } from '@infra/local/seed-webhook';
import type { DemoUser } from '@infra/local/seed-tenants';
import { demoSuite, demoUser, saveShot, signInAs } from '../support/demo-session';
import { inboxMails, waitForMail } from '../support/mail-inbox';
import { claimableOwed, type OwedDocument } from '../support/owed-documents';
import { searchLastMonth } from './monitoring-helpers';

const SHOTS = process.env.RC_SCREENSHOTS;

/**
 * The whole claim-to-alert chain in Chromium against local mode (a claim appearing at the SII
 * raises the alert e-mail and the in-app toast): the demo factoring's analyst watches /cesion-adquiridas; the demo
 * debtor's user claims one of that factoring's pending documents with 'Rechazar Dte' on /adeudadas (the local SII
 * records it); the factoring's next refresh detects it and the publisher hands it to the alerts and webhook sinks:
 * without reloading, the analyst gets the toast, the bell's count rises and the row turns rejected; the alert e-mail
 * reaches the local inbox and the demo receiver gets a signed cesion.reclamada. A second refresh raises nothing new.
 */
describe('Claim at the SII to alert (Chromium)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let analyst: DemoUser;
  let target: OwedDocument;

  beforeAll(async () => {
    const worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    // The first factoring holds the seeded demo webhook (infra/local/seed-webhook.ts).
    const demoFactoring = manifest.factorings[0]!.rut;
    analyst = demoUser(demo.platform, { rutFactoring: demoFactoring });
    // Received 6 days ago or less: pending, and still so at the second refresh.
    const claimable = await claimableOwed(worldDir, manifest.deudor.rut, new Date());
    target = claimable.filter((d) => d.holder === demoFactoring && d.days <= 6)[0]!;
  });

  const shot = (page: Page, name: string) => saveShot(SHOTS, page, name);

  /** The folio's row on a cession screen, found through the Folio filter. */
  const showFolio = async (page: Page) => {
    await page.getByLabel('Folio').fill(String(target.dte.folio));
    await searchLastMonth(page);
    return page.locator(`[data-testid=cession-row][data-folio="${target.dte.folio}"]`);
  };

  it("raises the toast, the bell, the row's state, the e-mail and the signed webhook once", async () => {
    expect(analyst, 'a demo user of the first factoring').toBeDefined();
    expect(
      target,
      'the demo world has a pending document of the first factoring owed by the demo debtor',
    ).toBeDefined();
    const folio = target.dte.folio;

    // The analyst watches the acquired cessions, the row pending.
    const { page } = await signInAs(demo, analyst);
    await page.waitForURL((url) => url.pathname === '/cesion-adquiridas');
    const row = await showFolio(page);
    const aceptado = row.locator('td[data-state]').first();
    expect(await aceptado.getAttribute('data-state')).toBe('Pendiente');
    const unread = page.getByTestId('alerts-unread');
    await unread.waitFor({ timeout: 15_000 });
    const unreadBefore = Number(await unread.innerText());

    // The debtor claims it through the product: 'Rechazar Dte' on /adeudadas.
    const { page: debtorPage } = await signInAs(demo, 'deudor', { totp: true });
    await debtorPage.waitForURL((url) => url.pathname === '/adeudadas');
    const owedRow = await showFolio(debtorPage);
    const card = debtorPage.getByTestId('cedente-card').filter({ has: owedRow });
    await card.getByRole('checkbox', { name: 'Seleccionar todos' }).uncheck();
    await owedRow.getByRole('checkbox', { name: `Seleccionar documento ${folio}` }).check();
    await card.getByRole('button', { name: 'Rechazar Dte' }).click();
    const dialog = debtorPage.getByRole('dialog', { name: 'Rechazar Dte' });
    await dialog.getByLabel('Escriba eliminar para confirmar').fill('eliminar');
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const results = debtorPage.getByRole('dialog', { name: 'Resultado del rechazo' });
    await results.waitFor({ timeout: 30_000 });
    expect(await results.getByTestId('rechazo-row').innerText()).toContain('Acción Completada OK');
    await debtorPage.context().close();

    // The factoring's next refresh (one tick of the schedule). The toast lasts 8 s and the tick resolves only after
    // its client syncs and client databases, so the screen is watched while it runs.
    const mailsBefore = (await inboxMails(demo.platform.mail.apiUrl)).length;
    const ticked = demo.platform.jobs.tick();
    const toast = page.getByTestId('toast-warning').filter({ hasText: `Reclamo: Factura Electrónica N° ${folio}` });
    await toast.waitFor({ timeout: 60_000 });
    await expect.poll(async () => Number(await unread.innerText()), { timeout: 15_000 }).toBe(unreadBefore + 1);
    await expect.poll(() => aceptado.getAttribute('data-state'), { timeout: 15_000 }).toBe('no');
    await shot(page, 'reclamo-toast-1440');
    await ticked;
    await page.getByTestId('alerts-bell').click();
    const item = page.getByTestId('alerts-bell-item').first();
    expect(await item.innerText()).toContain(`N° ${folio}`);
    await shot(page, 'reclamo-campana-1440');
    // The item opens its document (the debtor's rejections searching its folio) and marks itself read.
    await item.getByRole('link', { name: `Reclamo: Factura Electrónica N° ${folio}` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/deudor-rechazados' && url.searchParams.get('folio') === `${folio}`,
    );
    await page.locator(`[data-testid=cession-row][data-folio="${folio}"]`).first().waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Folio').inputValue()).toBe(`${folio}`);
    await expect.poll(async () => Number(await unread.innerText()), { timeout: 15_000 }).toBe(unreadBefore);

    const isAlert = (m: { subject: string }) => m.subject.startsWith('Reclamo:') && m.subject.includes(`N° ${folio} `);
    const mail = await waitForMail(
      demo.platform.mail.apiUrl,
      (m) => isAlert(m) && m.to.some((to) => to.address === analyst.email),
    );
    expect(mail.text).toContain('Reclamo del deudor: Reclamo al Contenido del Documento (RCD)');
    // Only the factoring's users (its analyst and the administrator acting for every factoring, both with
    // notificaRechazo and the default channels) are told; the debtor's user is not.
    const recipients = async () =>
      (await inboxMails(demo.platform.mail.apiUrl)).filter(isAlert).flatMap((m) => m.to.map((to) => to.address));
    await expect
      .poll(async () => (await recipients()).sort(), { timeout: 10_000 })
      .toEqual([analyst.email, 'admin@radarcesiones.cl'].sort());

    const isDelivery = (r: (typeof demo.platform.webhookReceiver.received)[number]) =>
      r.headers[EVENT_HEADER] === DEMO_WEBHOOK_TIPO &&
      r.headers[ATTEMPT_HEADER] !== '0' &&
      r.body.includes(`"folio":${folio}`);
    await expect
      .poll(() => demo.platform.webhookReceiver.received.filter(isDelivery).length, { timeout: 20_000 })
      .toBe(1);
    const delivery = demo.platform.webhookReceiver.received.find(isDelivery)!;
    expect([delivery.signatureValid, delivery.status]).toEqual([true, 200]);
    expect(JSON.parse(delivery.body)).toMatchObject({
      tipo: 'cesion.reclamada',
      documento: { folio, rutEmisor: target.dte.rutEmisor },
    });

    // A second refresh raises nothing new: no second alert e-mail, delivery or toast.
    const alertMails = (await inboxMails(demo.platform.mail.apiUrl)).filter(isAlert).length;
    expect((await inboxMails(demo.platform.mail.apiUrl)).length).toBeGreaterThan(mailsBefore);
    await demo.platform.jobs.tick();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await inboxMails(demo.platform.mail.apiUrl)).filter(isAlert).length).toBe(alertMails);
    expect(demo.platform.webhookReceiver.received.filter(isDelivery).length).toBe(1);
    expect(
      await page
        .getByTestId('toast-warning')
        .filter({ hasText: `N° ${folio}` })
        .count(),
    ).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'reclamo-375');
  }, 240_000);
});
