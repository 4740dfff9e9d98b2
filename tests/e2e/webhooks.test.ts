import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { startLocalWebhookReceiver, type LocalWebhookReceiver } from '@infra/local/webhook-receiver';
import type { DemoUser } from '@infra/local/seed-tenants';
import {
  ROTATED,
  SECRET_HIDDEN,
  SECRET_SHOWN_ONCE,
  TEST_OK_UNSIGNED,
  TEST_UNSIGNED_NOTE,
} from '@web/features/webhooks/model/messages';
import { demoSuite, signInAs } from '../support/demo-session';
import { signIn as cognitoSignIn } from '../support/local-identity';
import { enrolTotp } from '../support/totp';
import { claimableOwed, type OwedDocument } from '../support/owed-documents';

const SHOTS = process.env.RC_SCREENSHOTS;

const RECHAZAR = `mutation R($rut: String!, $dtes: [DteInput!]!, $accion: String!) {
  rechazarDte(rutFactoring: $rut, dtes: $dtes, accion: $accion) { folio ok descResp }
}`;

/**
 * Webhooks in Chromium against local mode (core-platform §2 "Webhooks", §8): the holder of a document
 * saves a webhook for 'Documento reclamado' pointing to its own HTTP receiver and tests it ('Test realizado
 * exitosamente'); the demo debtor claims the document at the SII; the next refresh raises cesion.reclamada and the
 * receiver, which checks every signature with the secret shown on the screen, answers 500 twice and then 200: the
 * card's log shows the three attempts.
 */
describe('Webhooks (Chromium)', () => {
  let page: Page;
  let receiver: LocalWebhookReceiver;
  let target: OwedDocument;
  let holder: DemoUser;
  let secret: string | null = null;
  let failed = 0;

  beforeAll(async () => {
    receiver = await startLocalWebhookReceiver({
      secret: () => secret,
      answer: (request) => {
        if (request.path === '/sin-firma') return 200;
        if (!request.signatureValid) return 401;
        if (request.headers['x-radar-intento'] === '0') return 200;
        failed += 1;
        return failed <= 2 ? 500 : 200;
      },
    });
  });
  afterAll(async () => {
    await receiver?.stop();
  });
  const demo = demoSuite({ demoScale: 0.05, webhookRetryDelaysSeconds: [1, 2] });

  beforeAll(async () => {
    const worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    const holders = new Map(
      demo.platform.users
        .filter((u) => u.kind === 'factoring' && u.factorings.length === 1)
        .map((u) => [u.factorings[0]!.rut, u]),
    );
    const claimable = (await claimableOwed(worldDir, manifest.deudor.rut, new Date())).filter(
      (d) => d.days <= 6 && holders.has(d.holder),
    );
    target = claimable[0]!;
    holder = holders.get(target.holder)!;
    ({ page } = await signInAs(demo, holder, { viewport: { width: 1280, height: 900 }, totp: true }));
  });

  it('delivers a claim to a receiver that fails twice: three signed attempts in the log', async () => {
    expect(target, 'the demo world has an owed document received within 6 days held by a demo factoring').toBeDefined();
    await page.goto(`${demo.platform.webUrl}/herramientas-webhooks`);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    const card = page.getByTestId('webhook-cesion-reclamada');
    await card.getByRole('button', { name: 'Documento reclamado' }).click();
    expect(await card.innerText()).toContain(
      'Su URL debe retornar un 200, sino se reintentará 2 veces y se dejará de enviar',
    );
    expect(await card.locator('pre').innerText()).toContain('"tipo": "cesion.reclamada"');

    // A private address is refused with the reason, nothing saved.
    const url = card.getByLabel('URL');
    await url.fill('https://169.254.169.254/latest/meta-data');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => card.locator('.invalid-feedback').innerText()).toContain('dirección interna o privada');

    await url.fill(`${receiver.url}/radar`);
    await card.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Webhook guardado exitosamente').first().waitFor();
    // A webhook saved before (the demo factoring's) keeps its secret unseen: rotating is the way to a new one.
    if ((await card.getByTestId('webhook-secret').count()) === 0) await rotate(card);
    secret = (await card.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    expect(await card.innerText()).toContain(SECRET_SHOWN_ONCE);

    await card.getByRole('button', { name: 'Test' }).click();
    await page.getByText('Test realizado exitosamente').first().waitFor();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'webhooks-test-1280.png'), fullPage: true });

    // The demo debtor claims the document at the SII, then a tick refreshes every tenant.
    const deudor = demo.platform.users.find((u) => u.kind === 'deudor')!;
    const tokens = await cognitoSignIn(
      demo.platform.config.endpoints.cognito!,
      demo.platform.config.auth.clientId,
      deudor.email,
      deudor.password,
    );
    // 'Rechazar Dte' needs a TOTP-verified session: the one that enrols the authenticator app is.
    await enrolTotp(demo.platform.config, { idToken: tokens.IdToken, accessToken: tokens.AccessToken });
    const claim = await fetch(demo.platform.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.IdToken },
      body: JSON.stringify({
        query: RECHAZAR,
        variables: {
          rut: deudor.factorings[0]!.rut,
          dtes: [{ rutEmisor: target.dte.rutEmisor, tipoDTE: target.dte.tipoDTE, folioDTE: target.dte.folio }],
          accion: 'RCD',
        },
      }),
    });
    const answer = (await claim.json()) as { data: { rechazarDte: Array<{ ok: boolean; descResp: string }> } };
    expect(answer.data.rechazarDte[0]).toMatchObject({ ok: true });
    // The refresh raises the event; its delivery and retries (1 s, then 2 s) run on the job queue after the tick.
    // The tick refreshes every tenant of the demo world (about 70 s on a loaded two-core machine): hence the 180 s.
    await demo.platform.jobs.tick();
    const deliveries = () => receiver.received.filter((r) => r.headers['x-radar-intento'] !== '0');
    await expect.poll(() => deliveries().length, { timeout: 30_000 }).toBe(3);
    const deliveriesSeen = deliveries();
    expect(deliveriesSeen.map((r) => [r.headers['x-radar-intento'], r.status, r.signatureValid])).toEqual([
      ['1', 500, true],
      ['2', 500, true],
      ['3', 200, true],
    ]);
    const body = JSON.parse(deliveriesSeen[2]!.body) as {
      tipo: string;
      documento: { folio: number; rutEmisor: string };
    };
    expect(body).toMatchObject({
      tipo: 'cesion.reclamada',
      documento: { folio: target.dte.folio, rutEmisor: target.dte.rutEmisor },
    });

    const rows = card.getByRole('table', { name: 'Registro de envíos' }).locator('tbody tr');
    await expect
      .poll(async () => (await rows.allInnerTexts()).filter((text) => !text.includes('Test')).length, {
        timeout: 20_000,
      })
      .toBe(3);
    const cells = (await rows.allInnerTexts())
      .filter((text) => !text.includes('Test'))
      .map((text) =>
        text
          .split('\t')
          .slice(1, 3)
          .map((cell) => cell.trim()),
      );
    expect(cells).toEqual([
      ['200', '3'],
      ['500', '2'],
      ['500', '1'],
    ]);
    if (SHOTS) {
      await page.screenshot({ path: path.join(SHOTS, 'webhooks-log-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(SHOTS, 'webhooks-log-375.png'), fullPage: true });
    }
  }, 180_000);

  it('rotates the secret after confirming (the next Test verifies with the new one), and says a Test of an unsaved URL goes unsigned', async () => {
    const card = page.getByTestId('webhook-cesion-reclamada');
    const previous = secret;
    await rotate(card);
    secret = (await card.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(previous);
    const before = receiver.received.length;
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await expect.poll(() => receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)).toMatchObject({ signatureValid: true, status: 200 });

    const unsaved = page.getByTestId('webhook-cesion-nueva');
    await unsaved.getByRole('button', { name: 'Nueva cesión' }).click();
    expect(await unsaved.innerText()).toContain(TEST_UNSIGNED_NOTE);
    await unsaved.getByLabel('URL').fill(`${receiver.url}/sin-firma`);
    await unsaved.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText(TEST_OK_UNSIGNED).first().waitFor();
    expect(receiver.received.at(-1)!.path).toBe('/sin-firma');
    expect(receiver.received.at(-1)!.headers['x-radar-signature']).toBeUndefined();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'webhooks-rotated-unsigned-1280.png'), fullPage: true });
  });

  it('never shows a secret again once the screen that received it is left', async () => {
    await page.reload();
    const card = page.getByTestId('webhook-cesion-reclamada');
    await card.getByRole('button', { name: 'Documento reclamado' }).click();
    await card.getByTestId('webhook-secret-hidden').waitFor();
    expect(await card.innerText()).toContain(SECRET_HIDDEN);
    expect(await card.getByTestId('webhook-secret').count()).toBe(0);
  });

  /** 'Rotar secreto' on a card, confirmed by typing 'rotar'; resolves once the new secret is announced. */
  async function rotate(card: Locator): Promise<void> {
    await card.getByRole('button', { name: 'Rotar secreto' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Rotar secreto' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Escriba rotar para confirmar').fill('rotar');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'webhooks-rotate-confirm-1280.png') });
    await confirm.click();
    await page.getByText(ROTATED).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
  }
});
