import type { Locator, Page } from 'playwright-core';

/** The date field (web/src/components/ui/date-field.tsx) labelled `label`: its group of day, month and year. */
export function dateField(page: Page | Locator, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/**
 * Types `shown` ('dd/MM/yyyy', as a user reads it) into the date field labelled `label`, segment by segment from the
 * day, as a user does with the keyboard.
 */
export async function typeDate(page: Page, label: string, shown: string): Promise<void> {
  await dateField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(shown.replaceAll('/', ''));
}

/** Types the date 'yyyy-MM-dd' into the date field labelled `label` (see {@link typeDate}). */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await typeDate(page, label, `${day}/${month}/${year}`);
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
