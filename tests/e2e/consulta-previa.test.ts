import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRut } from '@domain/rut';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import type { OfferScenario } from '@infra/local/demo-world/offers';
import type { DemoUser } from '@infra/local/seed-tenants';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { systemScope } from '@lambdas/access/system-scope';
import { ConsultaMasivaRepository } from '@lambdas/store/consulta-masiva-repository';
import { demoSuite, signInAs } from '../support/demo-session';
import { inboxAttachment, waitForMail } from '../support/mail-inbox';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * The prior consultation in Chromium against local mode (core-platform §2, §4, §5): the single tab over the demo
 * world's offered documents (lambdas/sii/demo-world/offers.ts) shows rows of every class with the '¿Financiable?'
 * verdict the local SII's answers lead to, exports the checked rows; the masivo tab reads a file in the browser, and
 * its consultation runs in the background until its e-mail with the .xlsx reaches the local inbox (MailDev).
 */
describe('consulta previa (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;
  let manifest: DemoWorldManifest;
  let user: DemoUser;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-consulta-'));
  const offer = (scenario: OfferScenario) => manifest.ofertas.find((o) => o.scenario === scenario)!;

  beforeAll(async () => {
    manifest = JSON.parse(
      fs.readFileSync(path.join(demo.platform.dataDir, 'demo-world', WORLD_MANIFEST), 'utf8'),
    ) as DemoWorldManifest;
    ({ page, user } = await signInAs(demo, { rutFactoring: manifest.factorings[0]!.rut }));
  });

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('checks the form, then shows each document with its class and verdict, and exports the checked rows', async () => {
    await page.goto(`${demo.platform.webUrl}/consultaPrevia`);
    await page.getByRole('heading', { name: 'Consulta previa' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Rut ingresado inválido' }).count())
      .toBeGreaterThan(0);

    const first = offer('aceptada');
    await page.getByLabel('Rut emisor').fill(formatRut(first.rutEmisor));
    await page.getByLabel('Tipo de documento').selectOption('33');
    await page.getByLabel('Folios').fill(`${first.folio}-${first.folio + 11}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'El rango ingresado debe ser menor o igual a 10 folios' }).count(),
      )
      .toBeGreaterThan(0);

    await page.getByLabel('Folios').fill(`${first.folio}-${first.folio + manifest.ofertas.length - 1}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const rows = page.getByTestId('consulta-row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(manifest.ofertas.length);

    const rowOf = (scenario: OfferScenario) =>
      rows.filter({ has: page.getByRole('cell', { name: String(offer(scenario).folio), exact: true }) });
    const expectations: [OfferScenario, string, string, string][] = [
      ['plazo-vencido', 'table-success', 'Sí', 'No Cedido'],
      ['en-plazo', 'table-warning', 'Con reparos', 'No Cedido'],
      ['reclamada', 'table-danger', 'No', 'No Cedido'],
      ['anulada', 'table-danger', 'No', 'No Cedido'],
      [
        'sii-sin-servicio',
        'table-danger',
        'Sin información (SII no respondió)',
        'No fue posible conectarse con el SII',
      ],
    ];
    for (const [scenario, rowClass, verdict, estado] of expectations) {
      const row = rowOf(scenario);
      expect(await row.getAttribute('class')).toContain(rowClass);
      expect(await row.getByTestId('financiable').innerText()).toBe(verdict);
      expect(await row.innerText()).toContain(estado);
    }
    // A green row never carries a verdict other than Sí.
    const greenVerdicts = await page.locator('tr.table-success [data-testid="financiable"]').allInnerTexts();
    expect(greenVerdicts.filter((verdict) => verdict !== 'Sí')).toEqual([]);
    expect(await rowOf('reclamada').getByRole('list', { name: 'Motivos' }).innerText()).toContain(
      'No cedible: reclamado por el receptor (SII 24)',
    );
    expect(await rowOf('en-plazo').innerText()).toContain('Documento pendiente de aceptación: faltan 6 días');
    // Only rows that are not accepted start checked (§4).
    expect(await rowOf('plazo-vencido').getByRole('checkbox').isChecked()).toBe(false);
    expect(await rowOf('reclamada').getByRole('checkbox').isChecked()).toBe(true);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'consulta-previa-1440.png'), fullPage: true });

    const checked = await rows.getByRole('checkbox', { checked: true }).count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ConsultaPrevia.xlsx');
    const file = path.join(workDir, 'ConsultaPrevia.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + checked);
    const folios = Array.from({ length: checked }, (_, i) => sheet.getRow(i + 2).getCell(4).value);
    expect(folios).toContain(offer('reclamada').folio);
    expect(folios).not.toContain(offer('plazo-vencido').folio);

    if (SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(SCREENSHOTS, 'consulta-previa-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  }, 180_000);

  it('the masivo tab reads the file in the browser: documents kept, rows refused, wrong formats refused', async () => {
    await page.goto(`${demo.platform.webUrl}/consulta`);
    await page.getByRole('tab', { name: 'Masivo' }).click();
    await page.getByRole('button', { name: 'Realizar Consulta Masiva' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Debe cargar un archivo!' }).count())
      .toBeGreaterThan(0);

    const text = path.join(workDir, 'lista.txt');
    fs.writeFileSync(text, 'rut,tipo,folio\n');
    await page.getByLabel('Archivo de documentos').setInputFiles(text);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Formato no permitido. Solo se aceptan .xls, .xlsx y .csv' }).count(),
      )
      .toBeGreaterThan(0);

    const csv = path.join(workDir, 'lista.csv');
    const rut = formatRut(offer('aceptada').rutEmisor);
    fs.writeFileSync(
      csv,
      `rut;tipo;folio\n${rut};33;${offer('aceptada').folio}\n${rut};;5\n${rut};34;${offer('reclamada').folio}\n`,
    );
    await page.getByLabel('Archivo de documentos').setInputFiles(csv);
    const kept = page.getByRole('table', { name: 'Documentos a consultar' }).locator('tbody tr');
    await expect.poll(() => kept.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByText('Fila 3: Faltan rut, tipo o folio').count()).toBe(1);
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'consulta-previa-masivo.png'), fullPage: true });
  }, 60_000);

  it('a masivo consultation still running shows how many of its documents were consulted, at 1440 and 375 px', async () => {
    // A request the job is working on, stored as the job leaves it after its first batches (no job message: it stays).
    const rutFactoring = manifest.factorings[0]!.rut;
    const consultas = new ConsultaMasivaRepository(
      createDynamoDocumentClient(demo.platform.config),
      demo.platform.config.tables.consultasMasivas,
    );
    const creadaEn = new Date().toISOString();
    const id = `${creadaEn}#avance`;
    const dtes = Array.from({ length: 40 }, (_, i) => ({
      rutEmisor: offer('aceptada').rutEmisor,
      tipoDTE: 33,
      folioDTE: i + 1,
    }));
    await consultas.create(systemScope(rutFactoring), {
      id,
      creadaEn,
      solicitadaPor: user.email,
      email: user.email,
      dtes,
      estado: 'en-proceso',
      conteo: null,
      terminadaEn: null,
      error: null,
    });
    expect(await consultas.progress(systemScope(rutFactoring), id, 12)).toBe(true);

    await page.goto(`${demo.platform.webUrl}/consultaPrevia`);
    await page.getByRole('tab', { name: 'Masivo' }).click();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const running = page.getByTestId('consulta-masiva').filter({ hasText: '12 de 40 consultados' });
      await running.waitFor({ timeout: 15_000 });
      const bar = running.getByRole('progressbar', { name: 'Avance de la consulta masiva' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('30');
      expect(await running.getByTestId('estado-masivo').innerText()).toBe('En proceso');
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await consultas.finish(systemScope(rutFactoring), id, {
      estado: 'fallido',
      conteo: null,
      terminadaEn: new Date().toISOString(),
      error: 'Detenida por la prueba',
    });
  }, 60_000);

  it('the masivo consultation runs in the background: toast, history turning Enviado with its counts, e-mail with the .xlsx in the local inbox', async () => {
    await page.goto(`${demo.platform.webUrl}/consultaPrevia`);
    await page.getByRole('tab', { name: 'Masivo' }).click();
    const scenarios: OfferScenario[] = ['plazo-vencido', 'en-plazo', 'reclamada'];
    const csv = path.join(workDir, 'masiva.csv');
    fs.writeFileSync(
      csv,
      [
        'rut;tipo;folio',
        ...scenarios.map((s) => `${formatRut(offer(s).rutEmisor)};${offer(s).tipoDTE};${offer(s).folio}`),
      ].join('\n'),
    );
    await page.getByLabel('Archivo de documentos').setInputFiles(csv);
    await expect
      .poll(() => page.getByRole('table', { name: 'Documentos a consultar' }).locator('tbody tr').count(), {
        timeout: 15_000,
      })
      .toBe(3);

    await page.getByRole('button', { name: 'Realizar Consulta Masiva' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: 'Se inició el proceso de consulta masiva correctamente, le llegará un email en unos minutos.',
      })
      .waitFor();
    // The file was handed over: the list is cleared and the request heads the history until its e-mail left.
    expect(await page.getByRole('table', { name: 'Documentos a consultar' }).count()).toBe(0);
    const latest = page.getByTestId('consulta-masiva').first();
    await expect.poll(() => latest.getByTestId('estado-masivo').innerText(), { timeout: 60_000 }).toBe('Enviado');
    const text = await latest.innerText();
    expect(text).toContain(user.email);
    expect(text).toMatch(/Sí 1\s*Con reparos 1\s*No 1/);
    if (SCREENSHOTS) {
      await page.screenshot({ path: path.join(SCREENSHOTS, 'consulta-masiva-historial-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId('consulta-masiva').first().waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'consulta-masiva-historial-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    const mail = await waitForMail(
      demo.platform.mail.apiUrl,
      (m) =>
        m.subject === 'Resultado de la consulta previa masiva (3 documentos)' &&
        m.to.some((to) => to.address === user.email),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await inboxAttachment(demo.platform.mail.apiUrl, mail, 'ConsultaPrevia.xlsx')) as never);
    const sheet = workbook.worksheets[0]!;
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(4).value)).toEqual(scenarios.map((s) => offer(s).folio));
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(8).value)).toEqual(['Sí', 'Con reparos', 'No']);
  }, 120_000);
});
