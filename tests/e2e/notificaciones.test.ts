import { systemScope } from '@lambdas/access/system-scope';
import { XMLParser } from 'fast-xml-parser';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayRut } from '@domain/es-cl-format';
import { demoDeudorEmail } from '@infra/local/seed-notificaciones';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { NotificacionRepository } from '@lambdas/store/notificacion-repository';
import { demoSuite, demoUser, saveShot, signInAs } from '../support/demo-session';
import { inboxAttachment, waitForMail } from '../support/mail-inbox';
import { daysAgo, searchWholePeriod } from './monitoring-helpers';
import { fillDate } from '../support/date-field';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * Debtor notifications end to end in Chromium (core-platform §2 "Notifications screen", §4, §5, §8): the
 * demo factoring finds its seeded notified debtor (a tick) and the debtor whose e-mail it keeps (prefilled); Notificar
 * refuses an empty selection and an empty address list with the spec's messages; two debtors are notified, each
 * e-mail arrives in the local MailDev inbox with its documents' AECs attached, the ticks appear, and the acquired
 * screen shows the 'Notificado' mark.
 */
describe('Notificaciones (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;

  /** The viewport, or one element (a card) when given. */
  const shot = (name: string, element?: Locator) => saveShot(SCREENSHOTS, element ?? page, name, false);
  const cards = () => page.getByTestId('deudor-card');
  const card = (rut: string) => page.locator(`[data-testid=deudor-card][data-rut="${rut}"]`);
  const chips = (scope: Locator) => scope.getByTestId('email-chip').allInnerTexts();
  const toast = (kind: 'success' | 'error', message: string | RegExp) =>
    page.getByTestId(`toast-${kind}`).filter({ hasText: message }).first().waitFor({ timeout: 20_000 });

  // Two notices with their AECs, each waited on screen and in the inbox: minutes, not seconds, on a loaded CI machine.
  it('notifies two debtors: both e-mails arrive with their AECs, the ticks and the Notificado mark appear', async () => {
    const user = demoUser(demo.platform, 'analyst');
    const rutFactoring = user.factorings[0]!.rut;
    const doc = createDynamoDocumentClient(demo.platform.config);
    const repository = new NotificacionRepository(doc, demo.platform.config.tables.notificaciones);
    const seeded = [...(await repository.listNotificaciones(systemScope(rutFactoring), 'cesion')).values()];
    doc.destroy();
    expect(seeded).toHaveLength(1);
    const notified = seeded[0]!;

    ({ page } = await signInAs(demo, user, {
      // A step that cannot complete fails with its own locator, well inside the test's time.
      beforeSignIn: (opened) => opened.setDefaultTimeout(25_000),
    }));
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    await page.getByRole('link', { name: 'Notificación Cesión' }).click();
    await page.waitForURL((url) => url.pathname === '/notificacion-cesion');
    await page.getByRole('heading', { name: 'Notificaciones cesion' }).waitFor();
    await cards().first().waitFor({ timeout: 60_000 });
    await shot('notificaciones-cesion-1440');

    // The seeded state: a tick on the notified document, the kept address prefilled.
    const notifiedCard = card(notified.rutDeudor);
    await notifiedCard
      .locator(`[data-testid=notificacion-row][data-folio="${notified.folio}"] [data-testid=notificado-si]`)
      .waitFor();
    // The addresses come from a second request per debtor: a card is busy until they are in its input.
    await expect
      .poll(() => page.locator('[data-testid=deudor-card][aria-busy=true]').count(), { timeout: 30_000 })
      .toBe(0);
    expect(await chips(notifiedCard)).toContain(demoDeudorEmail(notified.rutDeudor));
    const ruts = await cards().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-rut')!));
    const others = ruts.filter((rut) => rut !== notified.rutDeudor);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const remembered = [];
    for (const rut of others) if ((await chips(card(rut))).includes(demoDeudorEmail(rut))) remembered.push(rut);
    expect(remembered).toHaveLength(1);
    await shot('notificaciones-notificado-card-1440', notifiedCard);
    await shot('notificaciones-recordado-card-1440', card(remembered[0]!));

    // §5 messages: nothing selected, then no address.
    const [first, second] = others as [string, string];
    const a = card(first);
    await a.getByLabel('Seleccionar todos').uncheck();
    await a.getByRole('button', { name: 'Notificar' }).click();
    await toast('error', 'Debe elegir por lo menos un documento!');
    await a.getByLabel('Seleccionar todos').check();
    for (const email of await chips(a)) await a.getByRole('button', { name: `Quitar ${email}` }).click();
    await a.getByRole('button', { name: 'Notificar' }).click();
    await toast('error', /^Error al notificar!$/);
    await a.getByLabel('Emails del deudor').fill('tesoreria@deudor');
    await a.getByLabel('Emails del deudor').press('Enter');
    await a.getByRole('button', { name: 'Notificar' }).click();
    await toast('error', 'Error al notificar! Emails inválidos: tesoreria@deudor');
    await shot('notificaciones-errores-1440');
    await shot('notificaciones-errores-card-1440', a);
    await a.getByRole('button', { name: 'Quitar tesoreria@deudor' }).click();

    // Two debtors notified, each with its own address.
    const sent: Array<{ rut: string; email: string; folios: number[]; name: string }> = [];
    for (const [index, rut] of [first, second].entries()) {
      const target = card(rut);
      const email = `tesoreria${index + 1}.e2e@deudor-ejemplo.cl`;
      await target.getByLabel('Emails del deudor').fill(email);
      await target.getByLabel('Emails del deudor').press('Enter');
      const folios = await target
        .getByTestId('notificacion-row')
        .evaluateAll((rows) =>
          rows
            .filter((row) => (row.querySelector('input[type=checkbox]') as HTMLInputElement | null)?.checked)
            .map((row) => Number(row.getAttribute('data-folio'))),
        );
      expect(folios.length).toBeGreaterThan(0);
      await target.getByRole('button', { name: 'Notificar' }).click();
      const name = await target.locator('h2').innerText();
      await toast(
        'success',
        `Se notificó a ${name} (${folios.length} ${folios.length === 1 ? 'documento' : 'documentos'})`,
      );
      for (const folio of folios)
        await target
          .locator(`[data-testid=notificacion-row][data-folio="${folio}"] [data-testid=notificado-si]`)
          .waitFor({ timeout: 20_000 });
      sent.push({ rut, email, folios, name });
    }
    await shot('notificaciones-notificadas-card-1440', card(second));

    const parser = new XMLParser();
    for (const notice of sent) {
      const mail = await waitForMail(demo.platform.mail.apiUrl, (m) => m.to.some((to) => to.address === notice.email));
      expect(mail.subject).toBe(`Notificación de cesión de créditos: ${notice.name} (${displayRut(notice.rut)})`);
      expect(notice.name).not.toBe('');
      expect(mail.text).toContain('artículo 7 de la Ley N° 19.983');
      for (const folio of notice.folios) expect(mail.text).toMatch(new RegExp(`Folio\\s+${folio}\\b`));
      expect(mail.attachments).toHaveLength(notice.folios.length);
      const aec = await inboxAttachment(demo.platform.mail.apiUrl, mail, mail.attachments![0]!.filename);
      expect(Object.keys(parser.parse(aec.toString('latin1')))).toContain('AEC');
    }

    // The acquired screen marks the notified documents.
    await page.getByRole('link', { name: 'Adquiridas' }).click();
    await page.waitForURL((url) => url.pathname === '/cesion-adquiridas');
    // The route's screen loads lazily: until its heading shows, the previous screen may still be the one on the page.
    await page.getByRole('heading', { name: 'Cesiones adquiridas' }).waitFor();
    const folio = sent[0]!.folios[0]!;
    await page.getByLabel('Folio', { exact: true }).fill(String(folio));
    await fillDate(page, 'Desde', daysAgo(90));
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    const markedRow = page
      .locator(`[data-testid=cession-row][data-folio="${folio}"]`, { has: page.getByTestId('notificado-badge') })
      .first();
    await markedRow.waitFor();
    await shot('adquiridas-notificado-1440', markedRow);
    await page.close();
  }, 180_000);

  it('shows the recesion screen and fits 375 px without sideways scrolling', async () => {
    ({ page } = await signInAs(demo, 'analyst', {
      viewport: { width: 375, height: 812 },
      route: '/notificacion-recesion',
      ready: (opened) => opened.getByRole('heading', { name: 'Notificaciones recesion' }).waitFor(),
    }));
    await page.locator('[data-testid=deudor-card], [data-testid=empty-state]').first().waitFor({ timeout: 60_000 });
    await shot('notificaciones-recesion-375');
    await shot('notificaciones-recesion-card-375', page.locator('[data-testid=deudor-card]').first());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
