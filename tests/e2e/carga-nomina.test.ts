import { systemScope } from '@lambdas/access/system-scope';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { DEMO_NOMINA_ESTADOS } from '@infra/local/seed-tenants';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { demoSuite, signInAs } from '../support/demo-session';
import { daysAgo } from './monitoring-helpers';

const VIEWPORT = { width: 1400, height: 900 };

/**
 * A back-office nómina as core-platform §5 reads it: 10 rows of header, then status col 1, folio 5, client 10, debtor
 * 12.
 */
async function writeNomina(
  file: string,
  rows: Array<{ estado: string; folio: number; rutClient: string; rutDebtor: string }>,
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Nomina');
  sheet.getCell('A1').value = 'NÓMINA DE DOCUMENTOS (DBThor)';
  sheet.getRow(10).values = [
    'Estado',
    'Operación',
    'Tipo',
    'Fecha',
    'Folio',
    'Monto',
    'Plazo',
    'Tasa',
    'Cliente',
    'Rut Cliente',
    'Deudor',
    'Rut Deudor',
  ];
  rows.forEach((row, index) => {
    sheet.getRow(11 + index).values = [
      row.estado,
      1,
      'FACTURA',
      '01-01-2026',
      row.folio,
      1000,
      30,
      1.5,
      'CLIENTE',
      row.rutClient,
      'DEUDOR',
      row.rutDebtor,
    ];
  });
  await workbook.xlsx.writeFile(file);
}

/**
 * 'Carga Nómina' end to end in Chromium over the demo world (core-platform §2, §5, §6, §7): the factoring with the
 * nómina feature finds the menu item, uploads its back office's sheet (a decimal folio is refused with the spec's
 * message, the good row is stored), and the acquired table shows the uploaded status in the Estado DBThor column.
 */
describe('Carga Nómina and the Estado DBThor column (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-nomina-'));
  /** The acquired document the uploaded nómina lists with estado 'E2E EN COBRANZA'. */
  let folio = 0;
  const estadoCells = () =>
    page.locator(`[data-testid=cession-row][data-folio="${folio}"]`).getByTestId('estado-dbthor');

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('uploads a nómina and shows its status in the acquired table', async () => {
    const session = await signInAs(demo, 'extended', { viewport: VIEWPORT });
    ({ page } = session);
    const rutFactoring = session.user.factorings[0]!.rut;
    const firstRow = page.getByTestId('cession-row').first();
    await firstRow.waitFor({ timeout: 30_000 });
    folio = Number(await firstRow.getAttribute('data-folio'));
    // Local mode loaded a sample nómina for this factoring (infra/local/seed-tenants.ts seedDemoNomina).
    const seeded = await page.getByTestId('estado-dbthor').allInnerTexts();
    expect(seeded.some((estado) => (DEMO_NOMINA_ESTADOS as readonly string[]).includes(estado))).toBe(true);

    const doc = createDynamoDocumentClient(demo.platform.config);
    const { items } = await new CessionRepository(doc, demo.platform.config.tables.cessions).query(
      systemScope(rutFactoring),
      {
        role: 'cesionario',
        desde: daysAgo(7),
        hasta: todayInChile(new Date()),
        folio,
      },
    );
    doc.destroy();
    const cesion = items[0]!;
    const file = path.join(workDir, 'nomina.xlsx');
    await writeNomina(file, [
      { estado: 'E2E EN COBRANZA', folio, rutClient: cesion.cedente.rut, rutDebtor: cesion.deudor.rut },
      { estado: 'VIGENTE', folio: 12.5, rutClient: cesion.cedente.rut, rutDebtor: cesion.deudor.rut },
    ]);

    await page.getByRole('button', { name: /Herramientas/ }).click();
    await page.getByRole('link', { name: 'Carga Nómina' }).click();
    await page.waitForURL((url) => url.pathname === '/cargaNomina');
    await page.getByRole('button', { name: 'Confirmar Envío' }).click();
    await expect.poll(() => page.getByTestId('toast-error').allInnerTexts()).toContain('No elegiste ningún archivo');

    await page.getByLabel(/Nómina exportada/).setInputFiles(file);
    await page.getByRole('button', { name: 'Confirmar Envío' }).click();
    await expect
      .poll(() => page.getByTestId('toast-success').allInnerTexts(), { timeout: 20_000 })
      .toContain('Nómina cargada con éxito!');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Filas no consideradas' }).innerText())
      .toContain(
        'Fila 12: Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: 12.5',
      );

    await page.getByRole('link', { name: 'Adquiridas' }).click();
    await page.getByRole('columnheader', { name: 'Estado DBThor' }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => estadoCells().allInnerTexts(), { timeout: 20_000 }).toContain('E2E EN COBRANZA');

    const { page: other } = await signInAs(demo, 'analyst', { viewport: VIEWPORT });
    await other.getByTestId('cession-row').first().waitFor({ timeout: 30_000 });
    await other.getByRole('button', { name: /Herramientas/ }).click();
    await other.getByRole('link', { name: 'Webhooks' }).waitFor();
    expect(await other.getByRole('link', { name: 'Carga Nómina' }).count()).toBe(0);
    expect(await other.getByRole('columnheader', { name: 'Estado DBThor' }).count()).toBe(0);
    await other.close();
  });

  it('keeps the Estado DBThor column after an extended Filtrar and shows it in the stacked cards below 768 px', async () => {
    // This factoring has busquedaExtendida (DEMO_EXTENDED_FEATURES): Filtrar asks POST v1/jwt/cesiones-periodo.
    const periodAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/v1/jwt/cesiones-periodo') && response.ok(),
    );
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const answered = (await (await periodAnswer).json()) as {
      Cesiones: Array<{ folio: number; estadoDbThor?: string | null }>;
    };
    expect(answered.Cesiones.find((cesion) => cesion.folio === folio)?.estadoDbThor).toBe('E2E EN COBRANZA');
    await page.getByRole('columnheader', { name: 'Estado DBThor' }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => estadoCells().allInnerTexts(), { timeout: 20_000 }).toContain('E2E EN COBRANZA');

    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => page.getByRole('columnheader', { name: 'Estado DBThor' }).count()).toBe(0);
    await expect.poll(() => estadoCells().allInnerTexts(), { timeout: 20_000 }).toContain('E2E EN COBRANZA');
    expect(
      await estadoCells()
        .first()
        .evaluate((element) => element.tagName),
    ).toBe('SPAN');
    await page.setViewportSize({ width: 1400, height: 900 });
  });
});
