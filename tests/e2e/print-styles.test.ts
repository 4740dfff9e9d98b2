import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listedClients, openClientDetail } from '../support/client-detail';
import { demoSuite, signInAs } from '../support/demo-session';
import { searchWholePeriod } from './monitoring-helpers';

/** What shows of the shell and the screen's controls, and whether its heading and `content` show. */
async function shown(page: Page, content: string) {
  const visible = async (selector: string) => {
    const found = page.locator(selector);
    const count = await found.count();
    for (let i = 0; i < count; i++) if (await found.nth(i).isVisible()) return true;
    return false;
  };
  return {
    sidebar: await visible('.app-sidebar'),
    header: await visible('.app-main > header'),
    controls: await visible('main form, main .btn, main [role=tablist], main .pagination'),
    heading: await visible('main h1'),
    content: await visible(content),
  };
}

/** The screen in print: its heading and content, no sidebar, header or controls. */
const PRINTED = { sidebar: false, header: false, controls: false, heading: true, content: true };

/**
 * The print stylesheet in Chromium against local mode (print media emulated): the acquired list, Cartera and the client
 * detail print their heading and content without the navigation, the header and the controls; the screen is unchanged.
 */
describe('print stylesheet (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await signInAs(demo, 'analyst', { landing: searchWholePeriod }));
  });

  /** Checks the page on screen, then in print, then on screen again. */
  async function printsOnlyContent(content: string) {
    expect(await shown(page, content)).toMatchObject({ header: true, controls: true, heading: true, content: true });
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await shown(page, content)).toEqual(PRINTED);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(await shown(page, content)).toMatchObject({ header: true, controls: true });
  }

  it('prints the acquired cessions without the navigation and the search form', async () => {
    await printsOnlyContent('[data-testid=cession-row]');
  });

  it('prints Cartera with its charts and rankings', async () => {
    await page.goto(new URL('/cartera', demo.platform.webUrl).href);
    await page.getByTestId('cartera-party').first().waitFor({ timeout: 30_000 });
    await printsOnlyContent('.recharts-wrapper');
  });

  it('prints the client detail without its tab bar', async () => {
    const [rut] = await listedClients(page, demo.platform.webUrl);
    await openClientDetail(page, demo.platform.webUrl, rut!, 'ventas');
    await page.getByRole('tabpanel').first().waitFor({ timeout: 60_000 });
    await printsOnlyContent('[role=tabpanel]');
  }, 120_000);
});
