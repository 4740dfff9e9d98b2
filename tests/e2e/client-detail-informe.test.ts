import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '../../domain/chile-time';
import { displayRut, formatClp, formatFecha } from '../../domain/es-cl-format';
import { launchChromium } from '../support/browser';
import { watchCspViolations, type CspViolation } from '../support/csp-violations';
import { clientCessions, hasClientFiles } from '../support/demo-client-files';
import { signIn, startE2ePlatform } from '../support/e2e-platform';
import { readPdf } from '../unit/documents/pdf-content';

/**
 * 'Informe de cliente' (issue 13 point 6) in Chromium against local mode: on the demo client with the most cessions,
 * the button saves 'informe_{rut}_{yyyy-MM-dd}.pdf' made in the browser under the strict CSP; read back with pdfjs it
 * names the client, the page's Inicio/Fin, the ceded amount of the range summed from the client's raw "cesiones en
 * período" answers, and on every page the footer with today's date (Chile) and the signed-in user's e-mail.
 */
describe('client detail: Informe de cliente PDF (demo world)', () => {
  let platform: Awaited<ReturnType<typeof startE2ePlatform>>;
  let browser: Browser;
  let page: Page;
  let email: string;
  let violations: CspViolation[];

  beforeAll(async () => {
    platform = await startE2ePlatform({ demoScale: 0.1 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    violations = await watchCspViolations(page.context());
    const user = platform.users.find((u) => u.factorings.length === 1)!;
    email = user.email;
    await signIn(page, platform.webUrl, user.email, user.password);
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('downloads the report with identification, period, the ceded amount of the raw files and the footer', async () => {
    const world = path.join(platform.dataDir, 'demo-world');
    await page.goto(new URL('/dashboard-clientes', platform.webUrl).href);
    const links = page.getByTestId('clients-table').getByRole('link', { name: 'Ver Detalle' });
    await links.first().waitFor({ timeout: 60_000 });
    let rut = '';
    let cessions: ReturnType<typeof clientCessions> = [];
    for (const href of await Promise.all((await links.all()).map((link) => link.getAttribute('href')))) {
      const candidate = decodeURIComponent(new URL(href!, platform.webUrl).pathname.split('/').pop()!);
      const found = hasClientFiles(world, candidate) ? clientCessions(world, candidate) : [];
      if (found.length > cessions.length) [rut, cessions] = [candidate, found];
    }
    expect(cessions.length).toBeGreaterThan(0);
    await page.goto(new URL(`/dashboard-clientes/${rut}?tab=cesiones`, platform.webUrl).href);
    await page.getByTestId('factoring-concentration-row').first().waitFor({ timeout: 60_000 });
    const inicio = await page.getByLabel('Inicio').inputValue();
    const fin = await page.getByLabel('Fin').inputValue();
    const ceded = cessions.filter((c) => c.fchCesion.slice(0, 10) >= inicio && c.fchCesion.slice(0, 10) <= fin);
    expect(ceded.length).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Informe de cliente' }).click()]);
    const today = todayInChile(new Date());
    expect(download.suggestedFilename()).toBe(`informe_${rut}_${today}.pdf`);
    const pdf = await readPdf(readFileSync((await download.path())!));

    expect(pdf.text).toContain('Informe de cliente');
    expect(pdf.text).toContain(`RUT ${displayRut(rut)}`);
    expect(pdf.text).toContain(`Período: ${formatFecha(inicio)} al ${formatFecha(fin)}`);
    expect(pdf.text).toContain(`Monto cedido ${formatClp(ceded.reduce((sum, c) => sum + c.mntCesion, 0))}`);
    expect(pdf.text).toContain('Cesiones Mensuales');
    expect(pdf.text).toContain('Ventas Mensuales');
    expect(pdf.text).toContain('Compras Mensuales');
    expect(pdf.text).toContain('Concentración por Factoring - Proveedores');
    const footer = new RegExp(`Generado el ${formatFecha(today).replace(/\//g, '\\/')} \\d{2}:\\d{2} por ${email.replace(/[.+]/g, '\\$&')}`, 'g');
    expect(pdf.text.match(footer) ?? []).toHaveLength(pdf.pages);
    expect(violations).toEqual([]);
  });
});
