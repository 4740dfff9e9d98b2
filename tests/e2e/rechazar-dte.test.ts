import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEventList } from '@domain/sii-soap';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { eventsFileName } from '@lambdas/sii/web/answer-names';
import { ANNOTATIONS_DIR } from '@infra/local/sii/sii-files';
import { demoSuite, signInAs } from '../support/demo-session';
import { claimableOwed, type OwedDocument } from '../support/owed-documents';
import { searchLastMonth } from './monitoring-helpers';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * 'Rechazar Dte' on the owed screen in Chromium against local mode (core-platform §2, §4, §5): the demo
 * debtor's user refuses an empty selection with 'Debe elegir por lo menos un documento', confirms a claim only after
 * typing 'eliminar' (not 'rechazar'), picks 'Falta total', and sees the SII's answer; the local SII then holds the RFT
 * event in the document's events, where the factoring's next refresh reads it.
 */
describe('Rechazar Dte (demo debtor)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;
  let target: OwedDocument;

  beforeAll(async () => {
    const worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    const claimable = (await claimableOwed(worldDir, manifest.deudor.rut, new Date())).filter((d) => d.days <= 8);
    target = claimable[0]!;
    ({ page } = await signInAs(demo, 'deudor', { totp: true }));
  });

  it('claims a selected owed document at the SII after the eliminar confirmation', async () => {
    expect(target, 'the demo world has an owed document received within 8 days').toBeDefined();
    await page.waitForURL((url) => url.pathname === '/adeudadas');
    await page.getByLabel('Folio').fill(String(target.dte.folio));
    await searchLastMonth(page);
    const row = page.locator(`[data-testid=cession-row][data-folio="${target.dte.folio}"]`);
    const card = page.getByTestId('cedente-card').filter({ has: row });
    await expect.poll(() => card.count()).toBe(1);
    const rechazar = card.getByRole('button', { name: 'Rechazar Dte' });

    // Nothing selected: the §5 message, no dialog.
    await card.getByRole('checkbox', { name: 'Seleccionar todos' }).uncheck();
    await rechazar.click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Debe elegir por lo menos un documento' }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await row.getByRole('checkbox', { name: `Seleccionar documento ${target.dte.folio}` }).check();
    await rechazar.click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar Dte' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('¿Desea rechazar 1 documento?');
    const confirm = dialog.getByRole('button', { name: 'Rechazar', exact: true });
    const word = dialog.getByLabel('Escriba eliminar para confirmar');
    expect(await confirm.isDisabled()).toBe(true);
    await word.fill('rechazar');
    expect(await confirm.isDisabled()).toBe(true);
    await word.fill('eliminar');
    expect(await dialog.getByLabel('Tipo de reclamo').inputValue()).toBe('RCD');
    await dialog.getByLabel('Tipo de reclamo').selectOption({ label: 'Falta total' });
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'rechazar-modal-1440.png') });
    await confirm.click();

    const results = page.getByRole('dialog', { name: 'Resultado del rechazo' });
    await results.waitFor({ timeout: 30_000 });
    const resultRow = results.getByTestId('rechazo-row');
    expect(await resultRow.count()).toBe(1);
    expect(await resultRow.innerText()).toContain('Acción Completada OK');
    expect(await resultRow.getAttribute('class')).toContain('table-success');
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'rechazar-resultado-1440.png') });

    // The local SII now holds the claim in the document's events (what the holder's refresh reads).
    const events = parseEventList(
      fs.readFileSync(path.join(demo.platform.dataDir, 'demo-world', ANNOTATIONS_DIR, eventsFileName(target.dte))),
    );
    expect(events?.at(-1)).toMatchObject({ codigo: 'RFT' });

    // The same document again: the SII says the event is already registered (7), still claimed.
    await results.getByRole('button', { name: 'Cerrar' }).first().click();
    await rechazar.click();
    await dialog.getByLabel('Escriba eliminar para confirmar').fill('eliminar');
    await dialog.getByLabel('Tipo de reclamo').selectOption({ label: 'Falta total' });
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await results.waitFor({ timeout: 30_000 });
    expect(await results.getByTestId('rechazo-row').innerText()).toContain('(código 7)');

    await page.setViewportSize({ width: 375, height: 800 });
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'rechazar-resultado-375.png') });
    await results.getByRole('button', { name: 'Cerrar' }).first().click();
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'adeudadas-375.png'), fullPage: true });
  });
});
