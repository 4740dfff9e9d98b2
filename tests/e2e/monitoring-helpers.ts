import { format, parseISO, subDays } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { todayInChile } from '@domain/chile-time';
import { fillDate } from '../support/date-field';

/** Today in Chile minus `days`, 'yyyy-MM-dd' (the date inputs' value format). */
export function daysAgo(days: number): string {
  return format(subDays(parseISO(todayInChile(new Date())), days), 'yyyy-MM-dd');
}

/**
 * Searches the last 30 days (today - 30 .. today in Chile; core-platform §5 allows up to 31 days from Desde to Hasta
 * without a filter) and waits for the answer: rows or the empty state.
 */
export async function searchLastMonth(page: Page): Promise<void> {
  await fillDate(page, 'Desde', daysAgo(30));
  await fillDate(page, 'Hasta', todayInChile(new Date()));
  await searchWholePeriod(page, () => page.getByRole('button', { name: 'Filtrar' }).click());
}

/**
 * Runs `search` (e.g. a click on Filtrar) and waits until the list shows the whole period: the GraphQL answer
 * of its last page (nextToken null) or an error has arrived, or the last page of the extended search (REST
 * POST /v1/jwt/cesiones-periodo), and the screen shows rows or the empty state with
 * no 'Cargando...' status left (the page spinner or the note of later pages still arriving).
 */
export async function searchWholePeriod(page: Page, search: () => Promise<void>, timeout = 60_000): Promise<void> {
  const lastPage = page.waitForResponse(
    async (response) => {
      if (response.request().method() !== 'POST') return false;
      if (response.url().endsWith('/v1/jwt/cesiones-periodo')) {
        const answer = (await response.json().catch(() => null)) as { nextToken?: string | null } | null;
        return !response.ok() || (answer !== null && !answer.nextToken);
      }
      if (!response.url().endsWith('/graphql')) return false;
      // An answer to the page being left (a goto during its search) has no body any more and is not the one awaited.
      const body = (await response.json().catch(() => null)) as {
        data?: Record<string, { nextToken?: string | null } | null>;
        errors?: unknown[];
      } | null;
      if (!body) return false;
      return (
        Boolean(body.errors?.length) || Object.values(body.data ?? {}).some((answer) => answer?.nextToken === null)
      );
    },
    { timeout },
  );
  await search();
  await lastPage;
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=cession-row], [data-testid=empty-state]') !== null &&
      ![...document.querySelectorAll('[role=status]')].some((status) => status.textContent?.includes('Cargando...')),
    undefined,
    { timeout },
  );
}

/** The data-folio of each visible row under `scope`, as numbers, in screen order. */
export async function folios(scope: Locator): Promise<number[]> {
  return scope
    .getByTestId('cession-row')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-folio'))));
}

/** Parses '$1.234.567' (es-CL amount) into 1234567. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d-]/g, ''));
}

/** N of 'Mostrando x-y de N resultados'. */
export function totalOf(summary: string): number {
  const match = /de (\d+) resultados/.exec(summary);
  if (!match) throw new Error(`Resumen de paginación inesperado: ${summary}`);
  return Number(match[1]);
}

/** The sort header button of a column by its label. */
export function sortButton(scope: Locator, label: string): Locator {
  return scope.locator('th').getByRole('button', { name: label, exact: false }).first();
}

/** Ascending (or descending) order check that allows ties. */
export function isOrdered(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
}
