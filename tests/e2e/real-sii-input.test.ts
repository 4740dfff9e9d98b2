import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoSuite, signInAs } from '../support/demo-session';
import { siiFixture } from '../support/fixtures';
import { searchWholePeriod } from './monitoring-helpers';
import { fillDate, shownDate, typeDate } from '../support/date-field';

const DIR = siiFixture('secretline__lib-cl-sii-python/cesionario_txt');
const FILE = `${DIR}/CESIONES_76389992-6_2_04042019_08042019.txt`;

/** The file's rows read naively here (split on ';'), independent of the product's parser. */
function expectedByCedente(): Map<string, { count: number; monto: number }> {
  const lines = fs.readFileSync(FILE, 'latin1').split(/\r?\n/).filter(Boolean).slice(2);
  const byCedente = new Map<string, { count: number; monto: number }>();
  for (const line of lines) {
    const cells = line.split(';');
    const rut = cells[9]!;
    const entry = byCedente.get(rut) ?? { count: 0, monto: 0 };
    entry.count += 1;
    entry.monto += Number(cells[16]);
    byCedente.set(rut, entry);
  }
  return byCedente;
}

/** '$1.234.567' -> 1234567 */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** '76.389.992-6' -> '76389992-6' */
const plainRut = (text: string) => text.replace(/\./g, '').trim();

describe('real SII input: ST CAPITAL S.A. period answer of April 2019', () => {
  const demo = demoSuite({ siiDir: DIR });

  it('creates the user of the cesionario found in the directory', () => {
    expect(demo.platform.users.map((u) => u.factorings.map((f) => f.rut))).toEqual([['76389992-6']]);
    expect(demo.platform.users[0]!.factorings[0]!.razonSocial).toBe('ST CAPITAL S.A.');
  });

  it('shows every cession of the file, grouped by cedente, with the file amounts', async () => {
    const { page } = await signInAs(demo, demo.platform.users[0]!, { viewport: { width: 1400, height: 900 } });
    await fillDate(page, 'Desde', '2019-04-04');
    await fillDate(page, 'Hasta', '2019-04-08');
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());

    const expected = expectedByCedente();
    const cards = page.getByTestId('cedente-card');
    expect(await cards.count()).toBe(expected.size);
    let rows = 0;
    for (let i = 0; i < expected.size; i++) {
      const card = cards.nth(i);
      const header = await card.locator('.card-header .small.text-muted').first().innerText();
      const want = expected.get(plainRut(header));
      expect(want, `cedente ${header}`).toBeDefined();
      expect(await card.getByTestId('cedente-count').innerText()).toBe(
        `${want!.count} ${want!.count === 1 ? 'documento' : 'documentos'}`,
      );
      expect(await card.getByTestId('page-summary').innerText()).toContain(`de ${want!.count} resultados`);
      expect(amount(await card.getByTestId('cedente-monto').innerText())).toBe(want!.monto);
      rows += want!.count;
    }
    const fileRows = [...expected.values()].reduce((sum, { count }) => sum + count, 0);
    expect(rows).toBe(fileRows);
  });

  it('reads and writes dd/MM/yyyy in the date fields of a browser set to English', async () => {
    const { page } = await signInAs(demo, demo.platform.users[0]!, { locale: 'en-US' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await typeDate(page, 'Desde', '04/04/2019');
    // 8 April: a field that followed the browser's month/day order would take 4 August and refuse the window.
    await typeDate(page, 'Hasta', '08/04/2019');
    expect(await shownDate(page, 'Desde')).toBe('04/04/2019');
    expect(await shownDate(page, 'Hasta')).toBe('08/04/2019');
    await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
    expect(await page.getByTestId('cedente-card').count()).toBe(expectedByCedente().size);
    expect(await shownDate(page, 'Hasta')).toBe('08/04/2019');
  });
});
