import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_RECESIONARIOS } from '@infra/local/seed-recesionarios';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * 'Re-Cesionarios' end to end in Chromium (core-platform §2, §4, §5, §8): the first demo factoring finds its seeded
 * banks and funds sorted by razón social; the last one starts empty ('No hay cuentas registradas'), meets the form's
 * messages, adds a recessionary, is refused a duplicate, edits it in 'Editando Recesionario' with the RUT read-only
 * and deletes it after typing 'eliminar', back to the empty state; at 375 px the rows stack without sideways scroll.
 */
describe('Re-Cesionarios (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;

  const form = () => page.getByTestId('recesionario-form');
  /** The message under a field, whitespace kept (the spec's messages end in a space). */
  const fieldError = (id: string) => page.locator(`#${id}-error`).textContent();
  const rows = () => page.getByTestId('recesionario-row');
  const toast = (message: string) =>
    page.getByTestId('toast-success').filter({ hasText: message }).waitFor({ timeout: 15_000 });
  const shot = (name: string) => saveShot(SCREENSHOTS, page, name);
  const openScreen = async () => {
    await page.getByRole('button', { name: /CesionMasiva/ }).click();
    await page.getByRole('link', { name: 'Re-Cesionarios' }).click();
    await page.waitForURL((url) => url.pathname === '/re-cesionarios');
    await page.getByRole('heading', { name: 'Re-Cesionarios' }).waitFor();
  };

  it('shows the first factoring its seeded recessionaries, sorted by razón social', async () => {
    ({ page } = await signInAs(demo, 'analyst'));
    await openScreen();
    await rows().first().waitFor({ timeout: 15_000 });
    const names = await rows().locator('td:nth-child(2)').allInnerTexts();
    expect(names).toEqual(DEMO_RECESIONARIOS.map((r) => r.razonSocial).sort((a, b) => a.localeCompare(b, 'es')));
    expect(await rows().first().locator('td').first().innerText()).toBe('97.151.000-5');
    await shot('re-cesionarios-1440');
    await page.close();
  });

  it('adds, refuses a duplicate, edits and deletes a recessionary of the factoring that had none', async () => {
    // The second factoring's analyst: its factoring has no recessionary.
    ({ page } = await signInAs(demo, 'extended'));
    await openScreen();
    await page.getByTestId('recesionarios-empty').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('recesionarios-empty').innerText()).toBe('No hay cuentas registradas');

    await form().getByRole('button', { name: 'Agregar' }).click();
    expect(await fieldError('nuevo-rut')).toBe('Debes agregar un rut ');
    expect(await fieldError('nuevo-razon-social')).toBe('Debes agregar una razón social ');
    expect(await fieldError('nuevo-email')).toBe('Debes agregar un email válido');
    await form().getByLabel('Rut').fill('97.151.000-6');
    await form().getByLabel('Razón social').fill('BANCO CORDILLERA S.A.');
    await form().getByLabel('Dirección').fill('AV. APOQUINDO 3650, LAS CONDES');
    await form().getByLabel('Email').fill('cesiones@bancocordillera');
    expect(await fieldError('nuevo-rut')).toBe('Debes agregar un rut válido');
    expect(await fieldError('nuevo-email')).toBe('Debes agregar un email válido');
    expect(await page.locator('#nuevo-razon-social-error').count()).toBe(0);
    await shot('re-cesionarios-errores-1440');

    await form().getByLabel('Rut').fill('97.151.000-5');
    await form().getByLabel('Email').fill('cesiones@bancocordillera.cl');
    await form().getByRole('button', { name: 'Agregar' }).click();
    await toast('Se agrego el Recesionario exitósamente');
    await rows().first().waitFor({ timeout: 15_000 });
    expect(await rows().count()).toBe(1);
    expect(await rows().first().locator('td').allInnerTexts()).toEqual([
      '97.151.000-5',
      'BANCO CORDILLERA S.A.',
      'AV. APOQUINDO 3650, LAS CONDES',
      'cesiones@bancocordillera.cl',
      expect.stringContaining('Editar'),
    ]);
    expect(await form().getByLabel('Rut').inputValue()).toBe('');

    await form().getByLabel('Rut').fill('97151000-5');
    await form().getByLabel('Razón social').fill('OTRO BANCO S.A.');
    await form().getByLabel('Dirección').fill('HUÉRFANOS 1234, SANTIAGO');
    await form().getByLabel('Email').fill('otro@banco.cl');
    await form().getByRole('button', { name: 'Agregar' }).click();
    await expect
      .poll(() => page.getByTestId('recesionario-error').innerText(), { timeout: 15_000 })
      .toBe('El recesionario 97.151.000-5 ya está registrado');
    expect(await form().getByLabel('Razón social').inputValue()).toBe('OTRO BANCO S.A.');
    expect(await rows().count()).toBe(1);

    await page.getByRole('button', { name: 'Editar BANCO CORDILLERA S.A.' }).click();
    const edit = page.getByRole('dialog', { name: 'Editando Recesionario' });
    expect(await edit.getByLabel('Rut').inputValue()).toBe('97.151.000-5');
    expect(await edit.getByLabel('Rut').getAttribute('readonly')).not.toBeNull();
    await edit.getByLabel('Razón social').fill('');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    expect(await fieldError('editar-razon-social')).toBe('Debes agregar una razón social ');
    await edit.getByLabel('Razón social').fill('BANCO CORDILLERA CHILE S.A.');
    await shot('re-cesionarios-editar-1440');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await toast('El Recesionario se editó correctamente');
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(() => rows().first().locator('td').nth(1).innerText(), { timeout: 15_000 })
      .toBe('BANCO CORDILLERA CHILE S.A.');

    await page.getByRole('button', { name: 'Borrar BANCO CORDILLERA CHILE S.A.' }).click();
    const remove = page.getByRole('dialog', { name: 'Eliminar Recesionario' });
    const confirm = remove.getByRole('button', { name: 'Eliminar' });
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel(/para confirmar/).fill('Eliminar');
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel(/para confirmar/).fill('eliminar');
    await shot('re-cesionarios-borrar-1440');
    await confirm.click();
    await toast('Se eliminó al recesionario exitósamente');
    await page.getByTestId('recesionarios-empty').waitFor({ timeout: 15_000 });
    expect(await rows().count()).toBe(0);
    await page.close();
  });

  it('stacks the rows as cards at 375 px without sideways scrolling', async () => {
    ({ page } = await signInAs(demo, 'analyst', { viewport: { width: 375, height: 812 } }));
    await page.goto(`${demo.platform.webUrl}/re-cesionarios`);
    await rows().first().waitFor({ timeout: 15_000 });
    expect(await page.locator('table').count()).toBe(0);
    expect(await rows().count()).toBe(DEMO_RECESIONARIOS.length);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot('re-cesionarios-375');
    await page.getByRole('button', { name: 'Editar BANCO DEL MAULE S.A.' }).click();
    await page.getByRole('dialog', { name: 'Editando Recesionario' }).waitFor();
    await shot('re-cesionarios-editar-375');
    await page.close();
  });
});
