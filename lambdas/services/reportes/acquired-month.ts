import type { CesionView } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import { monthWindows } from '@domain/reportes/report-period';
import type { FactoringScope } from '../../platform/factoring-scope';
import { MAX_LIMIT } from '../cessions/list-args';
import { listCessions, type ListCessionsDeps } from '../cessions/list-cessions';

/**
 * Every acquired cession of the scope's factoring in month `mes` ('yyyy-MM'): the pages of the acquired list over the
 * month's window (domain/reportes/report-period.ts), as the screen of 'Reportes' reads them, so the e-mailed report
 * and the screen compute their figures from the same views.
 * @param now the run's clock: the month's window ends at its day, and the views' states are read at it.
 * @throws Error when `mes` is not a month that has begun; the stores' error.
 */
export async function readAcquiredMonth(
  deps: Omit<ListCessionsDeps, 'now'>,
  scope: FactoringScope,
  mes: string,
  now: Date,
): Promise<CesionView[]> {
  const period = monthWindows(mes, mes, todayInChile(now));
  const atNow = { ...deps, now: () => now };
  if ('error' in period) throw new Error(period.error);
  const rows: CesionView[] = [];
  for (const window of period.windows) {
    let nextToken: string | null = null;
    do {
      const page = await listCessions(
        'cesionario',
        {
          fechaInicio: window.fechaInicio,
          fechaTermino: window.fechaTermino,
          rut: null,
          folio: null,
          rutFactoring: scope.rutFactoring,
          tipoFiltro: null,
          limit: MAX_LIMIT,
          nextToken,
        },
        scope,
        atNow,
      );
      rows.push(...page.items);
      nextToken = page.nextToken ?? null;
    } while (nextToken);
  }
  return rows;
}
