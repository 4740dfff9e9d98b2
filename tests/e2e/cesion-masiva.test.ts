import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { signIn, startE2ePlatform } from '../support/e2e-platform';
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

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
}

/**
 * The cession actions from a user's seat against the local SII (issue 14): a re-cession from the grid, a mass
 * cession from a spreadsheet with two bad rows, and a return refused on the document just re-ceded. The local SII
 * checks each uploaded AEC against the XSD and its signatures. The first demo factoring has the seeded recessionaries
 * (infra/local/seed-recesionarios.ts); the dropdown's first one is used.
 */
describe.skip('cession actions in the browser (waits for the cession-actions backend: cesionMasiva, devolverCesiones, envío tracking)', () => {
  let platform: Awaited<ReturnType<typeof startE2ePlatform>>;
  let browser: Browser;
  let page: Page;
  let held: HeldAec[];
  let reCeded: number;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-cesion-masiva-'));

  beforeAll(async () => {
    platform = await startE2ePlatform({ demoScale: 0.1 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const user = platform.users.find((u) => u.kind === 'factoring' && u.factorings.length === 1)!;
    held = heldAecs(path.join(platform.dataDir, 'demo-world'), user.factorings[0]!.rut);
    await signIn(page, platform.webUrl, user.email, user.password);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("re-cedes one document from the grid after 'Confirmar Recesiones' typed 'receder', and shows its envío", async () => {
    await searchWholePeriod(page, () => page.goto(`${platform.webUrl}/cesion-masiva-grilla`).then(() => undefined));
    const row = page.getByTestId('cession-row').filter({ has: page.getByRole('checkbox') }).first();
    reCeded = Number(await row.getAttribute('data-folio'));
    const card = await selectOnly(row);

    await card.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'Debe seleccionar un factoring!');

    await page.getByLabel('Factoring', { exact: true }).selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Confirmar Envio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Recesiones' });
    await expect.poll(() => dialog.innerText()).toContain('Se cederán 1 documentos');
    const receder = dialog.getByRole('button', { name: 'Receder' });
    expect(await receder.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('recede');
    expect(await receder.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('receder');
    await receder.click();
    await toast(page, 'Se inicio el proceso de Cesion correctamente');

    const badge = page.locator(`[data-testid=cession-row][data-folio="${reCeded}"]`).getByTestId('envio-badge');
    await expect.poll(() => badge.innerText(), { timeout: 60_000 }).toMatch(/^(Enviado al SII|Aceptado)$/);
  }, 180_000);

  it('cedes the good rows of a spreadsheet and lists its two bad rows with their row number', async () => {
    await searchWholePeriod(page, () => page.goto(`${platform.webUrl}/cesion-adquiridas`).then(() => undefined));
    const good: HeldAec[] = [];
    for (const aec of held) {
      if (aec.folio !== reCeded && (await selectableRow(page, aec.folio))) good.push(aec);
      if (good.length === 2) break;
    }
    expect(good).toHaveLength(2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cesion');
    sheet.addRow(['Rut Emisor', 'Tipo', 'Folio', 'Fecha Vencimiento']);
    sheet.addRow([good[0]!.rutEmisor, good[0]!.tipo, good[0]!.folio, '30-12-2030']);
    sheet.addRow([good[1]!.rutEmisor, good[1]!.tipo, good[1]!.folio]);
    sheet.addRow(['76354771-5', 33, 999_001]);
    sheet.addRow([good[0]!.rutEmisor, 33]);
    const file = path.join(workDir, 'cesion.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.goto(`${platform.webUrl}/cesion-masiva-planilla`);
    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'No elegiste ningun archivo');

    await page.getByLabel(/Planilla de documentos/).setInputFiles(file);
    const refused = page.getByRole('status').filter({ hasText: 'Filas no consideradas' });
    await expect.poll(() => refused.locator('li').allInnerTexts()).toEqual([
      expect.stringMatching(/^Fila 4: .*RUT inválido/),
      expect.stringMatching(/^Fila 5: .*2 columnas/),
    ]);
    const rows = page.getByRole('table', { name: 'Documentos a ceder' }).getByTestId('sheet-row');
    expect(await rows.evaluateAll((found) => found.map((r) => Number(r.getAttribute('data-folio'))))).toEqual(good.map((g) => g.folio));

    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await toast(page, 'Debe seleccionar un factoring!');
    await page.getByLabel('Factoring', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Confirmar Envio' }).click();
    await page.getByRole('dialog', { name: 'Confirmar Cesion Masiva' }).getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Se inicio el proceso de Cesion correctamente');
    await page.getByText('Cesión masiva enviada con éxito!').waitFor();
    expect(await rows.getByTestId('envio-badge').count()).toBe(2);
  }, 180_000);

  it("refuses to return the document just re-ceded with 'Uno o mas de lo dtes seleccionado ya se encuentra recedido'", async () => {
    await searchWholePeriod(page, () => page.goto(`${platform.webUrl}/cesion-adquiridas`).then(() => undefined));
    const row = page.locator(`[data-testid=cession-row][data-folio="${reCeded}"]`);
    // Until the next SII refresh the registry still lists it as held; its envío already says it left.
    expect(await row.getByTestId('envio-badge').innerText()).toMatch(/^(Enviado al SII|Aceptado)$/);
    const card = await selectOnly(row);
    await card.getByRole('button', { name: 'Devolver' }).click();
    await toast(page, 'Uno o mas de lo dtes seleccionado ya se encuentra recedido');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const all = card.getByRole('checkbox', { name: 'Seleccionar todos' });
    await all.check();
    await all.uncheck();
    await card.getByRole('button', { name: 'Devolver' }).click();
    await toast(page, 'Debe elegir por lo menos un documento');
  }, 120_000);
});
