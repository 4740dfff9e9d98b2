import { format, parseISO, subMonths } from 'date-fns';
import { isMonth } from '@domain/reportes/report-period';
import type { ReportParams } from '@domain/reportes/report-selection';
import type { UrlParamsPatch } from '@web/lib/use-url-params';

/** The address of the 'Informe ARC' view (core-platform §2). */
export const INFORME_ARC_PATH = '/informeARC';

/** Months back of the default period's first month: the current month and the five before it. */
const DEFAULT_MONTHS_BACK = 5;

/**
 * The report's parameters from the address (`?desde=2026-01&hasta=2026-06&cedente=…&deudor=…&ejecutivo=…&vista=arc`),
 * so a reload or a shared link shows the same report: a missing or malformed month gives the default period (the last
 * six months up to `today`'s), a missing vista the path's ('arc' on /informeARC, else 'resumen').
 * @param today Chile calendar day 'yyyy-MM-dd'.
 */
export function readReportParams(params: URLSearchParams, path: string, today: string): ReportParams {
  const month = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return isMonth(value) ? value : fallback;
  };
  const vista = params.get('vista');
  return {
    desde: month('desde', format(subMonths(parseISO(today), DEFAULT_MONTHS_BACK), 'yyyy-MM')),
    hasta: month('hasta', today.slice(0, 7)),
    cedente: params.get('cedente') ?? '',
    deudor: params.get('deudor') ?? '',
    ejecutivo: params.get('ejecutivo') ?? '',
    vista: vista === 'arc' || vista === 'resumen' ? vista : path === INFORME_ARC_PATH ? 'arc' : 'resumen',
  };
}

/** The address parameters of a report, as a patch of useUrlParams (an empty filter removes its parameter). */
export function reportParamsPatch(report: ReportParams): UrlParamsPatch {
  const { desde, hasta, cedente, deudor, ejecutivo, vista } = report;
  return { desde, hasta, cedente: cedente || null, deudor: deudor || null, ejecutivo: ejecutivo || null, vista };
}
