import { pageAddress, pageFromAddress } from '@web/lib/url-page';
import type { UrlParamsPatch } from '@web/lib/use-url-params';
import { EVENT_FILTERS, type EventFilter } from './invoice-change-rows';

/** What the sales-ledger radar shows of its feed (client-radar.md §2, §4, §9): the search, the event, the page. */
export interface RadarFeedView {
  /** The text typed in 'Buscar', as typed (searchRows trims it). */
  search: string;
  event: EventFilter;
  /** 1-based; the list keeps it within its page count. */
  page: number;
}

/** The address parameters of a {@link RadarFeedView}, each absent at its default. */
const PARAMS = { search: 'buscar', event: 'evento' } as const;

/**
 * The view the radar's address holds (`?buscar=76.123&evento=cedida-otro&pagina=2`), so a reload or a shared link
 * shows the same rows; an event the select does not offer reads as 'todos', a page that is not a positive whole number
 * as the first.
 */
export function radarFeedViewFromAddress(params: URLSearchParams): RadarFeedView {
  const event = EVENT_FILTERS.find((choice) => choice.value === params.get(PARAMS.event))?.value ?? 'todos';
  return {
    search: params.get(PARAMS.search) ?? '',
    event,
    page: pageFromAddress(params),
  };
}

/**
 * The address parameters of the parts of a view that `changes` gives (the inverse of {@link radarFeedViewFromAddress});
 * a part at its default removes its parameter, a part not given keeps it.
 */
export function radarFeedViewAddress(changes: Partial<RadarFeedView>): UrlParamsPatch {
  const patch: Record<string, string | null> = {};
  if (changes.search !== undefined) patch[PARAMS.search] = changes.search;
  if (changes.event !== undefined) patch[PARAMS.event] = changes.event === 'todos' ? null : changes.event;
  if (changes.page !== undefined) Object.assign(patch, pageAddress(changes.page));
  return patch;
}
