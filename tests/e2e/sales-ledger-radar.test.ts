import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { NO_LIMITS } from '@domain/cartera/limits';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { demoSuite, demoUser, signInAs } from '../support/demo-session';
import { issueInvoiceAndSync } from '../support/live-invoice';
import { NO_FAULTS } from '../support/local-sii-world';

/** Where the screens are saved for a look (not compared). */
const SHOTS = process.env.RC_SHOTS_DIR;
const BANNER = '[data-testid=new-documents-banner]';

async function rowFolios(page: Page): Promise<string[]> {
  return page.locator('[data-testid=invoice-change-row] td:nth-child(4)').allTextContents();
}

describe('Radar Libro Ventas: the feed of new invoices and cessions of the clients, told by eventoBack', () => {
  // Without the local SII's random faults: a failed sales export would hold the new invoice until the next sync.
  const demo = demoSuite({ demoScale: 0.05, siiBehaviour: { faults: NO_FAULTS } });

  it('lists the clients’ recent sales, searches, pages, shows a new invoice behind the banner and a failed poll', async () => {
    await demo.platform.jobs.firstRun;
    const user = demoUser(demo.platform, 'analyst');
    const rutFactoring = user.factorings[0]!.rut;
    const doc = createDynamoDocumentClient(demo.platform.config);
    const clients = await new CredentialRepository(doc, demo.platform.config.tables.credentials, null).listClients(
      systemScope(rutFactoring),
    );
    // The demo gives this factoring Cartera limits (for Reportes), one of them breached: without them every new
    // invoice that is neither ceded nor claimed can still be bought, whichever debtor it names.
    await new CarteraRepository(doc, demo.platform.config.tables.carteras).putLimits(
      systemScope(rutFactoring),
      NO_LIMITS,
    );
    doc.destroy();
    const session = await signInAs(demo, user, {
      route: '/radar-libro-ventas',
      ready: (page) => page.locator('[data-testid=invoice-change-row]').first().waitFor({ timeout: 60_000 }),
      shots: SHOTS,
    });
    const { page } = session;
    await expect.poll(() => page.locator('[data-testid=ultima-consulta]').textContent()).toMatch(/\d\d:\d\d/);
    const firstPage = await rowFolios(page);
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.length).toBeLessThanOrEqual(20);
    for (const badge of await page.locator('[data-testid=invoice-change-row] .badge').allTextContents())
      expect(['Nuevo', 'Cesión', 'Nota de crédito', 'Reclamada', 'Aceptada', 'Financiable']).toContain(badge);
    await session.shot('radar-libro-ventas');

    // Paging: 20 rows a page, the second page other rows.
    const summary = await page.locator('[data-testid=page-summary]').textContent();
    const total = Number(/de (\d+)/.exec(summary ?? '')?.[1] ?? '0');
    if (total > 20) {
      await page.getByRole('button', { name: 'Página 2' }).click();
      await expect.poll(() => rowFolios(page)).not.toEqual(firstPage);
      await page.getByRole('button', { name: 'Página 1' }).click();
    }

    // Search by the client RUT of the first row, typed with dots and in spaces; then one nobody matches.
    const search = page.getByPlaceholder('Buscar por RUT o razón social (cliente o deudor)...');
    const clientRut = (await page
      .locator('[data-testid=invoice-change-row] td:first-child .small')
      .first()
      .textContent())!;
    await search.fill(`  ${clientRut}  `);
    await expect
      .poll(() => page.locator('[data-testid=search-count]').textContent())
      .toMatch(/^\d+ resultado\(s\) encontrado\(s\)$/);
    for (const cell of await page.locator('[data-testid=invoice-change-row]').allTextContents())
      expect(cell).toContain(clientRut);
    await search.fill('nadie se llama así');
    await page.getByText('No se encontraron resultados para "nadie se llama así"').waitFor();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => rowFolios(page)).toEqual(firstPage);

    // The event filter: only the cessions to other factorings, each a red 'Cesión'.
    const evento = page.getByRole('combobox', { name: 'Evento' });
    await evento.selectOption({ label: 'Cedida a otro factoring' });
    await expect.poll(() => rowFolios(page)).not.toEqual(firstPage);
    for (const badge of await page.locator('[data-testid=invoice-change-row] .badge').all())
      expect([await badge.textContent(), await badge.getAttribute('class')]).toEqual([
        'Cesión',
        'badge text-bg-danger',
      ]);
    await session.shot('radar-libro-ventas-cedidas-a-otro');
    // The choice lives in the address: a reload shows the same rows under the same choice.
    const cedidas = await rowFolios(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('evento')).toBe('cedida-otro');
    await page.reload();
    await expect.poll(() => rowFolios(page)).toEqual(cedidas);
    expect(await evento.inputValue()).toBe('cedida-otro');
    await evento.selectOption({ label: 'Todos los eventos' });
    await expect.poll(() => rowFolios(page)).toEqual(firstPage);

    // A new invoice at the local SII, read by a client sync: pushed on eventoBack, held behind the banner.
    // A client whose clave works: the demo also holds a refused one, never synced, whose cessions reach the radar from
    // the factoring's own refresh (the first row's client on some days).
    const synced = clients.filter((client) => client.claveGuardada && client.estado === 'Activo');
    const rutCliente = (synced.find((client) => clientRut.replace(/\./g, '') === client.rutCliente) ?? synced[0])!
      .rutCliente;
    const folio = await issueInvoiceAndSync(demo.platform, rutFactoring, rutCliente);
    await page.locator(BANNER).waitFor({ timeout: 60_000 });
    expect(await page.locator(BANNER).textContent()).toBe('1 nuevo(s) documento(s) emitido(s)Ver ahora');
    expect(await rowFolios(page)).toEqual(firstPage);
    await session.shot('radar-libro-ventas-banner');
    await page.getByText('Ver ahora').click();
    await expect.poll(() => rowFolios(page).then((folios) => folios[0])).toBe(String(folio));
    expect(await page.locator(BANNER).count()).toBe(0);
    // Received today, not ceded nor claimed, and no Cartera limit (cleared above): it can still be bought.
    const newRow = page.locator('[data-testid=invoice-change-row]').first();
    expect(await newRow.locator('[data-testid=financiable]').textContent()).toBe('Financiable');
    expect(await newRow.textContent()).toMatch(/Faltan? \d+ días?/);

    // The next poll fails: its message and the retry note, the rows kept.
    await page.route('**/api/invoice-changes**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'caído' }) }),
    );
    await issueInvoiceAndSync(demo.platform, rutFactoring, rutCliente);
    const failure = page.locator('[data-testid=poll-error]');
    await failure.waitFor({ timeout: 60_000 });
    expect(await failure.textContent()).toBe('Error 500: caído. Reintentando en 5 minutos');
    expect((await rowFolios(page))[0]).toBe(String(folio));
    await session.shot('radar-libro-ventas-poll-error');

    // Actualizar resets and reloads: the API is back, both new invoices show, no error.
    await page.unroute('**/api/invoice-changes**');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => rowFolios(page).then((folios) => folios[0])).toBe(String(folio + 1));
    expect(await failure.count()).toBe(0);
    await page.close();
  }, 240_000);
});
