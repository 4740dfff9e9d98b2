import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Download, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import { ALL_ROWS_TOTAL, VIGENTE_TOTAL } from '@web/lib/exports/cesiones-rows';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchWholePeriod } from './monitoring-helpers';

/** An AEC file of the demo world: AEC--{rutEmisor}--{tipoDTE}--{folio}--SEQ-{n}.xml (the SII's file name). */
interface AecFile {
  file: string;
  rutEmisor: string;
  tipo: number;
  folio: number;
  seq: number;
}

function listAecFiles(dir: string): AecFile[] {
  const found: AecFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const match = /^AEC--(.+)--(\d+)--(\d+)--SEQ-(\d+)\.xml$/.exec(entry.name);
    if (entry.isFile() && match) {
      found.push({
        file: path.join(entry.parentPath, entry.name),
        rutEmisor: match[1]!,
        tipo: Number(match[2]),
        folio: Number(match[3]),
        seq: Number(match[4]),
      });
    }
  }
  return found;
}

/** RUT of the cesionario of the last (current) cesión in an AEC (ISO-8859-1 XML). */
function lastCesionario(file: string): string | undefined {
  const text = fs.readFileSync(file, 'latin1');
  return [...text.matchAll(/<Cesionario>\s*<RUT>([^<]+)<\/RUT>/g)].at(-1)?.[1];
}

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/**
 * Downloads from a user's seat (core-platform §2 Descargas, §7 documents, §9 file names), in local mode over the
 * demo world: the AEC arrives byte-identical to the SII file, the Excel export reads back, the certificate is
 * shown in a sandboxed frame of the '/loading' tab, and the bulk zip holds one XML per requested document.
 */
describe('downloads in the browser (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let rutFactoring: string;
  let aecFiles: AecFile[];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-downloads-'));

  beforeAll(async () => {
    aecFiles = listAecFiles(path.join(demo.platform.dataDir, 'demo-world'));
    const session = await signInAs(demo, 'analyst', {
      viewport: { width: 1400, height: 900 },
      landing: searchWholePeriod,
    });
    ({ page } = session);
    rutFactoring = session.user.factorings[0]!.rut;
  });

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('downloads an AEC byte-identical to the file the SII gave', async () => {
    const aecButton = page
      .getByTestId('cession-row')
      .getByRole('button', { name: 'AEC', exact: true })
      .and(page.locator(':enabled'));
    const [download] = await Promise.all([page.waitForEvent('download'), aecButton.first().click()]);
    const match = /^(.+)_(\d+)_(\d+)\.xml$/.exec(download.suggestedFilename());
    expect(match, download.suggestedFilename()).not.toBeNull();
    const [, rutEmisor, tipo, folio] = match!;
    const candidates = aecFiles.filter(
      (a) => a.rutEmisor === rutEmisor && a.tipo === Number(tipo) && a.folio === Number(folio),
    );
    expect(candidates.length).toBeGreaterThan(0);
    const bytes = await saved(download);
    expect(candidates.some((candidate) => fs.readFileSync(candidate.file).equals(bytes))).toBe(true);
  });

  it('exports the documents on screen to an .xlsx that reads back with their folios and totals', async () => {
    const folios = await page
      .getByTestId('cession-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-folio'))));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar a excel' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cesiones exportadas.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await saved(download)).buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const folioColumn = headers.indexOf('Folio') + 1;
    const montoColumn = headers.indexOf('Monto Cedido') + 1;
    expect(folioColumn).toBeGreaterThan(0);
    // The documents, then two labelled totals: every row, and the rows the screen counts.
    const dataRows = Array.from({ length: sheet.rowCount - 3 }, (_, i) => sheet.getRow(i + 2));
    const exportedFolios = dataRows.map((row) => row.getCell(folioColumn).value as number);
    for (const folio of folios) expect(exportedFolios).toContain(folio);
    const totals = sheet.getRow(sheet.rowCount - 1);
    expect(totals.getCell(1).value).toBe(ALL_ROWS_TOTAL);
    const sum = dataRows.reduce((acc, row) => acc + (row.getCell(montoColumn).value as number), 0);
    expect(totals.getCell(montoColumn).value).toBe(sum);
    const vigente = sheet.getRow(sheet.rowCount);
    expect(vigente.getCell(1).value).toBe(VIGENTE_TOTAL);
    const onScreen = await page
      .getByText(/Total cedido vigente:/)
      .first()
      .innerText();
    expect(vigente.getCell(montoColumn).value).toBe(Number(/\$([\d.]+)/.exec(onScreen)![1]!.replace(/\./g, '')));
    expect(headers).toEqual(expect.arrayContaining(['Fecha Emisión', 'Fecha Vencimiento', 'Estado Cesión']));
  });

  it("shows the assignment certificate in a sandboxed frame of the '/loading' tab it opened", async () => {
    const row = page.getByTestId('cession-row').first();
    const folio = await row.getAttribute('data-folio');
    const navigations: string[] = [];
    const recordNavigation = (request: Request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname);
    };
    page.context().on('request', recordNavigation);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('button', { name: 'Cert.', exact: true }).click(),
    ]);
    const certificate = tab.frameLocator('iframe[title="Certificado de cesión"][sandbox=""]').locator('body');
    await expect.poll(() => certificate.innerText(), { timeout: 20_000 }).toContain(`Folio\t${folio}`);
    page.context().off('request', recordNavigation);
    expect(navigations).toContain('/loading');
    expect(await certificate.innerText()).toMatch(/Certificado de Cesi[oó]n/);
    await tab.close();
  });

  it("downloads the PDF as '{rutEmisor}_{tipo}_{folio}.pdf' and shows the event history in the Mvtos. modal", async () => {
    const row = page.getByTestId('cession-row').first();
    const folio = await row.getAttribute('data-folio');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^.+_\\d+_${folio}\\.pdf$`));
    expect((await saved(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await row.getByRole('button', { name: 'Mvtos.', exact: true }).click();
    const history = page.frameLocator(`iframe[title="Movimientos folio ${folio}"]`).locator('body');
    await expect.poll(() => history.innerText(), { timeout: 20_000 }).toContain(folio!);
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  });

  it('downloads archivo.zip with one XML per document listed in the uploaded spreadsheet', async () => {
    const held = aecFiles.filter((a) => lastCesionario(a.file) === rutFactoring);
    const latest = held.filter(
      (a) =>
        !held.some((b) => b.rutEmisor === a.rutEmisor && b.tipo === a.tipo && b.folio === a.folio && b.seq > a.seq),
    );
    const wanted = latest.slice(0, 3);
    expect(wanted.length).toBeGreaterThan(1);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('AECs');
    sheet.addRow(['RUT EMISOR', 'TIPO', 'FOLIO', 'SECUENCIA']);
    for (const aec of wanted) sheet.addRow([aec.rutEmisor, aec.tipo, aec.folio, aec.seq]);
    const listFile = path.join(workDir, 'lista.xlsx');
    await workbook.xlsx.writeFile(listFile);

    await page.goto(`${demo.platform.webUrl}/descarga-masiva-aecs`);
    await page.getByLabel(/Planilla de documentos/).setInputFiles(listFile);
    await page.getByRole('button', { name: 'Cargar archivo' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Documentos a descargar' }).locator('tbody tr').count(), {
        timeout: 15_000,
      })
      .toBe(wanted.length);

    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'Error al descargar el archivo ZIP' })
      .waitFor({ timeout: 60_000 })
      .then(() => null);
    await page.getByRole('button', { name: /Descargar AECs/ }).click();
    const download = await Promise.race([downloaded, failed]);
    downloaded.catch(() => undefined);
    failed.catch(() => undefined);
    if (!download)
      throw new Error(
        "La página mostró 'Error al descargar el archivo ZIP' (la causa está en la consola del navegador)",
      );
    expect(download.suggestedFilename()).toBe('archivo.zip');
    const zip = await JSZip.loadAsync(await saved(download));
    const xmlEntries = Object.values(zip.files).filter(
      (entry) => !entry.dir && entry.name.toLowerCase().endsWith('.xml'),
    );
    expect(xmlEntries).toHaveLength(wanted.length);
    const contents = await Promise.all(xmlEntries.map((entry) => entry.async('nodebuffer')));
    // Each row's AEC ends at the cesión the factoring holds: the SII's own file of that SEQ, or, when the
    // platform stored only a later one, the extract cut from it with the same cesiones.
    const chainOf = (bytes: Uint8Array) => JSON.stringify(parseAec(bytes).cesiones);
    for (const aec of wanted) {
      const registered = fs.readFileSync(aec.file);
      expect(contents.some((content) => content.equals(registered) || chainOf(content) === chainOf(registered))).toBe(
        true,
      );
    }
  }, 120_000);
});
