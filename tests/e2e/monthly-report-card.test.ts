import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite, demoUser, signInAs, type DemoSession } from '../support/demo-session';

const card = (page: Page) => page.getByRole('region', { name: 'Informe mensual por correo' });

/**
 * 'Informe mensual por correo' on '/reportes' in Chromium against local mode: the first demo factoring's analyst is
 * subscribed by the demo, and a user with cuentas subscribes another of the factoring's users, which a reload keeps.
 */
describe("'Informe mensual por correo' (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let session: DemoSession;

  beforeAll(async () => {
    session = await signInAs(demo, 'analyst', {
      totp: true,
      route: '/reportes',
      ready: (page) => card(page).getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 60_000 }),
    });
  }, 180_000);

  it("lists the factoring's users with the demo subscriber checked, and saves another subscriber", async () => {
    const { page } = session;
    const analyst = demoUser(demo.platform, 'analyst').email;
    const admin = demoUser(demo.platform, 'admin').email;
    await expect(card(page).getByRole('checkbox', { name: analyst }).isChecked()).resolves.toBe(true);
    await expect(card(page).getByRole('checkbox', { name: admin }).isChecked()).resolves.toBe(false);
    await card(page).getByRole('checkbox', { name: admin }).check();
    await card(page).getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Suscripciones al informe mensual guardadas').waitFor();
    await page.reload();
    await card(page).getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 60_000 });
    await expect(card(page).getByRole('checkbox', { name: admin }).isChecked()).resolves.toBe(true);
    await expect(card(page).getByRole('checkbox', { name: analyst }).isChecked()).resolves.toBe(true);
  });
});
