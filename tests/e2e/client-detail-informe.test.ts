import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { displayRut, formatFecha } from '@domain/es-cl-format';
import { readCartolaPage } from '@domain/tgr/cartola-page';
import { judicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { listedClients, openClientDetail } from '../support/client-detail';
import type { CspViolation } from '../support/csp-violations';
import { clientCessions, hasClientFiles } from '../support/demo-client-files';
import { demoSuite, signInAs } from '../support/demo-session';
import { gatheredRegistry } from '../support/world-registry';
import { readPdf } from '../unit/documents/pdf-content';
import { dateValue } from '../support/date-field';

/** An amount as 'M$ Millones' writes it, computed here: millions with one decimal comma. */
const millions = (amount: number) =>
  `M$${new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / 1_000_000)}`;
/** 'dd-MM-yyyy HH:mm' of a Chile wall time 'yyyy-MM-dd HH:mm', as the TGR banner writes it. */
const bannerDate = (wall: string) => `${wall.slice(8, 10)}-${wall.slice(5, 7)}-${wall.slice(0, 4)} ${wall.slice(11)}`;
/** A statute's '$12.000.000' as a number. */
const statutePesos = (text: string) => Number(text.replace(/[$.\s]/g, ''));

/**
 * 'Informe de cliente' in Chromium against local mode: on the demo client with the most cessions,
 * with the page in 'M$ Millones', the button saves 'informe_{rut}_{yyyy-MM-dd}.pdf' made in the browser under the
 * strict CSP; read back with pdfjs it names the client, the page's Inicio/Fin and the unit (M$), the ceded amount of
 * the range summed from the client's raw "cesiones en período" answers in M$, the TGR, Poder Judicial and Constitución
 * sections as the demo world's TGR page, court page and statute data give them, and on every page the footer with
 * today's date (Chile) and the signed-in user's e-mail. With SHOTS_DIR set the PDF is saved there.
 */
describe('client detail: Informe de cliente PDF (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let email: string;
  let rutFactoring: string;
  let violations: CspViolation[];

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', { watchCsp: true });
    ({ page, csp: violations } = session);
    email = session.user.email;
    rutFactoring = session.user.factorings[0]!.rut;
    // The start tick's client syncs gather the Constitución data the report shows.
    await demo.platform.jobs.firstRun;
  });

  it('downloads the report with identification, period, the ceded amount of the raw files and the footer', async () => {
    const world = path.join(demo.platform.dataDir, 'demo-world');
    let rut = '';
    let cessions: ReturnType<typeof clientCessions> = [];
    for (const candidate of await listedClients(page, demo.platform.webUrl)) {
      const found = hasClientFiles(world, candidate) ? clientCessions(world, candidate) : [];
      if (found.length > cessions.length) [rut, cessions] = [candidate, found];
    }
    expect(cessions.length).toBeGreaterThan(0);
    // The Poder Judicial tab starts the client's judicial sweep; the report prints its cases once it is done.
    await openClientDetail(page, demo.platform.webUrl, rut, 'poderJudicial');
    await page.getByTestId('pjud-tab').waitFor({ timeout: 60_000 });
    await openClientDetail(page, demo.platform.webUrl, rut, 'cesiones');
    await page.getByTestId('factoring-concentration-row').first().waitFor({ timeout: 60_000 });
    const inicio = await dateValue(page, 'Inicio');
    const fin = await dateValue(page, 'Fin');
    const ceded = cessions.filter((c) => c.fchCesion.slice(0, 10) >= inicio && c.fchCesion.slice(0, 10) <= fin);
    expect(ceded.length).toBeGreaterThan(0);

    await page.getByText('M$ Millones', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Informe de cliente' }).click(),
    ]);
    const today = todayInChile(new Date());
    expect(download.suggestedFilename()).toBe(`informe_${rut}_${today}.pdf`);
    const bytes = readFileSync((await download.path())!);
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      writeFileSync(path.join(process.env.SHOTS_DIR, download.suggestedFilename()), bytes);
    }
    const pdf = await readPdf(bytes);

    expect(pdf.text).toContain('Informe de cliente');
    expect(pdf.text).toContain(`RUT ${displayRut(rut)}`);
    expect(pdf.text).toContain(`Período: ${formatFecha(inicio)} al ${formatFecha(fin)}`);
    expect(pdf.text).toContain('Montos en millones de pesos (M$)');
    expect(pdf.text).toContain(`Monto cedido ${millions(ceded.reduce((sum, c) => sum + c.mntCesion, 0))}`);
    expect(pdf.text).toContain('Cesiones Mensuales');
    expect(pdf.text).toContain('Ventas Mensuales');
    expect(pdf.text).toContain('Compras Mensuales');
    expect(pdf.text).toContain('Concentración por Factoring - Proveedores');

    // TGR: the date of the world's statement page, or its state.
    expect(pdf.text).toContain('TGR: Cartola Fiscal');
    const tgrFile = path.join(world, 'tgr', 'cartola', `${rut}.html`);
    const tgrStatus = existsSync(`${tgrFile}.http.json`)
      ? ((JSON.parse(readFileSync(`${tgrFile}.http.json`, 'utf8')) as { status?: number }).status ?? 200)
      : 200;
    const cartola = readCartolaPage(readFileSync(tgrFile));
    if (cartola.kind === 'cartola' && tgrStatus === 200)
      expect(pdf.text).toContain(`Última actualización ${bannerDate(cartola.fechaEmision)}`);
    else if (cartola.kind === 'en-proceso') expect(pdf.text).toContain('Estamos procesando la información de la TGR');
    else expect(pdf.text).toContain(`Sin información de la TGR al ${formatFecha(today)}`);
    // Poder Judicial: the client's cases in the world's court records; the RUT whose tribunals fail is no 'no records'.
    const manifest = JSON.parse(readFileSync(path.join(world, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    const judicial = judicialDemoWorld(manifest, manifest.seed);
    const causas = judicial.casesOf(rut);
    if (rut === judicial.failingRut)
      expect(pdf.text).toContain(`Sin información de Poder Judicial al ${formatFecha(today)}`);
    else expect(pdf.text).toContain(`Causas judiciales ${causas.length} ${causas.length === 1 ? 'causa' : 'causas'}`);
    for (const causa of causas) expect(pdf.text).toContain(causa.rol);
    if (causas.length === 0 && rut !== judicial.failingRut)
      expect(pdf.text).toContain('No se encontraron registros judiciales para este RUT');
    // Constitución: the statute's data, its capital in M$; or the not-registered notice.
    expect(pdf.text).toContain('Constitución: Estado de la Empresa');
    // The client syncs of the start tick gathered it from the world's Registro de Empresas y Sociedades.
    const statute = gatheredRegistry(world, rutFactoring, rut)?.document;
    if (statute?.datos_extraidos)
      expect(pdf.text).toContain(
        `Capital Declarado ${millions(statutePesos(statute.datos_extraidos.declared_capital))}`,
      );
    else if (statute) expect(pdf.text).toContain(`Capital: ${millions(statutePesos(statute.capital))}`);
    else expect(pdf.text).toContain('La empresa no está registrada en el Registro de Empresas y Sociedades');

    const footer = new RegExp(
      `Generado el ${formatFecha(today).replace(/\//g, '\\/')} \\d{2}:\\d{2} por ${email.replace(/[.+]/g, '\\$&')}`,
      'g',
    );
    expect(pdf.text.match(footer) ?? []).toHaveLength(pdf.pages);
    expect(violations).toEqual([]);
  });
});
