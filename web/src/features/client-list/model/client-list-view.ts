import { pageAddress, pageFromAddress } from '@web/lib/url-page';
import type { UrlParamsPatch } from '@web/lib/use-url-params';
import { defaultMonthRange, selectableMonths, type MonthRange } from '@web/lib/month-range';
import { NO_CLIENT_FILTERS, type ClientFilters } from './client-filters';

/** What the client list shows besides its rows' sort (client-radar.md §2 "Client list", §6, §9). */
export interface ClientListView {
  /** The months of the KPI columns: default the last 3 (defaultMonthRange). */
  range: MonthRange;
  filters: ClientFilters;
  /** 1-based; the list keeps it within its page count. */
  page: number;
}

/** The address parameters of a {@link ClientListView}, each absent at its default. */
const PARAMS = {
  start: 'desde',
  end: 'hasta',
  text: 'cliente',
  ejecutivo: 'ejecutivo',
  pendingOnly: 'pendientes',
} as const;

/**
 * The view the client list's address holds (`?desde=2026-03&hasta=2026-05&cliente=sur&ejecutivo=ana@x.cl&pendientes=1
 * &pagina=2`), so a reload or a shared link shows the same. A range the picker does not offer at `now` (a month
 * outside its 12, or an end before its start, as an old link may carry) reads as the default range; a page that is not
 * a positive whole number as the first.
 * @param now the clock the default range and the offered months follow (Chile time).
 */
export function clientListViewFromAddress(params: URLSearchParams, now: Date): ClientListView {
  const offered = selectableMonths(now);
  const start = params.get(PARAMS.start) ?? '';
  const end = params.get(PARAMS.end) ?? '';
  const range =
    offered.includes(start) && offered.includes(end) && start <= end ? { start, end } : defaultMonthRange(now);
  return {
    range,
    filters: {
      text: params.get(PARAMS.text) ?? NO_CLIENT_FILTERS.text,
      ejecutivo: params.get(PARAMS.ejecutivo) ?? NO_CLIENT_FILTERS.ejecutivo,
      pendingOnly: params.get(PARAMS.pendingOnly) === '1',
    },
    page: pageFromAddress(params),
  };
}

/**
 * The address parameters of the parts of a view that `changes` gives (the inverse of
 * {@link clientListViewFromAddress}); a part at its default removes its parameters, a part not given keeps them.
 * @param now the clock the default range follows.
 */
export function clientListViewAddress(changes: Partial<ClientListView>, now: Date): UrlParamsPatch {
  const patch: Record<string, string | null> = {};
  if (changes.range) {
    const standard = defaultMonthRange(now);
    const isDefault = changes.range.start === standard.start && changes.range.end === standard.end;
    patch[PARAMS.start] = isDefault ? null : changes.range.start;
    patch[PARAMS.end] = isDefault ? null : changes.range.end;
  }
  if (changes.filters) {
    patch[PARAMS.text] = changes.filters.text;
    patch[PARAMS.ejecutivo] = changes.filters.ejecutivo;
    patch[PARAMS.pendingOnly] = changes.filters.pendingOnly ? '1' : null;
  }
  if (changes.page !== undefined) Object.assign(patch, pageAddress(changes.page));
  return patch;
}
