import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@web/lib/runtime-config';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchWholePeriod } from './monitoring-helpers';

/**
 * The app under the security headers of infra/security-headers.ts, as the local CloudFront sends them: the
 * main screens work without one Content-Security-Policy violation (no inline script, no eval, no
 * resource or connection the policy does not name), and a certificate is shown in a sandboxed frame, never written
 * into a document of the app's origin.
 */
describe('the app under its Content-Security-Policy (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let context: BrowserContext;
  let page: Page;
  let violations: CspViolation[];
  let documentHeaders: Record<string, string>;

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', {
      viewport: { width: 1400, height: 900 },
      watchCsp: true,
      landing: (opened, signIn) =>
        searchWholePeriod(opened, async () => {
          const response = await opened.goto(demo.platform.webUrl);
          documentHeaders = response!.headers();
          await signIn();
        }),
    });
    ({ context, page, csp: violations } = session);
  });

  it('serves the app with a CSP that allows no inline script and names each endpoint of config.json', async () => {
    const csp = documentHeaders['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(documentHeaders['x-content-type-options']).toBe('nosniff');
    expect(documentHeaders['x-frame-options']).toBe('DENY');
    expect(documentHeaders['referrer-policy']).toBe('no-referrer');
    expect(documentHeaders['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    const config = parseRuntimeConfig(await (await fetch(new URL('/config.json', demo.platform.webUrl))).json());
    const connect = /connect-src ([^;]+)/.exec(csp)![1]!.split(' ');
    for (const url of [config.graphqlUrl, config.restUrl, config.websocketUrl, config.cognitoEndpoint!]) {
      expect(connect).toContain(new URL(url).origin);
    }
  });

  it('shows the monitoring list, the Mvtos. history and the AEC and Excel downloads', async () => {
    const row = page.getByTestId('cession-row').first();
    const folio = (await row.getAttribute('data-folio'))!;
    await row.getByRole('button', { name: 'Mvtos.', exact: true }).click();
    const frame = page.locator(`iframe[title="Movimientos folio ${folio}"]`);
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() => page.frameLocator(`iframe[title="Movimientos folio ${folio}"]`).locator('body').innerText(), {
        timeout: 20_000,
      })
      .toContain(folio);
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    const aec = page
      .getByTestId('cession-row')
      .getByRole('button', { name: 'AEC', exact: true })
      .and(page.locator(':enabled'))
      .first();
    const [aecFile] = await Promise.all([page.waitForEvent('download'), aec.click()]);
    expect(aecFile.suggestedFilename()).toMatch(/\.xml$/);
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a excel' }).first().click(),
    ]);
    expect(excel.suggestedFilename()).toBe('Cesiones exportadas.xlsx');
  });

  it("shows the certificate in a frame sandboxed without scripts or the app's origin, in the '/loading' tab", async () => {
    const row = page.getByTestId('cession-row').first();
    const folio = (await row.getAttribute('data-folio'))!;
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: 'Cert.', exact: true }).click(),
    ]);
    const frame = tab.locator('iframe[title="Certificado de cesión"]');
    await frame.waitFor({ timeout: 20_000 });
    expect(new URL(tab.url()).pathname).toBe('/loading');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() => tab.frameLocator('iframe[title="Certificado de cesión"]').locator('body').innerText(), {
        timeout: 20_000,
      })
      .toContain(`Folio\t${folio}`);
    // The app's own document in the tab holds only the frame, not the certificate.
    expect(await tab.evaluate(() => document.body.innerText)).not.toMatch(/Certificado de Cesi/);
    expect(await tab.title()).toMatch(/certificado|cesi/i);
    await tab.close();
  });

  it('shows the client list and a client detail from its SQLite database (sql.js)', { timeout: 150_000 }, async () => {
    const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'), { timeout: 120_000 });
    await page.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
    const rows = page.getByTestId('clients-table').locator('tbody tr');
    await rows.first().waitFor({ timeout: 60_000 });
    await rows.filter({ hasText: 'Activo' }).first().getByRole('link', { name: 'Ver Detalle' }).click();
    await page.getByTestId('factoring-concentration-table').waitFor({ timeout: 60_000 });
    expect((await wasm).status()).toBe(200);
  });

  it('shows the notifications, webhooks and alerts screens', async () => {
    await page.goto(new URL('/notificaciones', demo.platform.webUrl).href);
    await page.getByRole('heading', { name: 'Notificaciones cesion' }).waitFor();
    await page.goto(new URL('/herramientas-webhooks', demo.platform.webUrl).href);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.goto(new URL('/alertas', demo.platform.webUrl).href);
    await page.getByRole('heading').first().waitFor();
  });

  it('loads the other tool screens', { timeout: 120_000 }, async () => {
    const paths = [
      '/cesion-adquiridas',
      '/cesion-cedidas',
      '/descarga-masiva-aecs',
      '/carga-nomina',
      '/certificado-digital',
      '/enrolador',
      '/re-cesionarios',
      '/cuentas',
      '/consultaPrevia',
      '/cesion-masiva',
    ];
    for (const path of paths) {
      // Each screen's code chunk and first queries have arrived once the network is idle.
      await page.goto(new URL(path, demo.platform.webUrl).href, { waitUntil: 'networkidle' });
      await page.locator('#root *').first().waitFor();
    }
  });

  it('met no CSP violation on any of those screens', () => {
    expect(violations).toEqual([]);
  });

  it('would have caught one: an inline script is refused and reported', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => document.body.dataset.inline)).toBeUndefined();
  });
});
