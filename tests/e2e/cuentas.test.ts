import fs from 'node:fs';
import path from 'node:path';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_SUBJECT } from '@lambdas/services/accounts/invitation-mail';
import { LOCAL_ENDPOINT_CREDENTIALS, createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { TWO_FACTORINGS_EMAIL } from '@infra/local/seed-tenants';
import { demoSuite, demoUser, signInAs, type DemoSession } from '../support/demo-session';
import { invitationPassword } from '../support/invitation-password';
import { waitForMail } from '../support/mail-inbox';

const SCREENSHOTS = process.env.RC_SCREENSHOTS;
const NEW_USERS = ['ana.e2e@factoring.cl', 'beto.e2e@factoring.cl', 'carla.e2e@factoring.cl'];

/**
 * 'Cuentas' end to end in Chromium (core-platform §2 "Accounts", §4, §5, §8): the e-mail list's
 * messages, three accounts created with the editor rules holding in the checkboxes, their invitations in the local
 * inbox (MailDev) with a temporary password, one account edited in 'Editando cuenta', one deleted after typing
 * 'eliminar', a client-detail open shown in 'Historial de Consultas', the executives CSV with 'Informacion de
 * carga', and the second factoring's Cuentas listing the accounts linked to it and unlinking one ('desvincular').
 */
describe('Cuentas (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.05 });
  let page: Page;
  let adminEmail: string;
  let shot: DemoSession['shot'];

  const toast = (kind: 'success' | 'error', message: string) =>
    page.getByTestId(`toast-${kind}`).filter({ hasText: message }).first().waitFor({ timeout: 15_000 });
  const row = (email: string) => page.locator(`tr[data-email="${email}"]`);
  const checkbox = (prefix: string, flag: string) => page.locator(`#${prefix}-${flag}`);
  const memberships = () =>
    new UserCompanyRepository(
      createDynamoDocumentClient(demo.platform.config),
      demo.platform.config.tables.userCompanies,
    );
  /** The cognito:username of the account signing in with `email`. */
  const usernameOf = async (email: string): Promise<string> => {
    const { config } = demo.platform;
    const cognito = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: config.endpoints.cognito,
      credentials: LOCAL_ENDPOINT_CREDENTIALS,
    });
    const { Username } = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: config.auth.userPoolId, Username: email }),
    );
    cognito.destroy();
    return Username!;
  };

  beforeAll(async () => {
    adminEmail = demoUser(demo.platform, 'analyst').email;
    // The administrator holds every flag in its factoring (the demo analyst lacks cesionesAdeudadas), so each checkbox
    // can be granted: its flags there are the user store's row, which the server and the menu read.
    for (const row of await memberships().listForUser(await usernameOf(adminEmail)))
      await memberships().put({ ...row, flags: { ...row.flags, cesionesAdeudadas: true } });
    // Managing accounts needs TOTP: the demo user sets it up first, as tests/e2e/mfa.test.ts shows.
    ({ page, shot } = await signInAs(demo, 'analyst', { totp: true, shots: SCREENSHOTS }));
  });

  it('processes the e-mail list with its messages and creates three users with the editor rules holding', async () => {
    await page.getByRole('button', { name: /Herramientas/ }).click();
    await page.getByRole('link', { name: 'Cuentas' }).click();
    await page.waitForURL((url) => url.pathname === '/cuentas');
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await row(adminEmail).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await page.getByText('Debe agregar al menos un email').waitFor();

    const textarea = page.locator('#cuentas-emails');
    await textarea.fill(`${NEW_USERS[0]}, malo@; otro`);
    await page.getByRole('button', { name: 'Procesar emails' }).click();
    await page.getByText('Emails inválidos: malo@, otro').waitFor();
    expect(await textarea.inputValue()).toBe(`${NEW_USERS[0]}, malo@; otro`);

    await textarea.fill(`${NEW_USERS[0]}; ${NEW_USERS[1]}\n${NEW_USERS[0]!.toUpperCase()}, ${NEW_USERS[2]}`);
    await page.getByRole('button', { name: 'Procesar emails' }).click();
    await page.getByText(`Emails duplicados ignorados: ${NEW_USERS[0]}`).waitFor();
    await page.getByText('3 email(s) válido(s) procesado(s)').waitFor();
    expect(await page.getByTestId('email-badges').locator('.badge').allInnerTexts()).toEqual(NEW_USERS);
    // A removed badge can be processed again.
    await page.getByRole('button', { name: `Quitar ${NEW_USERS[2]}` }).click();
    await page.getByRole('button', { name: 'Crear 2 usuarios' }).waitFor();
    await textarea.fill(NEW_USERS[2]!);
    await page.getByRole('button', { name: 'Procesar emails' }).click();
    await page.getByText('1 email(s) válido(s) procesado(s)').waitFor();

    // Editor rules: Cartera ejecutivos forces and locks Radar clientes; Cesiones adeudadas clears and locks the other
    // two.
    await checkbox('nueva', 'cesionesAdquiridas').check();
    await checkbox('nueva', 'carteraEjecutivos').check();
    expect(await checkbox('nueva', 'radarClientes').isChecked()).toBe(true);
    expect(await checkbox('nueva', 'radarClientes').isDisabled()).toBe(true);
    await checkbox('nueva', 'cesionesAdeudadas').check();
    for (const flag of ['cesionesAdquiridas', 'cesionesCedidas']) {
      expect(await checkbox('nueva', flag).isChecked(), flag).toBe(false);
      expect(await checkbox('nueva', flag).isDisabled(), flag).toBe(true);
    }
    await checkbox('nueva', 'cesionesAdeudadas').uncheck();
    await checkbox('nueva', 'cesionesAdquiridas').check();
    await checkbox('nueva', 'notificaCesion').check();
    await shot('cuentas-crear-1440');

    await page.getByRole('button', { name: 'Crear 3 usuarios' }).click();
    await toast('success', 'Se agregaron 3 usuarios exitosamente');
    for (const email of NEW_USERS) {
      await row(email).waitFor({ timeout: 15_000 });
      expect(await row(email).innerText()).toContain('Pendiente');
      expect(await row(email).locator('[data-grupo="Radar"]').innerText()).toBe('2/5');
      expect(await row(email).locator('[data-grupo="Avisos"]').innerText()).toBe('1/4');
    }
    await page.getByRole('button', { name: 'Crear usuario' }).waitFor();
    expect(await page.getByTestId('email-badges').count()).toBe(0);

    for (const email of NEW_USERS) {
      const invitation = await waitForMail(
        demo.platform.mail.apiUrl,
        (m) => m.subject === INVITATION_SUBJECT && m.to.some((to) => to.address === email),
      );
      expect(invitationPassword(invitation, email)).toMatch(/^[A-Za-z0-9]{11}[0-9]$/);
    }
  });

  it('edits one account in Editando cuenta with the rules holding, shows its permissions, and deletes another', async () => {
    const edited = NEW_USERS[0]!;
    await row(edited).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editando cuenta' });
    await dialog.waitFor();
    expect(await checkbox('editar', 'cesionesAdquiridas').isChecked()).toBe(true);
    await checkbox('editar', 'cesionesAdeudadas').check();
    expect(await checkbox('editar', 'cesionesAdquiridas').isChecked()).toBe(false);
    expect(await checkbox('editar', 'cesionesAdquiridas').isDisabled()).toBe(true);
    await checkbox('editar', 'carteraEjecutivos').uncheck();
    expect(await checkbox('editar', 'radarClientes').isDisabled()).toBe(false);
    await checkbox('editar', 'radarClientes').uncheck();
    await shot('cuentas-editar-1440');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast('success', 'Se editó el usuario correctamente');
    await expect.poll(() => row(edited).locator('[data-grupo="Radar"]').innerText(), { timeout: 10_000 }).toBe('0/5');

    await row(edited).getByRole('button', { name: 'Mostrar' }).click();
    const permisos = page.locator(`tr[data-permisos="${edited}"]`);
    expect(await permisos.innerText()).toContain('Cesiones adeudadas');
    expect(await permisos.innerText()).not.toContain('Cesiones adquiridas');
    await page.getByLabel('Expandir todo').check();
    expect(await page.locator('tr[data-permisos]').count()).toBe(await page.locator('tr[data-email]').count());
    await shot('cuentas-expandido-1440');
    await page.getByLabel('Expandir todo').uncheck();
    expect(await page.locator('tr[data-permisos]').count()).toBe(0);

    // One's own row has no Borrar.
    expect(await row(adminEmail).getByRole('button', { name: 'Borrar' }).count()).toBe(0);
    const deleted = NEW_USERS[1]!;
    await row(deleted).getByRole('button', { name: 'Borrar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    const button = confirm.getByRole('button', { name: 'Eliminar' });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('eliminar');
    await button.click();
    await toast('success', 'Se eliminó al usuario exitosamente');
    await row(deleted).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await row(NEW_USERS[2]!).count()).toBe(1);
  });

  it('records a client-detail open for Historial de Consultas and loads the executives CSV', async () => {
    await page.goto(new URL('/dashboard-clientes', demo.platform.webUrl).href);
    const first = page.getByTestId('clients-table').locator('tbody tr').first();
    await first.waitFor({ timeout: 60_000 });
    await first.getByRole('link', { name: 'Ver Detalle' }).click();
    await page.waitForURL(/\/dashboard-clientes\/[0-9]+-[0-9kK]/);
    const rutCliente = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('client-breadcrumb').waitFor({ timeout: 60_000 });

    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    await row(adminEmail).waitFor({ timeout: 15_000 });
    expect(await row(adminEmail).innerText()).not.toContain('Nunca');
    await row(adminEmail).getByTitle('Historial de Consultas').click();
    const history = page.getByRole('dialog', { name: 'Historial de Consultas' });
    await history.getByTestId('historial-consultas').waitFor({ timeout: 15_000 });
    const cells = await history.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(cells[0]).toBe('1');
    expect(cells[1]!.replace(/\./g, '')).toBe(rutCliente.toUpperCase());
    expect(cells[2]).not.toBe('—');
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Below the opens, what administrators did seeing as the account: nobody has yet.
    await history.getByText('Ningún administrador ha visto como este usuario.').waitFor();
    await shot('cuentas-historial-1440');
    await history.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('button', { name: 'Carga CSV' }).click();
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    await toast('error', 'No se seleccionó el archivo');
    const csv = path.join(demo.platform.dataDir, 'ejecutivos.csv');
    fs.writeFileSync(
      csv,
      `Ejecutivo;Rut empresa\n${NEW_USERS[2]};${rutCliente}\nnadie@factoring.cl;${rutCliente}\n${NEW_USERS[2]};1-9\n`,
    );
    await page.locator('#ejecutivos-csv').setInputFiles(csv);
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'Informacion de carga' });
    await info.waitFor({ timeout: 15_000 });
    const lines = await info.locator('tbody tr').allInnerTexts();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Ejecutivo asignado correctamente');
    expect(lines[1]).toContain('El ejecutivo no es un usuario registrado del factoring');
    expect(lines[2]).toContain('La empresa no es cliente del factoring');
    expect(await info.locator('tbody tr.table-danger').count()).toBe(2);
    await shot('cuentas-carga-csv-1440');
    await info.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.setViewportSize({ width: 375, height: 800 });
    await shot('cuentas-375');
  });
  it("shows the first factoring's accounts linked to the second as 'Vinculada' in the second's Cuentas, and unlinks one without deleting it", async () => {
    const { page: second, user } = await signInAs(demo, 'extended', { totp: true });
    const [home, linkedTo] = demoUser(demo.platform, 'admin').factorings;
    expect(user.factorings.map((factoring) => factoring.rut)).toEqual([linkedTo!.rut]);
    await second.goto(new URL('/cuentas', demo.platform.webUrl).href);
    const linked = second.locator(`tr[data-email="${TWO_FACTORINGS_EMAIL}"]`);
    await linked.waitFor({ timeout: 30_000 });
    await linked.getByText('Vinculada', { exact: true }).waitFor();
    expect(await linked.getByRole('button', { name: 'Borrar' }).count()).toBe(0);
    expect(await second.locator(`tr[data-email="${user.email}"]`).getByText('Vinculada').count()).toBe(0);

    await linked.getByRole('button', { name: 'Desvincular' }).click();
    const confirm = second.getByRole('dialog', { name: 'Desvincular usuario' });
    const button = confirm.getByRole('button', { name: 'Desvincular' });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('desvincular');
    await button.click();
    await second
      .getByTestId('toast-success')
      .filter({ hasText: 'Se desvinculó al usuario exitosamente' })
      .first()
      .waitFor({ timeout: 15_000 });
    await linked.waitFor({ state: 'detached', timeout: 10_000 });
    // The account stays, with its row of the first factoring only.
    const rows = await memberships().listForUser(await usernameOf(TWO_FACTORINGS_EMAIL));
    expect(rows.map((row) => row.rutEmpresa)).toEqual([home!.rut]);
    await second.close();
  });
});
