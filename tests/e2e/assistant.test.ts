import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import { campaignByNumber } from '@domain/campaigns';
import { MONTH_NAMES } from '@domain/assistant/question-window';
import { countText, formatClp } from '@domain/es-cl-format';
import { AVAILABILITY_MESSAGES } from '@domain/trial-access';
import { formatRut, rutFromBody } from '@domain/rut';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { listedClients, openClientDetail } from '../support/client-detail';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, signInAs, type DemoSession } from '../support/demo-session';
import { sidewaysOverflow } from '../support/sideways-overflow';
import { storedClientRows } from '../support/stored-client-db';

/** Each quick option and the client-detail tab its figures come from (client-radar.md §2, client-detail.md §2). */
const QUICK_OPTION_TABS = [
  ['TGR', 'tgr'],
  ['Factorings con los que opera', 'cesiones'],
  ['Ventas cruzadas', 'ventas'],
  ['Compras mensuales', 'compras'],
  ['Ventas mensuales', 'ventas'],
] as const;

/** The sales documents of a client database (credit and debit notes are not sales: client-detail.md §9). */
const SALES_SQL =
  "SELECT fechaEmision, total FROM librocv WHERE ventaOCompra = 'venta' AND tipoDTE NOT IN (56, 60, 61, 111, 112)";

/**
 * The query assistant in Chromium against local mode, answered by the rules engine (client-radar.md §2 'Query
 * assistant', §4 'Assistant', §5, §8; client-detail.md §1): the RUT rule, an unregistered RUT, a client validated by
 * its name, the five quick options and a typed question answered with their client-detail links ('Modo sin IA'),
 * 'Consultar nuevo RUT', the factoring without a trial blocked, and the floating panel on a client's detail; no
 * sideways scroll at 375 px. With SHOTS_DIR set, screenshots land there.
 */
describe('query assistant (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let violations: CspViolation[];
  let shot: DemoSession['shot'];
  let client: { rut: string; razonSocial: string };
  let unregistered: string;
  /** The client's sales documents in its stored database: day 'yyyy-MM-dd' and total CLP. */
  let sales: { fecha: string; total: number }[] = [];

  const rutField = () => page.getByLabel('RUT del cliente');
  const answers = () => page.getByTestId('asistente-respuesta');
  const validate = async (rut: string) => {
    await rutField().fill(rut);
    await page.getByRole('button', { name: 'Validar RUT' }).click();
  };

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', {
      watchCsp: true,
      shots: process.env.SHOTS_DIR,
    });
    ({ page, csp: violations, shot } = session);
    const manifest = JSON.parse(
      readFileSync(path.join(demo.platform.config.siiDir!, WORLD_MANIFEST), 'utf8'),
    ) as DemoWorldManifest;
    const own = manifest.factorings.find((f) => f.rut === session.user.factorings[0]!.rut)!.clientes;
    // The listed client with the most sales in its stored database (the list waited for the databases).
    const rutFactoring = session.user.factorings[0]!.rut;
    let most = -1;
    for (const rut of await listedClients(page, demo.platform.webUrl)) {
      const rows = await storedClientRows(demo.platform, rutFactoring, rut, SALES_SQL);
      if (rows.length <= most) continue;
      most = rows.length;
      client = manifest.cedentes.find((cedente) => cedente.rut === rut)!;
      sales = rows.map(([fecha, total]) => ({ fecha: String(fecha), total: Number(total) }));
    }
    await page.goto(new URL('/asistente', demo.platform.webUrl).href);
    await rutField().waitFor({ timeout: 30_000 });
    let body = 11_111_111;
    while (own.includes(rutFromBody(body))) body += 1;
    unregistered = rutFromBody(body);
  });

  afterAll(() => {
    expect(violations).toEqual([]);
  });

  it("shows the title and breadcrumb and refuses a RUT failing the check digit with 'RUT no es válido'", async () => {
    expect(await page.locator('main h1').innerText()).toBe('Asistente de Consultas');
    expect(await page.locator('.breadcrumb-item.active').innerText()).toBe('Asistente');
    const wrong = `${client.rut.slice(0, -1)}${client.rut.endsWith('1') ? '2' : '1'}`;
    await validate(wrong);
    expect(await page.getByText('RUT no es válido').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'TGR' }).isDisabled()).toBe(true);
  });

  it("stays unvalidated with the server's message for a RUT the factoring has not registered", async () => {
    await validate(formatRut(unregistered));
    await page.getByTestId('asistente-alerta').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('asistente-alerta').innerText()).toBe(ASSISTANT_MESSAGES.notRegistered);
    expect(await rutField().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'TGR' }).isDisabled()).toBe(true);
  });

  it("validates a client, replaces the entry by its name and answers the five quick options with their tabs' links", async () => {
    await validate(formatRut(client.rut));
    const validated = page.getByTestId('asistente-cliente');
    await validated.waitFor({ timeout: 30_000 });
    expect(await validated.innerText()).toContain(client.razonSocial);
    expect(await rutField().count()).toBe(0);
    for (const [index, [option, tab]] of QUICK_OPTION_TABS.entries()) {
      await page.getByRole('button', { name: option, exact: true }).click();
      await answers().nth(index).waitFor({ timeout: 60_000 });
      const answer = answers().nth(index);
      expect(await answer.getByTestId('asistente-modo').innerText()).toBe('Modo sin IA');
      const links = await answer
        .getByTestId('asistente-fuente')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.some((href) => href.startsWith(`/dashboard-clientes/${client.rut}?tab=${tab}`))).toBe(true);
    }
    expect(await page.getByTestId('asistente-pregunta').allInnerTexts()).toEqual(QUICK_OPTION_TABS.map(([o]) => o));
    // The first demo factoring holds no TGR data product: the TGR answer (and only it) offers that campaign's trial.
    expect(await answers().nth(0).getByTestId('asistente-campana').count()).toBe(1);
    expect(await page.getByTestId('asistente-campana').count()).toBe(1);
    await answers().nth(0).getByTestId('asistente-campana').click();
    const modal = page.getByTestId('campana');
    await modal.waitFor();
    expect(campaignByNumber(Number(await modal.getAttribute('data-campana')))?.feature).toBe('tgr');
    await shot('asistente-campana');
    await page.getByRole('button', { name: 'Cerrar' }).last().click();
    await modal.waitFor({ state: 'detached' });
    await shot('asistente-opciones');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeNull();
    await shot('asistente-opciones-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("answers a typed question with the client's own figures and its link opens the tab they came from", async () => {
    const month = sales.map((sale) => sale.fecha.slice(0, 7)).sort()[Math.floor(sales.length / 2)]!;
    const ofMonth = sales.filter((sale) => sale.fecha.startsWith(month));
    const total = ofMonth.reduce((sum, sale) => sum + sale.total, 0);
    const [year, monthNumber] = month.split('-') as [string, string];
    const before = await answers().count();
    await page
      .getByLabel('Escribe tu consulta')
      .fill(`¿Cuánto vendió en ${MONTH_NAMES[Number(monthNumber) - 1]} de ${year}?`);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await answers().nth(before).waitFor({ timeout: 60_000 });
    expect(await answers().nth(before).innerText()).toContain(
      `${formatClp(total)} (${countText(ofMonth.length, 'documento', 'documentos')})`,
    );
    const source = answers().nth(before).getByTestId('asistente-fuente').first();
    expect(await source.getAttribute('href')).toMatch(new RegExp(`^/dashboard-clientes/${client.rut}\\?tab=ventas`));
    await source.click();
    await page.waitForURL((url) => url.pathname === `/dashboard-clientes/${client.rut}`, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ventas');
    await page.goto(new URL('/asistente', demo.platform.webUrl).href);
    await rutField().waitFor({ timeout: 30_000 });
  });

  it("clears everything on 'Consultar nuevo RUT'", async () => {
    await validate(client.rut);
    await page.getByTestId('asistente-cliente').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'TGR', exact: true }).click();
    await answers().first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Consultar nuevo RUT' }).click();
    expect(await rutField().inputValue()).toBe('');
    expect(await answers().count()).toBe(0);
    expect(await page.getByTestId('asistente-pregunta').count()).toBe(0);
  });

  it("answers in the client detail's floating panel, bound to that client", async () => {
    await openClientDetail(page, demo.platform.webUrl, client.rut, 'cesiones');
    await page.getByTestId('asistente-abrir').click();
    const panel = page.getByTestId('asistente-panel');
    await panel.getByText(client.razonSocial).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Ventas mensuales' }).click();
    await panel.getByTestId('asistente-respuesta').waitFor({ timeout: 60_000 });
    expect(await panel.getByTestId('asistente-fuente').first().getAttribute('href')).toMatch(
      new RegExp(`^/dashboard-clientes/${client.rut}\\?tab=ventas`),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeNull();
    await shot('asistente-panel-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('blurs and disables the screen of the factoring whose free trial month has not begun', async () => {
    const other = await signInAs(demo, 'extended', {
      shots: process.env.SHOTS_DIR,
      route: '/asistente',
      ready: (screen) => screen.getByTestId('asistente-bloqueado').waitFor({ timeout: 30_000 }),
    });
    expect(await other.page.getByTestId('asistente-bloqueado').innerText()).toBe(AVAILABILITY_MESSAGES['not-started']);
    expect(await other.page.locator('[inert]').getByLabel('RUT del cliente').count()).toBe(1);
    await other.shot('asistente-bloqueado');
    await other.page.close();
  });
});
