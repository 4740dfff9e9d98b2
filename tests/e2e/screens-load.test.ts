import { describe, expect, it } from 'vitest';
import { demoSuite, signInAs } from '../support/demo-session';
import { OTHER_SCREENS, SEARCH_SCREENS, settled } from '../support/screens';
import { searchLastMonth } from './monitoring-helpers';

/** Every signed-in screen of the router, Cartera included (the extended factoring's). */
const SCREENS = [...SEARCH_SCREENS, ...OTHER_SCREENS, '/cartera'];

/**
 * Every screen as the extended factoring's analyst opens it: no console error or uncaught exception while it loads
 * (a render loop shows as React error #185), and at 375 px no screen wider than the viewport (wide tables scroll
 * inside their own region).
 */
describe('every screen loads clean, at 1440 and 375 px', () => {
  const demo = demoSuite({ demoScale: 0.05 });

  it.each([
    [1440, 900],
    [375, 800],
  ])(
    'at %i px: no console error, nothing wider than the viewport',
    async (width, height) => {
      const { page } = await signInAs(demo, 'extended', { viewport: { width, height } });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
      const tooWide: Record<string, number> = {};
      for (const path of SCREENS) {
        await page.goto(new URL(path, demo.platform.webUrl).href);
        await settled(page);
        if (SEARCH_SCREENS.includes(path)) await searchLastMonth(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) tooWide[path] = scrollWidth;
      }
      expect(errors).toEqual([]);
      expect(tooWide).toEqual({});
      await page.close();
    },
    240_000,
  );
});
