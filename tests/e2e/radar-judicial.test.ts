import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { formatRut } from '@domain/rut';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { judicialDemoWorld, type JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, demoUser, signInAs, type DemoSession } from '../support/demo-session';
import { forgetJudicialRecords, judicialQueryOf } from '../support/judicial-sweeps';

/**
 * The judicial radar in Chromium against local mode (client-radar.md §2, §4, §5, §6): the RUT field's rules, a query
 * of a demo client with cases watched from the processing panel (polled every 10 s) to the result card, the
 * factoring's deletion of its records of that RUT, and the factoring without a trial blocked with the spec's message.
 * With SHOTS_DIR set, screenshots land there.
 */
describe('judicial radar (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1, judicialSlowMs: 300 });
  let page: Page;
  let violations: CspViolation[];
  let shot: DemoSession['shot'];
  let world: JudicialDemoWorld;

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', {
      watchCsp: true,
      shots: process.env.SHOTS_DIR,
      route: '/radar-judicial',
      ready: (screen) => screen.getByLabel('RUT a consultar').waitFor({ timeout: 30_000 }),
    });
    ({ page, csp: violations, shot } = session);
    const manifest = JSON.parse(
      readFileSync(path.join(demo.platform.config.siiDir!, WORLD_MANIFEST), 'utf8'),
    ) as DemoWorldManifest;
    world = judicialDemoWorld(manifest, manifest.seed);
  });

  afterAll(() => {
    expect(violations).toEqual([]);
  });

  it('keeps Consultar disabled while the RUT is empty and asks for one when only spaces were typed', async () => {
    const button = page.getByRole('button', { name: 'Consultar' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('RUT a consultar').fill('   ');
    await button.click();
    expect(await page.getByText('Por favor ingrese un RUT').isVisible()).toBe(true);
    await page.getByLabel('RUT a consultar').fill(' 1');
    expect(await page.getByText('Por favor ingrese un RUT').count()).toBe(0);
  });

  it("runs a query, shows the tribunals' progress and polls until the client's cases show", async () => {
    const rut = world.clientWithCases;
    await forgetJudicialRecords(demo.platform, rut);
    await page.getByLabel('RUT a consultar').fill(formatRut(rut));
    await page.getByRole('button', { name: 'Consultar' }).click();
    const panel = page.getByTestId('radar-judicial-procesando');
    await panel.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Consultando...' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('radar-judicial-avance').innerText()).toMatch(
      new RegExp(`^\\d+ / ${TRIBUNALS.length} tribunales$`),
    );
    expect(await panel.innerText()).toContain('Este proceso usualmente tarda menos de 6 minutos');
    expect(await panel.innerText()).toContain('Actualizando cada 10 segundos...');
    await shot('radar-judicial-procesando');
    await page.getByTestId('radar-judicial-resultado').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('radar-judicial-tarjeta').innerText()).toContain(
      `Resultados para RUT: ${formatRut(rut)}`,
    );
    expect(await page.getByTestId('radar-judicial-causa').count()).toBe(3);
    expect(await page.getByTestId('radar-judicial-cobertura').innerText()).toContain(
      `Tribunales consultados: ${TRIBUNALS.length}`,
    );
    expect(await page.getByRole('button', { name: 'Consultar' }).isEnabled()).toBe(true);
    // The asked RUT is in the address: a reload shows the same result, from the stored records.
    expect(new URL(page.url()).searchParams.get('rut')).toBe(rut);
    const shown = await page.getByTestId('radar-judicial-tarjeta').innerText();
    await page.reload();
    await page.getByTestId('radar-judicial-resultado').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('radar-judicial-tarjeta').innerText()).toBe(shown);
    await shot('radar-judicial-resultado');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot('radar-judicial-resultado-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("deletes the factoring's records of the shown RUT once 'eliminar' is typed, and the result goes", async () => {
    const rut = world.clientWithCases;
    const rutFactoring = demoUser(demo.platform, 'analyst').factorings[0]!.rut;
    expect(await judicialQueryOf(demo.platform, rutFactoring, rut)).not.toBeNull();
    await page.getByRole('button', { name: 'Eliminar registros' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain(`Se eliminarán los registros judiciales del RUT ${formatRut(rut)}`);
    const confirm = dialog.getByRole('button', { name: 'Eliminar', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Escriba eliminar para confirmar').fill('eliminar');
    await shot('radar-judicial-eliminar');
    await confirm.click();
    await page.getByText(`Se eliminaron los registros judiciales del RUT ${formatRut(rut)}`).waitFor();
    expect(await page.getByTestId('radar-judicial-tarjeta').count()).toBe(0);
    expect(await dialog.count()).toBe(0);
    // A reload does not ask the deleted RUT again.
    expect(new URL(page.url()).searchParams.has('rut')).toBe(false);
    expect(await judicialQueryOf(demo.platform, rutFactoring, rut)).toBeNull();
  });

  it('blocks the factoring whose free trial month has not begun', async () => {
    const other = await signInAs(demo, 'extended', {
      shots: process.env.SHOTS_DIR,
      route: '/radar-judicial',
      ready: (screen) => screen.getByTestId('radar-judicial-bloqueado').waitFor({ timeout: 30_000 }),
    });
    expect(await other.page.getByTestId('radar-judicial-bloqueado').innerText()).toBe(
      AVAILABILITY_MESSAGES['not-started'],
    );
    await other.shot('radar-judicial-bloqueado');
    await other.page.close();
  });
});
