import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium } from '../support/browser';

/**
 * The accessibility gate the browser suites share (tests/support/axe.ts) still reports what it must while it asks
 * axe-core for its violations alone: a serious contrast, a nameless button and an image without text, each with its
 * element, and nothing on a clean page.
 */
describe('seriousAxeViolations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function violationsOf(body: string) {
    const page = await browser.newPage();
    await page.setContent(`<html lang="es"><head><title>Prueba</title></head><body><main>${body}</main></body></html>`);
    const violations = await seriousAxeViolations(page);
    await page.close();
    return violations;
  }

  it('reports serious and critical violations with their elements and measured contrast', async () => {
    const violations = await violationsOf(
      '<h1>Cesiones</h1><p style="color:#ccc;background:#fff">Monto cedido</p><button></button><img src="logo.png">',
    );
    expect(violations.map(({ id, impact, targets }) => ({ id, impact, targets }))).toEqual([
      { id: 'button-name', impact: 'critical', targets: ['button'] },
      { id: 'color-contrast', impact: 'serious', targets: ['p (contrast of 1.6)'] },
      { id: 'image-alt', impact: 'critical', targets: ['img'] },
    ]);
  });

  it('reports nothing on a page that keeps the rules', async () => {
    expect(await violationsOf('<h1>Cesiones</h1><p>Monto cedido</p><button>Filtrar</button>')).toEqual([]);
  });
});
