import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoUser } from '@infra/local/seed-tenants';
import { demoSuite, demoUser, openPage, saveShot, signInAs } from '../support/demo-session';
import { enrolTotpInSettings, totpCode, wrongTotpCode } from '../support/totp';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/**
 * TOTP for the users holding cuentas, in Chromium over the local platform: a demo user with cuentas and no
 * authenticator app opens 'Cuentas' and gets the setup panel instead of failed calls; a wrong code is refused in
 * Spanish, the right one enables TOTP and shows the accounts; the next sign-in asks for the code (SOFTWARE_TOKEN_MFA),
 * refuses a wrong one in Spanish and signs in with the right one. Another user sees TOTP as optional in its settings.
 */
describe('TOTP setup and sign-in (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let user: DemoUser;
  let secret = '';

  const shot = (page: Page, name: string) => saveShot(SCREENSHOTS, page, name);

  beforeAll(() => {
    user = demoUser(demo.platform, 'analyst');
  });

  it('shows a cuentas user without TOTP the setup panel on Cuentas, refuses a wrong code and enables it with the right one', async () => {
    const { page } = await signInAs(demo, user);
    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    const panel = page.getByTestId('totp-required');
    await panel.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('alert').innerText()).toBe(
      'Para administrar cuentas debe activar la verificación en dos pasos (TOTP).',
    );
    expect(await page.getByRole('heading', { name: 'Crear cuenta' }).count()).toBe(0);
    await shot(page, 'mfa-panel-1440');

    await page.getByRole('button', { name: 'Configurar aplicación de autenticación' }).click();
    const shown = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(shown).toMatch(/^[A-Z2-7]{16,}$/);
    expect(
      await page.getByRole('link', { name: 'Abrir en la aplicación de autenticación' }).getAttribute('href'),
    ).toContain(`secret=${shown}`);
    // The QR code is drawn (a PNG the CSP lets through) beside the text secret.
    const qr = page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' });
    await qr.waitFor();
    expect(
      await qr.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth >= 200 && img.src.startsWith('data:image/png'),
      ),
    ).toBe(true);
    await page.getByLabel('Código de 6 dígitos').fill('12 34');
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await page.getByRole('alert').filter({ hasText: 'El código debe tener 6 dígitos.' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(wrongTotpCode(shown));
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'El código de verificación es incorrecto.' })
      .waitFor({ timeout: 15_000 });
    await shot(page, 'mfa-setup-wrong-code-1440');

    await page.getByLabel('Código de 6 dígitos').fill(totpCode(shown));
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await page
      .getByTestId('toast-success')
      .filter({ hasText: 'La verificación en dos pasos quedó activada.' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await page.locator(`tr[data-email="${user.email}"]`).waitFor({ timeout: 15_000 });
    secret = shown;
    await page.close();
  });

  it('asks for the TOTP code at the next sign-in, refuses a wrong one in Spanish and signs in with the right one', async () => {
    expect(secret).not.toBe('');
    const { context, page } = await openPage(demo);
    await page.goto(demo.platform.webUrl);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/Contraseña/).fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .getByText('Ingrese el código de 6 dígitos que muestra su aplicación de autenticación.')
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByLabel('Código de 6 dígitos').fill(wrongTotpCode(secret));
    await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'El código de verificación es incorrecto.' })
      .waitFor({ timeout: 15_000 });
    await shot(page, 'mfa-sign-in-wrong-code-1440');

    await page.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    await page.locator(`tr[data-email="${user.email}"]`).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('totp-required').count()).toBe(0);
    await context.close();
  });

  it('offers TOTP as optional in the user settings of a user without it, and walks the same setup there', async () => {
    // The other factoring's analyst.
    const { page } = await signInAs(demo, 'extended');
    const section = page.getByTestId('totp-settings');
    await enrolTotpInSettings(page);
    expect(await section.getByText(/^Activa:/).count()).toBe(1);
    await shot(page, 'mfa-settings-active-1440');
    await page.close();
  });
});
