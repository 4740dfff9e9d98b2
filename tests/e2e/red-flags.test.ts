import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RED_FLAG_LABELS, RED_FLAG_RULES } from '@domain/red-flags/red-flag';
import { demoSuite, saveShot, signInAs } from '../support/demo-session';
import { searchLastMonth } from './monitoring-helpers';

/** Where the screens are saved for a look (not compared). */
const SHOTS = process.env.RC_SHOTS_DIR;

/**
 * Red flags in Chromium against local mode: the demo world plants an example of every rule on the
 * first factoring's newest acquisitions (lambdas/sii/demo-world/red-flag-examples.ts); the acquired screen shows each
 * as a badge with its reason, 'Solo con alertas' and the by-rule choice keep just those rows, and the annulled list
 * shows the badge too.
 */
describe('red flags on the cession screens (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  const shot = (name: string) => saveShot(SHOTS, page, name, false);

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst', { route: '/cesion-adquiridas', ready: searchLastMonth }));
  });

  it.each(RED_FLAG_RULES)('keeps only the rows of %s when the rule is chosen, each with its badge', async (regla) => {
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: RED_FLAG_LABELS[regla] });
    const rows = page.getByTestId('cession-row');
    const rules = await rows.evaluateAll((items) =>
      items.map((row) => [...row.querySelectorAll('.red-flag')].map((flag) => flag.getAttribute('data-regla'))),
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((row) => row.includes(regla))).toBe(true);
  });

  it("'Solo con alertas' keeps only flagged rows; a badge opens its reason", async () => {
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: 'Todas las cesiones' });
    const total = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: 'Solo con alertas' });
    const flagged = Number((await page.getByTestId('totals').innerText()).split(' ')[0]);
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThan(total);
    const rows = page.getByTestId('cession-row');
    expect(await rows.evaluateAll((items) => items.every((row) => row.querySelector('.red-flag') !== null))).toBe(true);
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: RED_FLAG_LABELS.VENCIDO_AL_CEDER });
    const overdue = page.locator('.red-flag[data-regla=VENCIDO_AL_CEDER]').first();
    await overdue.locator('summary').click();
    await expect(overdue.innerText()).resolves.toMatch(
      /Vencía el \d{2}\/\d{2}\/\d{4} y se cedió el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await overdue.scrollIntoViewIfNeeded();
    await shot('acquired-solo-alertas-1440');
  });

  it('fits the badges in the stacked layout at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: 'Solo con alertas' });
    const badge = page.locator('.red-flag').first();
    await badge.locator('summary').click();
    await badge.scrollIntoViewIfNeeded();
    const box = await badge.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shot('acquired-solo-alertas-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the credit-note flag on the annulled list', async () => {
    await page.goto(`${demo.platform.webUrl}/cliente-anulados`);
    await searchLastMonth(page);
    await page.getByLabel('Alertas', { exact: true }).selectOption({ label: RED_FLAG_LABELS.NOTA_CREDITO_PREVIA });
    await expect(page.locator('.red-flag[data-regla=NOTA_CREDITO_PREVIA]').count()).resolves.toBeGreaterThan(0);
    await page.locator('.red-flag summary').first().click();
    await shot('anulados-1440');
  });
});
