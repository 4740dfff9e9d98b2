import { format, subMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthLabel } from '@domain/calendar-month';
import { displayRut } from '@domain/es-cl-format';
import { readPdf } from '../unit/documents/pdf-content';
import { demoSuite, demoUser, signInAs, type DemoSession } from '../support/demo-session';
import { firstWorkingDayOfMonth, runMonthlyReportsAt } from '../support/monthly-report-run';

const card = (page: Page) => page.getByRole('region', { name: 'Informe mensual por correo' });

/**
 * 'Informe mensual por correo' on '/reportes' in Chromium against local mode: the first demo factoring's analyst is
 * subscribed by the demo, and a user with cuentas subscribes another of the factoring's users, which a reload keeps;
 * the monthly job, run for this month's first working day, sends the new subscriber last month's report, which
 * MailDev's web inbox shows with its PDF.
 */
describe("'Informe mensual por correo' (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let session: DemoSession;

  beforeAll(async () => {
    session = await signInAs(demo, 'analyst', {
      totp: true,
      route: '/reportes',
      ready: (page) => card(page).getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 60_000 }),
    });
  }, 180_000);

  it("lists the factoring's users with the demo subscriber checked, and saves another subscriber", async () => {
    const { page } = session;
    const analyst = demoUser(demo.platform, 'analyst').email;
    const admin = demoUser(demo.platform, 'admin').email;
    await expect(card(page).getByRole('checkbox', { name: analyst }).isChecked()).resolves.toBe(true);
    await expect(card(page).getByRole('checkbox', { name: admin }).isChecked()).resolves.toBe(false);
    await card(page).getByRole('checkbox', { name: admin }).check();
    await card(page).getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Suscripciones al informe mensual guardadas').waitFor();
    await page.reload();
    await card(page).getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 60_000 });
    await expect(card(page).getByRole('checkbox', { name: admin }).isChecked()).resolves.toBe(true);
    await expect(card(page).getByRole('checkbox', { name: analyst }).isChecked()).resolves.toBe(true);
  });

  it("sends the new subscriber last month's report as a PDF, seen in MailDev's web inbox", async () => {
    const { platform, browser } = demo;
    const admin = demoUser(platform, 'admin').email;
    const factoring = demoUser(platform, 'analyst').factorings[0]!;
    const day = firstWorkingDayOfMonth(new Date());
    // The month before the run's, in the test's own words ('yyyy-MM'; `day` is the same date in UTC and in Chile).
    const mes = format(subMonths(day, 1), 'yyyy-MM');
    const counts = await runMonthlyReportsAt(platform, day);
    expect(counts.fallidos).toBe(0);
    expect(counts.enviados + counts.repetidos).toBeGreaterThanOrEqual(2);

    const inbox = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await inbox.goto(platform.mail.inboxUrl);
      const subject = `Informe mensual de cesiones ${monthLabel(mes)} - ${factoring.razonSocial}`;
      await inbox.getByTestId('search-input').fill(admin);
      // The list filters a moment after the search is typed: the item is picked by its recipient too, or on a loaded
      // machine the analyst's copy of the same report, still listed, would be opened.
      await inbox
        .getByTestId('email-list-item')
        .filter({ hasText: subject })
        .filter({ hasText: admin })
        .first()
        .click();
      const viewer = inbox.getByTestId('email-viewer');
      await expect(viewer.getByTestId('email-subject').innerText()).resolves.toBe(subject);
      // The viewer draws the subject before the headers: wait for the recipient rather than count it at once.
      await viewer.getByText(admin).first().waitFor();
      const attachment = viewer.getByTestId('email-attachment').filter({ hasText: `Informe mensual ${mes}.pdf` });
      const href = await attachment.getAttribute('href');
      const response = await inbox.request.get(new URL(href!, platform.mail.inboxUrl).href);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const pdf = await readPdf(await response.body());
      expect(pdf.text).toContain(`Periodo: ${monthLabel(mes)}`);
      for (const page of pdf.pageTexts)
        expect(page).toContain(`${factoring.razonSocial} · RUT ${displayRut(factoring.rut)}`);
    } finally {
      await inbox.close();
    }
  });
});
