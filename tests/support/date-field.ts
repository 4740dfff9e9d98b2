import type { Locator, Page } from 'playwright-core';

/** The date field (web/src/components/ui/date-field.tsx) labelled `label`: its group of day, month and year. */
export function dateField(page: Page | Locator, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/**
 * Types `shown` ('dd/MM/yyyy', as a user reads it) into the date field labelled `label`, segment by segment from the
 * day, as a user does with the keyboard. The field is looked for in `scope`, the page or a part of it: a role query
 * over a whole page computes the style of every element, thousands of rows included, which a user never makes the
 * browser do.
 */
export async function typeDate(scope: Page | Locator, label: string, shown: string): Promise<void> {
  await dateField(scope, label).getByRole('spinbutton').first().click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(shown.replaceAll('/', ''));
}

/**
 * Types the date 'yyyy-MM-dd' into the date field labelled `label` (see {@link typeDate}) and checks that the field
 * holds it. On a loaded machine, typing over a field while the screen draws an answer lost a digit of the day once
 * ('31102026' gave 03/10/2026, a window the screen then refused); such a miss is logged and typed again once.
 * @throws Error naming what the field holds when the second typing misses too.
 */
export async function fillDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const shown = `${day}/${month}/${year}`;
  await typeDate(scope, label, shown);
  const held = await dateValue(scope, label);
  if (held === iso) return;
  console.warn(`fillDate: '${label}' held ${held} after typing ${iso}; typed again`);
  await typeDate(scope, label, shown);
  const again = await dateValue(scope, label);
  if (again !== iso) throw new Error(`The date field '${label}' holds ${again} after typing ${iso} twice`);
}

/** What the date field labelled `label` shows, 'dd/MM/yyyy' (placeholders as the field shows them). */
export async function shownDate(page: Page | Locator, label: string): Promise<string> {
  const segments = await dateField(page, label)
    .getByRole('spinbutton')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
  return segments.map((text) => text.replace(/[^\p{L}\p{N}]/gu, '')).join('/');
}

/** The date the field labelled `label` holds, 'yyyy-MM-dd'. */
export async function dateValue(page: Page | Locator, label: string): Promise<string> {
  const [day, month, year] = (await shownDate(page, label)).split('/');
  return `${year}-${month}-${day}`;
}
