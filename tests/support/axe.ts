import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe-core rule violated on the page, with the CSS selectors of the offending elements. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (its WCAG 2.0/2.1 A and AA rules and best practices) on the page as it stands, injecting axe.min.js
 * once per document, and returns the serious and critical violations (none may remain on any screen), each with the
 * selectors of its elements, followed for color-contrast by axe's measured ratio ('… (contrast of 4.26)'). Axe is
 * asked for its violations alone: gathering every passing element too took half of its time on the large screens.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated through the DevTools protocol and styled by a constructed sheet: the app's Content-Security-Policy
    // (infra/security-headers.ts) refuses inline <script> and <style> elements, which addScriptTag/addStyleTag add.
    await page.evaluate(AXE_SOURCE);
    // Colours are measured at rest: a button's 0.15 s hover or focus transition would be caught half-way.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  }
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      },
    ),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const ratio = /contrast of [\d.]+/.exec(node.failureSummary ?? '')?.[0];
        return ratio ? `${node.target.join(' ')} (${ratio})` : node.target.join(' ');
      }),
    }));
}
