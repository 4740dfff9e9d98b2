import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuite, signInAs } from '../support/demo-session';
import { enrolTotpOnPage } from '../support/totp';
import { searchWholePeriod } from './monitoring-helpers';

/** An AEC of the demo world the user's factoring holds: AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml. */
interface HeldAec {
  rutEmisor: string;
  tipo: number;
  folio: number;
}

function heldAecs(dir: string, rutFactoring: string): HeldAec[] {
  const latest = new Map<string, HeldAec & { seq: number; cesionario?: string }>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const match = /^AEC--(.+)--(\d+)--(\d+)--SEQ-(\d+)\.xml$/.exec(entry.name);
    if (!entry.isFile() || !match) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1');
    const aec = { rutEmisor: match[1]!, tipo: Number(match[2]), folio: Number(match[3]), seq: Number(match[4]) };
    const cesionario = [...text.matchAll(/<Cesionario>\s*<RUT>([^<]+)<\/RUT>/g)].at(-1)?.[1];
    const key = `${aec.rutEmisor}|${aec.tipo}|${aec.folio}`;
    if ((latest.get(key)?.seq ?? 0) < aec.seq) latest.set(key, { ...aec, cesionario });
  }
  return [...latest.values()].filter((aec) => aec.cesionario === rutFactoring);
}

/** The row of a folio when it is the only one with that folio on screen and can be selected; null otherwise. */
async function selectableRow(page: Page, folio: number): Promise<Locator | null> {
  const row = page.locator(`[data-testid=cession-row][data-folio="${folio}"]`);
  if ((await row.count()) !== 1) return null;
  return (await row.getByRole('checkbox').count()) === 1 ? row : null;
}

/** Leaves only `row` selected in its card (the cards start with every selectable row selected, core-platform §4). */
async function selectOnly(row: Locator): Promise<Locator> {
  const card = row.locator('xpath=ancestor::section[@data-testid="cedente-card"]');
  const all = card.getByRole('checkbox', { name: 'Seleccionar todos' });
  await all.check();
  await all.uncheck();
  await row.getByRole('checkbox').check();
  return card;
}

/** The row of a folio on screen. */
function rowOf(page: Page, folio: number): Locator {
  return page.locator(`[data-testid=cession-row][data-folio="${folio}"]`);
}

/**
 * Waits, without touching the page, until the folio's envío badge reads `etiqueta`: the envíos job runs in the
 * background and the screen follows the envío by itself (enviosAec polled while in flight).
 */
async function waitForEnvio(page: Page, folio: number, etiqueta: string): Promise<void> {
  await expect
    .poll(
      () =>
        rowOf(page, folio)
          .getByTestId('envio-badge')
          .first()
          .innerText({ timeout: 1_000 })
          .catch(() => ''),
      { timeout: 180_000, interval: 1_000 },
    )
    .toBe(etiqueta);
}

/** A spreadsheet of documents in the 3-4 column layout, written to `file`. */
async function writeSheet(file: string, docs: readonly HeldAec[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cesion');
  sheet.addRow(['Rut Emisor', 'Tipo', 'Folio']);
  for (const doc of docs) sheet.addRow([doc.rutEmisor, doc.tipo, doc.folio]);
  await workbook.xlsx.writeFile(file);
}

/** Up to `count` held documents not used yet that the acquired screen lists once and lets select. */
async function freeDocuments(
  page: Page,
  webUrl: string,
  held: readonly HeldAec[],
  used: ReadonlySet<number>,
  count: number,
): Promise<HeldAec[]> {
  await searchWholePeriod(page, () => page.goto(`${webUrl}/cesion-adquiridas`).then(() => undefined));
  const free: HeldAec[] = [];
  for (const aec of held) {
    if (!used.has(aec.folio) && (await selectableRow(page, aec.folio))) free.push(aec);
    if (free.length === count) break;
  }
  return free;
}

/** Re-cedes one document from the grid to the dropdown's first recessionary and waits for the success toast. */
async function reCedeFromGrid(page: Page, webUrl: string, folio: number): Promise<void> {
  await searchWholePeriod(page, () => page.goto(`${webUrl}/cesion-masiva-grilla`).then(() => undefined));
  const card = await selectOnly(rowOf(page, folio));
  await page.getByLabel('Factoring', { exact: true }).selectOption({ index: 1 });
  await card.getByRole('button', { name: 'Confirmar Envio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Recesiones' });
  await dialog.getByLabel(/para confirmar/).fill('receder');
  await dialog.getByRole('button', { name: 'Receder' }).click();
  await toast(page, 'Se inicio el proceso de Cesion correctamente');
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
}

/**
 * The cession actions from a user's seat against the local SII: a re-cession from the grid, a mass
 * cession from a spreadsheet with two bad rows, and a return refused on the document just re-ceded. The local SII
 * checks each uploaded AEC against the XSD and its signatures. The first demo factoring has the seeded recessionaries
 * (infra/local/seed-recesionarios.ts); the dropdown's first one is used.
 */
describe('cession actions in the browser', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let held: HeldAec[];
  let reCeded: number;
  /** Folios an earlier step already acted on. */
  const used = new Set<number>();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-cesion-masiva-'));

  beforeAll(async () => {
    // A context of its own, so a second tab of the same session can act meanwhile (the last test).
    const session = await signInAs(demo, 'analyst', { viewport: { width: 1400, height: 900 } });
    ({ page } = session);
    held = heldAecs(path.join(demo.platform.dataDir, 'demo-world'), session.user.factorings[0]!.rut);
  });

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("re-cedes one document from the grid after 'Confirmar Recesiones' typed 'receder' and a TOTP step-up, and follows its envío to 'Aceptado'", async () => {
    await searchWholePeriod(page, () =>
      page.goto(`${demo.platform.webUrl}/cesion-masiva-grilla`).then(() => undefined),
    );
    // A card with other documents to select, so what the grid selects after the envío shows.
    const cards = page.getByTestId('cedente-card');
    const withOthers = await cards.evaluateAll((found) =>
      found.findIndex((card) => card.querySelectorAll('[data-testid=cession-row] input[type=checkbox]').length > 1),
    );
    expect(withOthers).toBeGreaterThanOrEqual(0);
    const row = cards
      .nth(withOthers)
      .getByTestId('cession-row')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    reCeded = Number(await row.getAttribute('data-folio'));
    used.add(reCeded);
    const card = await selectOnly(row);
    const footer = card.getByTestId('group-totals');
    expect(await footer.innerText()).toMatch(/\(1 seleccionado\)/);

    await card.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'Debe seleccionar un factoring!');

    await page.getByLabel('Factoring', { exact: true }).selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Confirmar Envio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Recesiones' });
    await expect.poll(() => dialog.innerText()).toContain('Se cederá 1 documento');
    // The confirmation lists what will be sent.
    const listed = dialog.getByRole('table', { name: 'Documentos a ceder' }).getByTestId('recesion-row');
    expect(await listed.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-folio'))))).toEqual([
      reCeded,
    ]);
    const receder = dialog.getByRole('button', { name: 'Receder' });
    expect(await receder.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('recede');
    expect(await receder.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('receder');
    await receder.click();
    // The analyst has no authenticator app: the server refuses the cession, the step-up sets one up, and the same
    // cession then goes out once.
    const stepUp = page.getByRole('dialog', { name: 'Verificación en dos pasos' });
    expect(await stepUp.getByRole('alert').innerText({ timeout: 15_000 })).toBe(
      'Esta operación requiere verificar su código de autenticación (TOTP).',
    );
    expect(
      await page.locator('.toast').filter({ hasText: 'Se inicio el proceso de Cesion correctamente' }).count(),
    ).toBe(0);
    await enrolTotpOnPage(page);
    await stepUp.waitFor({ state: 'detached' });
    await toast(page, 'Se inicio el proceso de Cesion correctamente');

    await expect
      .poll(() => rowOf(page, reCeded).getByTestId('envio-badge').innerText(), { timeout: 30_000 })
      .toMatch(/^(En preparación|Enviado al SII|Aceptado)$/);
    // No Filtrar: the badge follows the envío by itself...
    await waitForEnvio(page, reCeded, 'Aceptado');
    expect(await page.getByTestId('envio-progress-text').innerText()).toBe('1 de 1 aceptadas');
    // ...and once accepted the list is read again: the document is no longer the factoring's to act on (core-platform
    // §4).
    await expect
      .poll(
        () =>
          rowOf(page, reCeded)
            .getByTestId('info-tip')
            .getAttribute('aria-label', { timeout: 1_000 })
            .catch(() => null),
        { timeout: 60_000 },
      )
      .toBe('Dte recedido');
    // The list was read again after the envío: nothing the user did not choose is selected for a second envío.
    expect(await footer.innerText()).toMatch(/\(0 seleccionados\)/);
    const panelRow = page.getByTestId('envios-sii').locator(`[data-testid=envio-sii-row][data-folio="${reCeded}"]`);
    expect(await panelRow.getByTestId('envio-badge').innerText()).toBe('Aceptado');
  }, 300_000);

  it('cedes the good rows of a spreadsheet and lists its two bad rows with their row number', async () => {
    await searchWholePeriod(page, () => page.goto(`${demo.platform.webUrl}/cesion-adquiridas`).then(() => undefined));
    const good: HeldAec[] = [];
    for (const aec of held) {
      if (!used.has(aec.folio) && (await selectableRow(page, aec.folio))) good.push(aec);
      if (good.length === 2) break;
    }
    expect(good).toHaveLength(2);
    for (const aec of good) used.add(aec.folio);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cesion');
    sheet.addRow(['Rut Emisor', 'Tipo', 'Folio', 'Fecha Vencimiento']);
    sheet.addRow([good[0]!.rutEmisor, good[0]!.tipo, good[0]!.folio, '30-12-2030']);
    sheet.addRow([good[1]!.rutEmisor, good[1]!.tipo, good[1]!.folio]);
    sheet.addRow(['76354771-5', 33, 999_001]);
    sheet.addRow([good[0]!.rutEmisor, 33]);
    const file = path.join(workDir, 'cesion.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.goto(`${demo.platform.webUrl}/cesion-masiva-planilla`);
    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'No elegiste ningun archivo');

    await page.getByLabel(/Planilla de documentos/).setInputFiles(file);
    const refused = page.getByRole('status').filter({ hasText: 'Filas no consideradas' });
    await expect
      .poll(() => refused.locator('li').allInnerTexts())
      .toEqual([expect.stringMatching(/^Fila 4: .*RUT inválido/), expect.stringMatching(/^Fila 5: .*2 columnas/)]);
    const rows = page.getByRole('table', { name: 'Documentos a ceder' }).getByTestId('sheet-row');
    expect(await rows.evaluateAll((found) => found.map((r) => Number(r.getAttribute('data-folio'))))).toEqual(
      good.map((g) => g.folio),
    );
    // The SII's state of each document before sending (POST /v1/jwt/consultaprevia): both are the factoring's.
    await expect
      .poll(() => rows.getByTestId('estado-sii').allInnerTexts(), { timeout: 60_000 })
      .toEqual([expect.stringMatching(/^Cedido/), expect.stringMatching(/^Cedido/)]);

    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'Debe seleccionar un factoring!');
    await page.getByLabel('Factoring', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar Cesion Masiva' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await toast(page, 'Se inicio el proceso de Cesion correctamente');
    await page.getByText('Cesión masiva enviada con éxito!').waitFor();
    expect(await rows.getByTestId('envio-badge').count()).toBe(2);
    // The overall progress counts both documents and follows them until the SII accepts them.
    const progress = page.getByTestId('envio-progress-text');
    expect(await progress.innerText()).toMatch(/^[0-2] de 2 aceptadas/);
    await expect.poll(() => progress.innerText(), { timeout: 120_000 }).toBe('2 de 2 aceptadas');
  }, 180_000);

  it('opens the error modal by itself when the SII rejects an envío to a recessionary that ended its business (RCS), and closes it with Escape', async () => {
    const [doc] = await freeDocuments(page, demo.platform.webUrl, held, used, 1);
    expect(doc).toBeDefined();
    used.add(doc!.folio);
    const file = path.join(workDir, 'cesion-termino-de-giro.xlsx');
    await writeSheet(file, [doc!]);

    await page.goto(`${demo.platform.webUrl}/cesion-masiva-planilla`);
    await page.getByLabel(/Planilla de documentos/).setInputFiles(file);
    await page.getByTestId('sheet-summary').waitFor();
    await page
      .getByLabel('Factoring', { exact: true })
      .selectOption({ label: 'INVERSIONES TÉRMINO DE GIRO LIMITADA (77.001.234-1)' });
    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar Cesion Masiva' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await toast(page, 'Se inicio el proceso de Cesion correctamente');
    // The request succeeded: no error modal yet, the row shows its envío on its way.
    const errorModal = page.getByRole('dialog', {
      name: 'Las siguientes AEC presentan problemas! Por favor revise su archivo.',
    });
    expect(await errorModal.count()).toBe(0);
    const badge = page.getByRole('table', { name: 'Documentos a ceder' }).getByTestId('envio-badge');
    expect(await badge.innerText()).toMatch(/^(En preparación|Enviado al SII)$/);

    // Nobody touches the page: the registry's later RCS opens the modal, listing rut emisor, folio and the etiqueta.
    await errorModal.waitFor({ timeout: 180_000 });
    const problem = errorModal.getByTestId('aec-error-row');
    expect(await problem.count()).toBe(1);
    const [rut, folio, error] = await problem.locator('td').allInnerTexts();
    expect(rut!.replace(/\./g, '').toUpperCase()).toBe(doc!.rutEmisor.replace(/\./g, '').toUpperCase());
    expect(Number(folio)).toBe(doc!.folio);
    expect(error).toMatch(/^Rechazado: RCS \S/);
    expect(await badge.innerText()).toBe(error);
    expect(await page.getByTestId('envio-progress-text').innerText()).toBe('0 de 1 aceptadas · 1 rechazada o fallida');
    const panelRow = page.getByTestId('envios-sii').locator(`[data-testid=envio-sii-row][data-folio="${doc!.folio}"]`);
    await expect.poll(() => panelRow.innerText()).toContain(error!);
    expect(await panelRow.innerText()).toContain('77.001.234-1');

    // A dialog: it holds the focus, Tab stays inside, Escape closes it and it does not come back for the same
    // rejection.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role=dialog]')?.getAttribute('aria-label')),
    ).toBe('Las siguientes AEC presentan problemas! Por favor revise su archivo.');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => errorModal.count()).toBe(0);
    await page.waitForTimeout(4_000);
    expect(await errorModal.count()).toBe(0);
  }, 300_000);

  it("refuses to return a document re-ceded meanwhile with 'Uno o mas de lo dtes seleccionado ya se encuentra recedido'", async () => {
    // This page lists the document while the factoring still holds it...
    await searchWholePeriod(page, () => page.goto(`${demo.platform.webUrl}/cesion-adquiridas`).then(() => undefined));
    const candidates = await page
      .getByTestId('cession-row')
      .filter({ has: page.getByRole('checkbox') })
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-folio'))));
    const folio = candidates.find(
      (candidate) => !used.has(candidate) && candidates.indexOf(candidate) === candidates.lastIndexOf(candidate),
    );
    expect(folio).toBeDefined();
    used.add(folio!);
    const card = await selectOnly(rowOf(page, folio!));

    // ...while another tab of the same user re-cedes it and the registry accepts the AEC.
    const other = await page.context().newPage();
    await reCedeFromGrid(other, demo.platform.webUrl, folio!);
    await waitForEnvio(other, folio!, 'Aceptado');
    await other.close();

    await card.getByRole('button', { name: 'Devolver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Devolucion de Cesiones' });
    expect(await dialog.getByLabel('Último cedente').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Emisor del documento').isChecked()).toBe(true);
    const devolver = dialog.getByRole('button', { name: 'Devolver' });
    expect(await devolver.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('devolver');
    await devolver.click();
    await page
      .getByText('Uno o mas de lo dtes seleccionado ya se encuentra recedido')
      .first()
      .waitFor({ timeout: 30_000 });
    const errorModal = page.getByRole('dialog', { name: /Las siguientes AEC presentan problemas/ });
    if ((await errorModal.count()) > 0) await errorModal.getByRole('button', { name: 'Cerrar' }).last().click();

    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    const refreshed = rowOf(page, folio!).locator('xpath=ancestor::section[@data-testid="cedente-card"]');
    const all = refreshed.getByRole('checkbox', { name: 'Seleccionar todos' });
    await all.check();
    await all.uncheck();
    await refreshed.getByRole('button', { name: 'Devolver' }).click();
    await toast(page, 'Debe elegir por lo menos un documento');
  }, 300_000);
});
