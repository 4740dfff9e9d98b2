/**
 * Part of `npm run bench -- ledger-radar`: the time from a new document at the local SII to its row announced in the
 * browser (client-radar.md §4: pushed on eventoBack, held behind the banner), measured once on `npm start`'s platform
 * (a small demo world, the local SII without faults) with a signed-in Chromium on /radar-libro-ventas. The client
 * sync that reads the document is queued right after the document is issued, so the figure is that sync's run plus
 * the push and the banner drawn (target: under 10 s after the sync starts).
 */
import { performance } from 'node:perf_hooks';
import { systemScope } from '@lambdas/access/system-scope';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { launchChromium } from '../support/browser';
import { signIn, startE2ePlatform } from '../support/e2e-platform';
import { issueInvoiceAndSync } from '../support/live-invoice';
import { NO_FAULTS } from '../support/local-sii-world';
import { round } from './stats';

const ROW = '[data-testid=invoice-change-row]';
const BANNER = '[data-testid=new-documents-banner]';

/**
 * Runs the measurement (see the module docstring).
 * @returns seconds from the document issued (its sync queued) to the banner shown, and to its row on top after
 *   'Ver ahora'.
 * @throws Error when the platform has no analyst with enrolled clients, or the banner or the row does not show within
 *   a minute.
 */
export async function benchLedgerRadarLatency(): Promise<Record<string, number>> {
  const platform = await startE2ePlatform({ demoScale: 0.05, siiBehaviour: { faults: NO_FAULTS } });
  const browser = await launchChromium();
  try {
    await platform.jobs.firstRun;
    const analyst = platform.users.find((user) => user.kind === 'factoring' && user.factorings.length === 1);
    if (!analyst) throw new Error('el mundo demo no tiene analista');
    const rutFactoring = analyst.factorings[0]!.rut;
    const doc = createDynamoDocumentClient(platform.config);
    const clients = await new CredentialRepository(doc, platform.config.tables.credentials, null)
      .listClients(systemScope(rutFactoring))
      .finally(() => doc.destroy());
    const client = clients.find((candidate) => candidate.claveGuardada && candidate.estado !== 'Error Password');
    if (!client) throw new Error(`${rutFactoring} no tiene clientes con clave`);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, platform.webUrl, analyst.email, analyst.password);
    await page.goto(`${platform.webUrl}/radar-libro-ventas`);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });

    const issued = performance.now();
    const folio = await issueInvoiceAndSync(platform, rutFactoring, client.rutCliente);
    await page.locator(BANNER).waitFor({ timeout: 60_000 });
    const bannerSeconds = (performance.now() - issued) / 1000;
    await page.getByText('Ver ahora').click();
    await page
      .locator(`${ROW}:first-child td:nth-child(4)`)
      .filter({ hasText: new RegExp(`^${folio}$`) })
      .waitFor({ timeout: 60_000 });
    return {
      newDocumentToBannerSeconds: round(bannerSeconds, 2),
      newDocumentToRowSeconds: round((performance.now() - issued) / 1000, 2),
    };
  } finally {
    await browser.close();
    await platform.stop();
  }
}
