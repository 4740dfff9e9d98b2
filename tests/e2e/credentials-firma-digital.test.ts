import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, format, parseISO } from 'date-fns';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { demoSuite, signInAs } from '../support/demo-session';
import { readState } from '@infra/local/sii/state-file';
import { makePkcs12 } from '../support/pkcs12-factory';
import { TOO_MANY_FILES_MESSAGE } from '@domain/credentials/supporting-files';

const PASSWORD = 'clave-pfx-e2e';
const SCREENSHOTS = process.env.RC_SCREENSHOTS;

/** A Chile calendar day 'yyyy-MM-dd' at noon in Santiago (the offset is -3 or -4; noon stays on that day). */
const chileNoon = (day: string) => new Date(`${day}T12:00:00-03:00`);
const chileDayPlus = (days: number) => format(addDays(parseISO(todayInChile(new Date())), days), 'yyyy-MM-dd');

/**
 * 'Firma Digital' end to end in Chromium (core-platform §2, §5): a factoring user opens it from
 * the sidebar, the form's rules answer first, the server refuses a wrong password, an expired certificate and one of
 * another RUT with their messages, then accepts a good one and the card shows its holder, RUT and expiry; a
 * certificate about to expire warns; deleting needs the word 'eliminar'. No GraphQL answer ever holds the password.
 */
describe('Firma Digital (demo world)', () => {
  let page: Page;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-firma-'));
  const file = (name: string, bytes: Buffer) => {
    const target = path.join(workDir, name);
    fs.writeFileSync(target, bytes);
    return target;
  };
  const goodExpiry = chileDayPlus(400);
  /** The files, issued by the local SII's demo CA (the one authority local mode accepts) once the platform is up. */
  const files = { good: '', expired: '', otherRut: '', soon: '', selfSigned: '' };
  const answers: string[] = [];

  const errorText = () => page.getByTestId('certificate-error').innerText();
  const form = () => page.getByTestId('certificate-upload-form');
  /** Chooses the file with the input, or drops it on the drop zone as a browser would. */
  const choose = async (pfx: string, via: 'input' | 'drop') => {
    if (via === 'input')
      return form()
        .getByLabel(/Arrastre aquí su certificado/)
        .setInputFiles(pfx);
    const dataTransfer = await page.evaluateHandle(
      ([name, base64]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0))], name!));
        return transfer;
      },
      [path.basename(pfx), fs.readFileSync(pfx).toString('base64')],
    );
    await form().getByTestId('pfx-drop-zone').dispatchEvent('drop', { dataTransfer });
  };
  const upload = async (pfx: string, clave: string, via: 'input' | 'drop' = 'input') => {
    await choose(pfx, via);
    await form().getByLabel('Rut firmante').fill('12.345.678-5');
    await form().getByLabel('Nombre').fill('Juan Pérez');
    await form().getByLabel('Clave', { exact: true }).fill(clave);
    await form().getByRole('button', { name: 'Subir firma' }).click();
  };

  beforeAll(() => {
    // The local master key of the sealed credential store, outside the platform's data directory.
    process.env[CONFIG_ENV.localKeyFile] ??= path.join(workDir, 'keys', 'master.key');
  });
  const demo = demoSuite({ demoScale: 0.05 });
  beforeAll(() => {
    const issuer = readState(path.join(demo.platform.dataDir, 'sii-local'))!.ca;
    const pfx = (options: Parameters<typeof makePkcs12>[0]) => makePkcs12({ password: PASSWORD, issuer, ...options });
    files.good = file('firma.pfx', pfx({ notAfter: chileNoon(goodExpiry) }));
    files.expired = file(
      'vencido.p12',
      pfx({ notBefore: new Date('2023-01-10T15:00:00Z'), notAfter: new Date('2024-06-15T15:00:00Z') }),
    );
    files.otherRut = file('otro.pfx', pfx({ sanRut: '11111111-1', nombre: 'OTRA PERSONA' }));
    files.soon = file('por-vencer.pfx', pfx({ notAfter: chileNoon(chileDayPlus(10)) }));
    files.selfSigned = file('autofirmado.pfx', pfx({ issuer: 'self' }));
  });

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses bad certificates with their messages and shows the good one (dropped on the drop zone)', async () => {
    ({ page } = await signInAs(demo, 'analyst', {
      viewport: { width: 1400, height: 1000 },
      totp: true,
      beforeSignIn: (opened) =>
        opened.on('response', (response) => {
          if (response.url() === demo.platform.graphqlUrl)
            void response.text().then(
              (body) => answers.push(body),
              () => undefined,
            );
        }),
    }));
    await page.getByRole('button', { name: /Herramientas/ }).click();
    await page.getByRole('link', { name: 'Firma Digital' }).click();
    await page.waitForURL((url) => url.pathname === '/certificadoDigital');
    await page.getByRole('heading', { name: 'Firma Digital' }).waitFor();
    // Local mode stored the certificate the local SII issued to the factoring's authorized person.
    await page.getByTestId('certificate-card').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('certificate-titular').innerText()).toMatch(/^REPRESENTANTE /);
    await page.getByRole('button', { name: 'Reemplazar' }).click();

    await form().getByRole('button', { name: 'Subir firma' }).click();
    expect(await errorText()).toBe('Campo rut no puede estar vacío.');
    await form().getByLabel('Rut firmante').fill('12345678-9');
    await form().getByRole('button', { name: 'Subir firma' }).click();
    expect(await errorText()).toBe('Formato no es válido');
    // Typed as the page shows it, with dots: kept whole, and later uploads succeed with it.
    await form().getByLabel('Rut firmante').fill('12.345.678-5');
    expect(await form().getByLabel('Rut firmante').inputValue()).toBe('12.345.678-5');

    await upload(files.good, 'no-es-la-clave');
    await expect.poll(errorText, { timeout: 15_000 }).toBe('La clave del certificado digital no es correcta.');
    await upload(files.expired, PASSWORD);
    await expect.poll(errorText, { timeout: 15_000 }).toBe('El certificado digital venció el 15/06/2024.');
    await upload(files.otherRut, PASSWORD);
    await expect
      .poll(errorText, { timeout: 15_000 })
      .toBe('El RUT del certificado (11.111.111-1) no corresponde al RUT del firmante (12.345.678-5).');
    await upload(files.selfSigned, PASSWORD);
    await expect.poll(errorText, { timeout: 15_000 }).toBe('El certificado es autofirmado y no es aceptado por el SII');
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'firma-digital-error.png'), fullPage: true });

    await upload(files.good, PASSWORD, 'drop');
    const card = page.getByTestId('certificate-card');
    await card.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('certificate-titular').innerText()).toBe('JUAN PEREZ SOTO');
    expect(await page.getByTestId('certificate-rut').innerText()).toBe('12.345.678-5');
    expect(await page.getByTestId('certificate-expiry').innerText()).toBe(format(parseISO(goodExpiry), 'dd/MM/yyyy'));
    expect(await page.getByTestId('certificate-state').innerText()).toBe('Vigente');
    expect(await page.getByTestId('certificate-warning').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'firma-digital-card.png'), fullPage: true });

    // The other alias shows the same stored certificate.
    await page.goto(`${demo.platform.webUrl}/certificado-digital`);
    await page.getByTestId('certificate-card').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('certificate-rut').innerText()).toBe('12.345.678-5');
  });

  it('keeps up to 2 supporting files with the certificate, lists them and downloads one; refuses a fourth file', async () => {
    const poder = file('poder.pdf', Buffer.from('%PDF-1.4 poder notarial'));
    const cedula = file('cedula.png', Buffer.from('png cedula'));
    const extra = file('extra.pdf', Buffer.from('%PDF-1.4 extra'));
    const uploadAll = async (chosen: string[]) => {
      await form()
        .getByLabel(/Arrastre aquí su certificado/)
        .setInputFiles(chosen);
      await form().getByLabel('Rut firmante').fill('12.345.678-5');
      await form().getByLabel('Nombre').fill('Juan Pérez');
      await form().getByLabel('Clave', { exact: true }).fill(PASSWORD);
      await form().getByRole('button', { name: 'Subir firma' }).click();
    };
    await page.getByRole('button', { name: 'Reemplazar' }).click();
    await uploadAll([files.good, poder, cedula, extra]);
    expect(await errorText()).toBe(TOO_MANY_FILES_MESSAGE);

    await uploadAll([files.good, poder, cedula]);
    const attachments = page.getByTestId('certificate-attachments');
    await attachments.waitFor({ timeout: 15_000 });
    expect(await attachments.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('poder.pdf'),
      expect.stringContaining('cedula.png'),
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('listitem').first().getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('poder.pdf');
    expect(fs.readFileSync((await download.path())!)).toEqual(fs.readFileSync(poder));
  });

  it('warns about a certificate that expires in 10 days and deletes it only after typing eliminar', async () => {
    await page.getByRole('button', { name: 'Reemplazar' }).click();
    await upload(files.soon, PASSWORD);
    await expect
      .poll(() => page.getByTestId('certificate-warning').innerText(), { timeout: 15_000 })
      .toBe('El certificado vence en 10 días');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'firma-digital-warning.png'), fullPage: true });

    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar firma digital' });
    const confirm = dialog.getByRole('button', { name: 'Eliminar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('Eliminar');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/para confirmar/).fill('eliminar');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'firma-digital-delete.png'), fullPage: true });
    await confirm.click();
    await page.getByTestId('certificate-upload-form').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('certificate-card').count()).toBe(0);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.some((body) => body.includes(PASSWORD))).toBe(false);
  });
});
