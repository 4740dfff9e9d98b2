import type { Page } from 'playwright-core';

/**
 * What still makes the page scroll sideways once its layout has settled, or null when it fits the viewport.
 *
 * Charts take their width from a ResizeObserver, a frame or more after the viewport changes, so a reading taken right
 * after `setViewportSize` can see the old width. This waits up to `timeoutMs` for the document to fit; if it never
 * does, it returns the document's width against the viewport's and the outermost elements that reach past its right
 * edge (tag, test id or first class), for the failure to say what is too wide.
 */
export async function sidewaysOverflow(page: Page, timeoutMs = 5_000): Promise<string | null> {
  const fits = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
      timeout: timeoutMs,
      polling: 'raf',
    })
    .then(() => true)
    .catch(() => false);
  if (fits) return null;
  // No named helper inside the page function: esbuild's keepNames (tsx) would wrap it in a `__name` the page lacks.
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 0.5;
    const names = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > edge &&
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > edge),
      )
      .slice(0, 3)
      .map((element) => {
        const testId = element.getAttribute('data-testid');
        const firstClass = element.classList[0];
        return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : firstClass ? `.${firstClass}` : ''}`;
      });
    return `${root.scrollWidth} px > ${root.clientWidth} px: ${names.join(', ')}`;
  });
}
