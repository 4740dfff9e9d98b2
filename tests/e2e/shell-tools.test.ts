import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient, LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { UserActivityRepository } from '@lambdas/store/user-activity-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { CAMPAIGNS } from '@domain/campaigns';
import { readFlags } from '@domain/permissions';
import { demoSuite, demoUser, openPage, signInAs } from '../support/demo-session';
import { signIn } from '../support/e2e-platform';
import { maskRut } from '@domain/demo-mask';
import { TWO_FACTORINGS_EMAIL } from '@infra/local/seed-tenants';
import { CUENTAS_MESSAGES } from '@web/features/cuentas/model/messages';

const TEMPORARY = 'Temporal2026';
const FIRST = 'PrimeraClave2026';
const SECOND = 'SegundaClave2026';
const VIEWPORT = { width: 1400, height: 1000 };

/**
 * The shell's tools end to end (core-platform §2 "Shell", "Login", §5, §8): a user an administrator
 * created with a temporary password sets their own at the first login, changes it in the settings modal and signs in
 * with the new one; ctrl+K finds a client of the factoring and opens one of its tabs; a user of two factorings sees
 * each one's menu (its flags there, core-platform §6) as it switches company.
 */
describe('shell tools (local platform, cognito-local)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPage(demo, { viewport: VIEWPORT }));
  });

  it('a first login sets a new password; the settings modal changes it and the user signs in with the new one', async () => {
    const factoring = demoUser(demo.platform, 'analyst').factorings[0]!;
    const email = 'nueva.analista@radarcesiones.cl';
    const cognito = new CognitoIdentityProviderClient({
      region: demo.platform.config.region,
      endpoint: demo.platform.config.endpoints.cognito,
      credentials: LOCAL_ENDPOINT_CREDENTIALS,
    });
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: demo.platform.config.auth.userPoolId,
        Username: email,
        TemporaryPassword: TEMPORARY,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:rutCesionario', Value: factoring.rut },
          { Name: 'custom:rznSocCesionario', Value: factoring.razonSocial },
        ],
      }),
    );
    cognito.destroy();
    const doc = createDynamoDocumentClient(demo.platform.config);
    // Every campaign seen, as the demo seeds its users: a due campaign's modal would cover the settings dialog this
    // test opens (campaigns have their own browser test).
    const activity = new UserActivityRepository(doc, demo.platform.config.tables.userActivity);
    for (const { numero } of CAMPAIGNS) {
      await activity.markCampaignSeen(created.User!.Username!, numero, new Date().toISOString());
    }
    // Flags live in the userCompanies row that Cuentas writes with an account (the pool alone grants none).
    await new UserCompanyRepository(doc, demo.platform.config.tables.userCompanies).put({
      username: created.User!.Username!,
      rutEmpresa: factoring.rut,
      razonSocial: factoring.razonSocial,
      flags: readFlags({}),
    });

    await page.goto(demo.platform.webUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Contraseña/).fill(TEMPORARY);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Primer ingreso' }).waitFor();
    expect(await page.getByText('Paso de inicio de sesión no soportado').count()).toBe(0);

    const newPassword = page.getByLabel('Nueva contraseña');
    const save = page.getByRole('button', { name: 'Guardar e ingresar' });
    await save.click();
    await page.getByText('Debes agregar una password').waitFor();
    await newPassword.fill('Primera2026');
    await save.click();
    await page.getByText('La contraseña debe tener por lo menos 12 caracteres').waitFor();
    await newPassword.fill('abcdefghijkl');
    await save.click();
    await page.getByText('La contraseña debe tener al menos un numero').waitFor();
    await page.getByRole('button', { name: 'Generar' }).click();
    expect(await newPassword.inputValue()).toMatch(/^[A-Za-z0-9]{11}\d$/);
    await newPassword.fill(FIRST);
    await save.click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect((await page.getByTestId('username').innerText()).trim()).toContain(email);

    await page.getByTestId('username').click();
    await page.getByRole('button', { name: 'Configuración de usuario' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de usuario' });
    await settings.getByLabel('Contraseña actual').fill(FIRST);
    await settings.getByLabel('Nueva contraseña').fill('clavesinnumero');
    await settings.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await settings.getByText('La contraseña debe tener al menos un numero').waitFor();
    await settings.getByLabel('Nueva contraseña').fill(SECOND);
    await settings.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('La clave se modificó exitosamente').waitFor();
    expect(await settings.count()).toBe(0);

    await page.getByTestId('username').click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Contraseña/).fill(FIRST);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos.' }).waitFor();
    await signIn(page, demo.platform.webUrl, email, SECOND);
    await page.getByTestId('username').click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('ctrl+K finds a client by name and RUT and opens a tab of its detail; Escape closes the search', async () => {
    ({ page } = await signInAs(demo, 'analyst', { viewport: VIEWPORT }));
    const search = page.getByRole('dialog', { name: 'Buscar cliente' });
    const results = search.getByTestId('client-search-result');

    // The client list is built by a job after the first refresh: reopen until it is there.
    await expect
      .poll(
        async () => {
          if ((await search.count()) > 0) await page.keyboard.press('Escape');
          await page.keyboard.press('Control+K');
          await search.waitFor();
          await Promise.race([
            results.first().waitFor({ timeout: 5_000 }),
            search.getByRole('alert').waitFor({ timeout: 5_000 }),
          ]).catch(() => undefined);
          return results.count();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('client-search-text');

    const first = results.first();
    const name = (await first.locator('.fw-semibold').innerText()).trim();
    const rut = (await first.locator('.text-muted').first().innerText()).trim();
    expect(await first.getByText(/Clave SII (OK|con error)/).count()).toBe(1);
    const input = search.getByPlaceholder('Buscar por razón social o RUT');

    await input.fill(rut.replace(/\./g, ''));
    await expect.poll(() => results.count()).toBe(1);
    await input.fill('zzz sin cliente');
    await search.getByText('No se encontraron clientes para "zzz sin cliente"').waitFor();

    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+K');
    await input.fill(name.split(' ')[0]!.toLowerCase());
    const match = results.filter({ hasText: rut });
    await match.waitFor();
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await search.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // The detail rewrites a tab this build does not have yet to 'cesiones': what the shortcut asked is in the history.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await match.getByRole('button', { name: 'Ventas' }).click();
    await search.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `/dashboard-clientes/${rut.replace(/\./g, '')}`);
    expect(visited.map((address) => new URL(address)).some((url) => url.searchParams.get('tab') === 'ventas')).toBe(
      true,
    );
  });

  it("demo mode shows a 'Modo demo' badge, masks what the screen shows and sends the real RUTs; a real RUT in the address works and shows masked", async () => {
    const session = await signInAs(demo, 'extended', { viewport: VIEWPORT });
    const demoPage = session.page;
    const factoring = session.user.factorings[0]!;
    await demoPage.getByTestId('enrolment-link').waitFor({ timeout: 30_000 });
    expect(await demoPage.getByTestId('demo-mode-badge').count()).toBe(0);

    // A link bookmarked outside demo mode: a client's detail, with its real RUT.
    await demoPage.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
    const detailLink = demoPage.getByRole('link', { name: 'Ver Detalle' }).first();
    await detailLink.waitFor({ timeout: 60_000 });
    const bookmark = new URL((await detailLink.getAttribute('href'))!, demo.platform.webUrl).href;
    const real = new URL(bookmark).pathname.split('/').pop()!;

    const sockets: string[] = [];
    demoPage.on('websocket', (socket) => sockets.push(socket.url()));
    const whitelistQueries: string[] = [];
    demoPage.on('request', (request) => {
      if (request.url().includes('/api/whitelist')) whitelistQueries.push(request.url());
    });
    await demoPage.getByTestId('username').click();
    // The switch reloads the page.
    const reloaded = demoPage.waitForEvent('load');
    await demoPage.getByLabel('Modo demo').click();
    await reloaded;

    await demoPage.getByTestId('demo-mode-badge').waitFor({ timeout: 30_000 });
    expect((await demoPage.getByTestId('demo-mode-badge').innerText()).trim()).toBe('Modo demo');
    await demoPage.getByTestId('enrolment-link').waitFor({ timeout: 30_000 });
    await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const realRuts = (addresses: string[], name: string) => [
      ...new Set(addresses.map((address) => new URL(address).searchParams.get(name))),
    ];
    expect(realRuts(sockets, 'rutFactoring')).toEqual([factoring.rut]);
    expect(realRuts(whitelistQueries, 'factoring')).toEqual([factoring.rut]);
    const header = demoPage.locator('header');
    expect(await header.innerText()).not.toContain(factoring.razonSocial);

    // The bookmarked detail opens, with the client's RUT masked on screen.
    const databaseAddresses: string[] = [];
    demoPage.on('request', (request) => {
      if (request.url().includes('/api/database/')) databaseAddresses.push(new URL(request.url()).pathname);
    });
    await demoPage.goto(bookmark);
    await demoPage.getByTestId('factoring-concentration-table').waitFor({ timeout: 60_000 });
    const main = await demoPage.locator('main').innerText();
    expect(main).not.toContain(real);
    expect(main.replace(/\./g, '')).toContain(maskRut(real));
    expect(databaseAddresses.every((address) => address.endsWith(`/${real}`))).toBe(true);
    await demoPage.close();
  });

  it("a user of two factorings holding 'cuentas' only in the first sees 'Cuentas' only while that one is selected", async () => {
    const user = demo.platform.users.find((candidate) => candidate.email === TWO_FACTORINGS_EMAIL)!;
    const [first, second] = user.factorings;
    ({ page } = await signInAs(demo, user, { viewport: VIEWPORT }));
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    // Herramientas starts closed and the menu is rebuilt on a switch: open it, then read its links.
    const tools = async () => {
      const group = menu.getByRole('button', { name: /Herramientas$/ });
      await group.waitFor({ timeout: 30_000 });
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      return menu.locator('#menu-Herramientas a').allInnerTexts();
    };
    const company = page.getByLabel('Empresa', { exact: true });

    expect(await company.inputValue()).toBe(first!.rut);
    expect(await tools()).toContain('Cuentas');

    await company.selectOption(second!.rut);
    await expect.poll(tools, { timeout: 30_000 }).not.toContain('Cuentas');
    expect(await tools()).toContain('Firma Digital');
    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    const refused = page.getByText(CUENTAS_MESSAGES.notAllowed);
    await refused.waitFor({ timeout: 30_000 });

    await company.selectOption(first!.rut);
    await expect.poll(tools, { timeout: 30_000 }).toContain('Cuentas');
    await refused.waitFor({ state: 'detached', timeout: 30_000 });
    await page.close();
  });
});
