/**
 * '/cesion-adquiridas' over the SII's real period answer (the ST CAPITAL S.A. file of 4-8 April 2019 that the seeded
 * platform's local SII serves, seeded-platform.ts): the dates typed, then the time from the click on 'Filtrar' to the
 * screen counting every document of the file (its totals line, which reads all of them once the last page is in).
 * That path asks the SII's period answer through the platform (the window is not in the stored cessions' days).
 * Timed twice: typed as soon as the page opens (its default week still arriving), and typed once that week's
 * documents are all on screen, as an analyst who first looked at them would (the new search then also takes them off).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { countText } from '@domain/es-cl-format';
import { fillDate } from '../support/date-field';
import { allCounted } from './bench-page';
import { siiFixture } from '../support/fixtures';
import { percentile, round } from './stats';

const PERIOD_FILE = siiFixture(
  'secretline__lib-cl-sii-python/cesionario_txt/CESIONES_76389992-6_2_04042019_08042019.txt',
);

/** The screen's search form, 'Criterios de búsqueda' (web/src/components/cessions/search-form.tsx). */
const SEARCH_FORM = 'form[aria-labelledby="search-title"]';

/** The file's data rows (two header lines, then one line per cession). */
function fileDocuments(): number {
  return fs.readFileSync(PERIOD_FILE, 'latin1').split(/\r?\n/).filter(Boolean).length - 2;
}

/**
 * @param page a signed-in page of the seeded platform; @param webUrl the web app's origin; @param runs searches timed
 *   each way.
 * @returns the file's documents and the ms from the click on 'Filtrar' to all of them counted (p50, max), typed at
 *   once and typed after the default week is all on screen (p50).
 * @throws Error when a count is not reached within 60 s.
 */
export async function benchRealPeriodFilter(
  page: Page,
  webUrl: string,
  runs = 5,
): Promise<{
  periodDocuments: number;
  filterToAllP50Ms: number;
  filterToAllMaxMs: number;
  filterAfterListP50Ms: number;
}> {
  const documents = fileDocuments();
  const times = await timeFilter(page, webUrl, documents, runs, false);
  const afterList = await timeFilter(page, webUrl, documents, runs, true);
  return {
    periodDocuments: documents,
    filterToAllP50Ms: round(percentile(times, 50)),
    filterToAllMaxMs: round(Math.max(...times)),
    filterAfterListP50Ms: round(percentile(afterList, 50)),
  };
}

/** `runs` timings of 'Filtrar' to all `documents` counted, the dates typed at once or after the default list. */
async function timeFilter(page: Page, webUrl: string, documents: number, runs: number, afterList: boolean) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${webUrl}/cesion-adquiridas`);
    if (afterList) await page.waitForFunction(allCounted, '', { polling: 'raf', timeout: 60_000 });
    // The dates are looked for in the search form only (a CSS locator): a role query over the whole page would make
    // the browser compute the style of every row on screen, and taking those rows off at the click then costs 2-4 times
    // as long as it does for a user.
    const form = page.locator(SEARCH_FORM);
    await fillDate(form, 'Desde', '2019-04-04');
    await fillDate(form, 'Hasta', '2019-04-08');
    const t0 = await page.evaluate(() => {
      const filtrar = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Filtrar',
      );
      if (!filtrar) throw new Error("no 'Filtrar' button");
      const clicked = performance.now();
      filtrar.click();
      return clicked;
    });
    const done = await page.waitForFunction(allCounted, `${countText(documents, 'documento', 'documentos')},`, {
      polling: 'raf',
      timeout: 60_000,
    });
    times.push(Number(await done.jsonValue()) - t0);
  }
  return times;
}
