import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { demoSuite, signInAs, type E2ePlatform } from '../support/demo-session';

const WRONG = 'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.';

/**
 * The clave the local SII issued to a demo client company (what that company would tell its factoring).
 * @throws Error when the local SII issued none for it.
 */
function siiClaveOf(platform: E2ePlatform, rutCliente: string): string {
  const client = platform.sii.credentials.clients.find((candidate) => candidate.rutEmpresa === rutCliente);
  if (!client) throw new Error(`El SII local no emitió clave para ${rutCliente}`);
  return client.clave;
}

/**
 * The estado badge of a client's row in /dashboard-clientes (client-radar.md §2, §3), read from a fresh load of the
 * page: the client list is rebuilt by a job after each change, so an open page shows the list it loaded.
 */
async function estadoOf(page: Page, webUrl: string, rutCliente: string): Promise<string> {
  await page.goto(`${webUrl}/dashboard-clientes`);
  const body = rutCliente.split('-')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const row = page.getByTestId('clients-table').locator('tbody tr').filter({ hasText: body });
  await row.waitFor({ timeout: 30_000 });
  return (await row.locator('td').nth(1).innerText()).trim();
}

/** A company that is no client of the demo factorings (the RUT people try first). */
const STRANGER = '11111111-1';

/**
 * The company enroller end to end (client-radar.md §2 "Company enroller", §5, §8): the form's own messages, a wrong
 * clave refused by the local SII without changing the client list (the client stays 'Inactivo', a refused stranger
 * never joins it), then the right one stored and shown as 'Activo' once the client's sync and database build ran.
 */
describe('company enroller (demo world, local SII)', () => {
  const demo = demoSuite({ demoScale: 0.05 });

  it('refuses a wrong clave changing nothing, and registers the right one (Activo)', async () => {
    // The first demo factoring never enrolled its first client (local mode's demo credentials): it reads 'Inactivo'.
    const { page } = await signInAs(demo, 'analyst', { viewport: { width: 1400, height: 1000 } });
    await page.goto(`${demo.platform.webUrl}/dashboard-clientes`);
    const inactive = page
      .getByTestId('clients-table')
      .locator('tbody tr')
      .filter({ has: page.locator('td', { hasText: /^Inactivo$/ }) })
      .first();
    await inactive.waitFor({ timeout: 60_000 });
    const rutCliente = (await inactive.locator('td').first().locator('div').nth(1).innerText())
      .replace(/\./g, '')
      .trim()
      .toUpperCase();

    // The Radar group is open on /dashboard-clientes, one of its own routes.
    const enrolador = page.getByRole('link', { name: 'Enrolador' });
    if (!(await enrolador.isVisible())) await page.getByRole('button', { name: /Radar/ }).click();
    await enrolador.click();
    await page.waitForURL((url) => url.pathname === '/enrolador');
    await page.getByRole('heading', { name: 'Registrar Nueva Empresa' }).waitFor();
    const message = () => page.getByTestId('enrolador-mensaje').innerText();

    await page.getByRole('button', { name: 'Registrar Empresa' }).click();
    expect(await message()).toBe('RUT y contraseña son obligatorios.');
    await page.getByLabel('RUT de la empresa').fill('76354771-0');
    await page.getByLabel('Clave SII').fill('x');
    await page.getByRole('button', { name: 'Registrar Empresa' }).click();
    expect(await message()).toBe('RUT no es válido.');

    // Refused claves change nothing: not the client's estado, and no company that is not a client joins the list.
    for (const rut of [rutCliente, STRANGER]) {
      await page.getByLabel('RUT de la empresa').fill(rut);
      await page.getByLabel('Clave SII').fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Registrar Empresa' }).click();
      await expect.poll(message, { timeout: 15_000 }).toBe(WRONG);
    }

    await page.goto(`${demo.platform.webUrl}/enrolador`);
    await page.getByLabel('RUT de la empresa').fill(rutCliente);
    await page.getByLabel('Clave SII').fill(siiClaveOf(demo.platform, rutCliente));
    await page.getByRole('button', { name: 'Registrar Empresa' }).click();
    await expect.poll(message, { timeout: 15_000 }).toMatch(/^Empresa registrada correctamente\./);
    await expect.poll(() => estadoOf(page, demo.platform.webUrl, rutCliente), { timeout: 120_000 }).toBe('Activo');
    // The list was rebuilt after the refusals: the refused stranger is not in it.
    expect(
      await page.getByTestId('clients-table').locator('tbody tr').filter({ hasText: '11.111.111-1' }).count(),
    ).toBe(0);
  }, 300_000);

  it('blocks the form of the factoring whose free trial month has not begun', async () => {
    const other = await signInAs(demo, 'extended', {
      shots: process.env.SHOTS_DIR,
      route: '/enrolador',
      ready: (screen) => screen.getByTestId('enrolador-bloqueado').waitFor({ timeout: 30_000 }),
    });
    expect(await other.page.getByTestId('enrolador-bloqueado').innerText()).toBe(AVAILABILITY_MESSAGES['not-started']);
    // The form is drawn blurred under the message and takes no input.
    const submit = other.page.getByRole('button', { name: 'Registrar Empresa', includeHidden: true });
    expect(await submit.evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
    await other.shot('enrolador-bloqueado');
  });
});
