import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { taxFolderFileName } from '@lambdas/store/company-files/company-file-names';
import type { DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { carpetaHistoryOf } from '../support/carpeta-history';
import { downloadTaxFolder, listedClients, openClientDetail } from '../support/client-detail';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, signInAs } from '../support/demo-session';
import { gatheredRegistry, worldRegistry } from '../support/world-registry';

/** client-detail.md §4 "IVA history status colours", written out here rather than read from the app. */
const SPEC_COLOURS: Record<string, string> = {
  'Recibida y pagada': 'success',
  Pagada: 'success',
  'Con giro y sin pago': 'warning',
  'Sin pago': 'warning',
  Recibida: 'info',
  'Con giro': 'primary',
  Procesada: 'light',
  'Sin declaraciones': 'dark',
};

/**
 * The Carpeta Tributaria and Constitución tabs in Chromium against local mode over the demo world (client-detail.md
 * §2, §4, §7), once the start tick's client syncs gathered each client's Carpeta Tributaria from the local SII: the tax
 * folder PDF downloads byte-identical to the world's file, a client whose carpeta the SII does not issue shows the
 * card's error state, the IVA history lists the client's F29 declarations as its carpeta shows them with the spec's
 * colours and its detail follows the selection; a registered company shows its statute link and the sections of its
 * statute data (both layouts) as the client sync gathered them from the world's Registro de Empresas y Sociedades, a
 * not-registered one the notice. Expected values come from the demo world's files, not from the views.
 * No CSP violation on the way; no horizontal overflow at 375 px.
 */
describe('client detail: Carpeta Tributaria and Constitución tabs (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let violations: CspViolation[];
  let clients: string[];
  let synced: string[];
  let rutFactoring: string;
  let worldDir: string;

  const companyFiles = (rut: string): string[] => {
    const folder = path.join(worldDir, 'empresas', rut);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const companyFile = (rut: string, name: string): Buffer =>
    fs.readFileSync(path.join(worldDir, 'empresas', rut, name));
  const statuteData = (rut: string): Record<string, unknown> | null =>
    (gatheredRegistry(worldDir, rutFactoring, rut)?.document as Record<string, unknown> | undefined) ?? null;
  const clientWith = (test: (rut: string) => boolean, among: readonly string[] = clients): string => {
    const rut = among.find(test);
    expect(rut, 'the demo world holds a client in this state').toBeDefined();
    return rut!;
  };
  const openTab = (rut: string, tab: 'carpetaTributaria' | 'constitucion') =>
    openClientDetail(page, demo.platform.webUrl, rut, tab);

  beforeAll(async () => {
    worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, 'world.json'), 'utf8')) as DemoWorldManifest;
    const session = await signInAs(demo, 'analyst', { watchCsp: true });
    ({ page, csp: violations } = session);
    rutFactoring = session.user.factorings[0]!.rut;
    clients = manifest.factorings.find((f) => f.rut === rutFactoring)!.clientes;
    // infra/local/demo-credentials.ts: the first factoring's first two clients by RUT have no usable clave, so their
    // carpeta is never gathered; the Carpeta tests read clients that are synced.
    const unsynced = manifest.factorings[0]!.rut === rutFactoring ? [...clients].sort().slice(0, 2) : [];
    synced = clients.filter((rut) => !unsynced.includes(rut));
    // The client databases are built after the first refresh: the list shows them once they are there.
    await listedClients(page, demo.platform.webUrl, 120_000);
    // The start tick's client syncs gather each client's Carpeta Tributaria from the local SII, then rebuild the
    // databases.
    await demo.platform.jobs.firstRun;
  });

  it("downloads the client's tax folder PDF byte-identical to the SII file, and lists its carpeta's IVA history with the spec's colours", async () => {
    const rut = clientWith((r) => companyFiles(r).includes(taxFolderFileName(r)), synced);
    await openTab(rut, 'carpetaTributaria');
    const download = await downloadTaxFolder(page, taxFolderFileName(rut));
    expect(download.suggested).toBe(taxFolderFileName(rut));
    expect(download.bytes.equals(companyFile(rut, taxFolderFileName(rut)))).toBe(true);

    const world = parseIvaHistory(
      fs.readFileSync(path.join(worldDir, 'clientes', rut, `HISTORIAL_IVA_${rut}.json`)),
      rut,
    ).rows;
    const declarations = carpetaHistoryOf(world, new Date());
    expect(declarations.length).toBeGreaterThan(10);
    const rows = page.getByTestId('vat-history').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(declarations.length);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
        badge: tr.querySelector('.badge')?.className ?? '',
      })),
    );
    shown.forEach((row, i) => {
      const expected = declarations[i]!;
      expect(row.cells).toEqual([expected.periodo, expected.folio, expected.estado]);
      expect(row.badge).toContain(`text-bg-${SPEC_COLOURS[expected.estado] ?? 'secondary'}`);
    });

    // The first declaration starts selected and its events are the detail; a second click deselects, another row
    // selects.
    const detail = page.getByTestId('vat-history-detail').locator('tbody tr');
    const eventsOf = (i: number) =>
      (JSON.parse(declarations[i]!.historial) as [string, string][]).map(([fecha, texto]) => [fecha, texto]);
    const detailCells = () =>
      detail.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    expect(await rows.first().getAttribute('aria-pressed')).toBe('true');
    expect(await detailCells()).toEqual(eventsOf(0));
    await rows.first().click();
    await expect.poll(() => rows.first().getAttribute('aria-pressed')).toBe('false');
    expect(await detailCells()).toEqual([['No hay datos']]);
    await rows.nth(1).click();
    await expect.poll(() => rows.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await detailCells()).toEqual(eventsOf(1));
  });

  it("shows the SII's refusal as the card's error state for a client whose carpeta the SII does not issue", async () => {
    const rut = clientWith((r) => !companyFiles(r).includes(taxFolderFileName(r)), synced);
    await openTab(rut, 'carpetaTributaria');
    const card = page.getByTestId('tax-folder-card');
    await expect
      .poll(() => card.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe(
        'Error al verificar disponibilidad: No se pudo obtener la Carpeta Tributaria del SII: El SII no está disponible en este momento; se reintentará en la próxima actualización.',
      );
    expect(await card.getByRole('button', { name: 'Descargar PDF' }).count()).toBe(0);
  });

  it("shows a registered company's statute link and the sections of its extracted data", async () => {
    const rut = clientWith((r) => Boolean(statuteData(r)?.datos_extraidos));
    const datos = statuteData(rut)!.datos_extraidos as {
      declared_capital: string;
      participants: { name: string }[];
      representatives: { name: string }[];
    };
    await openTab(rut, 'constitucion');
    await page.getByRole('heading', { name: 'Estado de la Empresa' }).waitFor();
    const link = page.getByRole('link', { name: 'Descargar Estatuto Actualizado' });
    await link.waitFor({ timeout: 30_000 });
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).searchParams.get('X-Amz-Expires')).toBe('7200');
    expect(
      Buffer.from(await (await fetch(href)).arrayBuffer()).equals(gatheredRegistry(worldDir, rutFactoring, rut)!.pdf),
    ).toBe(true);

    const sections = page.getByTestId('constitution-sections');
    await sections.waitFor({ timeout: 30_000 });
    expect(await sections.textContent()).toContain(`Capital Declarado: ${datos.declared_capital}`);
    const participants = page.getByTestId('constitution-participants').locator('tbody tr');
    expect(await participants.count()).toBe(datos.participants.length);
    expect(await participants.first().textContent()).toContain(datos.participants[0]!.name);
    expect(await page.getByTestId('constitution-representatives').textContent()).toContain(
      datos.representatives[0]!.name,
    );
    expect(await page.getByTestId('constitution-socios').count()).toBe(0);
  });

  it('shows the legacy layout of a statute without extracted data', async () => {
    const rut = clientWith((r) => statuteData(r) !== null && !statuteData(r)!.datos_extraidos);
    const legacy = statuteData(rut) as { razonSocial: string; socios: { nombre: string }[] };
    await openTab(rut, 'constitucion');
    const socios = page.getByTestId('constitution-socios').locator('tbody tr');
    await expect.poll(() => socios.count(), { timeout: 30_000 }).toBe(legacy.socios.length);
    expect(await page.getByTestId('constitution-sections').textContent()).toContain(legacy.razonSocial);
  });

  it('shows the notice for a company not registered, at 375 px without horizontal overflow', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const rut = clientWith((r) => worldRegistry(worldDir, r) === null);
    await openTab(rut, 'constitucion');
    await expect
      .poll(
        () =>
          page
            .getByTestId('constitucion-not-registered')
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain('no está registrada en el Registro de Empresas y Sociedades');
    expect(await page.getByRole('link', { name: 'Descargar Estatuto Actualizado' }).count()).toBe(0);
    for (const tab of ['constitucion', 'carpetaTributaria'] as const) {
      await openTab(rut, tab);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    expect(violations).toEqual([]);
  });
});
