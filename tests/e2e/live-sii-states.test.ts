import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoSuite, demoUser, signInAs, type DemoRole } from '../support/demo-session';

/**
 * What the demo world's SII quirks and credential states look like to an analyst once local mode has read them through
 * the SII web client from the local SII: the note of the rows the SII sent that could not be
 * read and their list, a factoring whose cession notices go to two addresses shown as a valid mailbox, and the client
 * list's login states with the 'Acceso Restringido' warning of a client whose clave the SII refused.
 */
describe('live SII states on screen (demo world, local SII)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;
  const openAs = async (who: DemoRole) => {
    await page?.close();
    ({ page } = await signInAs(demo, who, { viewport: { width: 1400, height: 1000 } }));
  };

  it("notes the two rows of the first factoring's latest SII answer that could not be read, and lists them", async () => {
    await openAs('analyst');
    await page.goto(`${demo.platform.webUrl}/cesion-adquiridas`);
    const note = page.getByTestId('unread-rows-note');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.innerText()).toBe('2 filas del SII no se pudieron leer');
    await note.click();
    const dialog = page.getByRole('dialog', { name: 'Filas del SII que no se pudieron leer' });
    const rows = dialog.getByTestId('unread-rows-table').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(cells.map((row) => row[5])).toEqual(['DEUDOR', 'MNT_CESION']);
    // Each row names the document it describes (tipo, folio and cedente as the line writes them).
    expect(cells.every((row) => /^\d+$/.test(row[2]!) && /^\d+$/.test(row[3]!) && row[4] !== '-')).toBe(true);
    expect(cells[0]![0]).toMatch(
      new RegExp(`^CESIONES_${demoUser(demo.platform, 'analyst').factorings[0]!.rut}_2_\\d{8}_\\d{8}\\.txt$`),
    );
    expect(cells[1]![6]).toBe("MNT_CESION inválido: 'N/D'");
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the second factoring, whose notices go to two addresses, no unread rows and no invalid mailbox', async () => {
    await openAs('extended');
    await page.goto(`${demo.platform.webUrl}/cesion-adquiridas`);
    await page.getByTestId('cession-row').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('unread-rows-note').count()).toBe(0);
    expect(await page.getByText('Email invalido').count()).toBe(0);
  });

  it("lists the first factoring's clients as Activo, Inactivo (never enrolled) and Error Password, whose detail warns 'Acceso Restringido'", async () => {
    await openAs('analyst');
    await page.goto(`${demo.platform.webUrl}/dashboard-clientes`);
    const table = page.getByTestId('clients-table');
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const estados = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));
    expect(new Set(estados)).toEqual(new Set(['Activo', 'Inactivo', 'Error Password']));
    const refused = table
      .locator('tbody tr')
      .filter({ has: page.locator('td', { hasText: /^Error Password$/ }) })
      .first();
    await refused.getByRole('link', { name: 'Ver Detalle' }).click();
    const warning = page.getByTestId('restricted-access');
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.innerText()).toContain('Acceso Restringido');
    expect(await warning.innerText()).toContain(
      'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.',
    );
  });
});
