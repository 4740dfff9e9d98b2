import { beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '@domain/calendar-month';
import { todayInChile } from '@domain/chile-time';
import { monthDisplay } from '@domain/client-db/views/month-label';
import { systemScope } from '@lambdas/access/system-scope';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { demoSuite, demoUser, signInAs } from '../support/demo-session';

/**
 * 'Uso del mes' under 'Cuentas' in Chromium (core-platform §9: a factoring pays only for the clients who operated in
 * the month): the factoring's administrator sees this month's monitored and operated clients and the months before
 * (the demo world enrolled its clients over the last four months), and the platform's administrator also every
 * factoring's usage.
 */
describe("'Uso del mes' (demo world)", () => {
  const demo = demoSuite({ demoScale: 0.05 });
  /** The earliest Chile month 'yyyy-MM' in which one of the factoring's kept claves was entered, and how many. */
  let enrolled: { first: string; count: number };

  beforeAll(async () => {
    const { config } = demo.platform;
    const credentials = new CredentialRepository(createDynamoDocumentClient(config), config.tables.credentials, null);
    const rut = demoUser(demo.platform, 'extended').factorings[0]!.rut;
    const claves = (await credentials.listClients(systemScope(rut))).filter((clave) => clave.claveGuardada);
    const months = claves.map((clave) => todayInChile(new Date(clave.registradaEn!)).slice(0, 7));
    enrolled = { first: months.toSorted()[0]!, count: claves.length };
  });

  it("shows the factoring's clients monitored and operated this month and the months since it enrolled the first", async () => {
    const thisMonth = todayInChile(new Date()).slice(0, 7);
    expect(enrolled.first < thisMonth).toBe(true);
    const { page } = await signInAs(demo, 'extended', { totp: true });
    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    const card = page.getByRole('region', { name: 'Uso del mes' });
    const current = card.getByTestId('uso-actual');
    await current.waitFor({ timeout: 30_000 });
    const text = await current.innerText();
    const [, monitored, operated] = /(\d+) clientes monitoreados, (\d+) operaron/.exec(text) ?? [];
    expect(text.startsWith(`${monthDisplay(thisMonth)}:`)).toBe(true);
    expect(Number(monitored)).toBe(enrolled.count);
    expect(Number(operated)).toBeLessThanOrEqual(enrolled.count);
    const history = card.getByRole('table', { name: 'Uso de los meses anteriores' }).locator('tbody tr');
    // One row per month from the first enrolment to the last one.
    let months = 0;
    while (shiftMonth(enrolled.first, months) < thisMonth) months++;
    expect(await history.count()).toBe(months);
    expect(await history.last().locator('td').first().innerText()).toBe(monthDisplay(enrolled.first));
    // Each month before counts fewer or as many monitored clients as the one after it.
    const counts = await history.locator('td:nth-child(2)').allInnerTexts();
    expect(counts.map(Number)).toEqual(counts.map(Number).toSorted((a, b) => b - a));
    expect(Number(counts[0])).toBeLessThanOrEqual(enrolled.count);
    expect(await page.getByRole('region', { name: 'Uso por factoring' }).count()).toBe(0);
    await page.close();
  });

  it("shows the platform's administrator every tenant's usage, a debtor company's without enrolled clients", async () => {
    const admin = demoUser(demo.platform, 'admin');
    const deudor = demoUser(demo.platform, 'deudor').factorings[0]!;
    const { page } = await signInAs(demo, 'admin', { totp: true });
    await page.goto(new URL('/cuentas', demo.platform.webUrl).href);
    const card = page.getByRole('region', { name: 'Uso por factoring' });
    await card.locator('details').first().waitFor({ timeout: 30_000 });
    const summaries = await card.locator('summary').allInnerTexts();
    const summaryOf = (razonSocial: string) => summaries.find((summary) => summary.startsWith(razonSocial)) ?? '';
    for (const { razonSocial } of admin.factorings)
      expect(summaryOf(razonSocial)).toMatch(/\d+ monitoreados, \d+ operaron/);
    expect(summaryOf(deudor.razonSocial)).toContain('sin clientes enrolados');
    await page.close();
  });
});
