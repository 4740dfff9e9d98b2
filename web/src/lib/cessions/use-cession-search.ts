import { useState } from 'react';
import { useUrlParams, type UrlParamsPatch } from '../use-url-params';
import type { ExtendedCriteria } from './extended-search';
import { searchAddress, searchFromAddress } from './search-address';
import type { CessionSearch } from './search-criteria';

interface SearchState {
  search: CessionSearch;
  /** The extended acquired criteria once the extended form was submitted, else null. */
  extended: ExtendedCriteria | null;
  /** Counts the accepted searches, the repeated ones included. */
  searchId: number;
}

/**
 * The search state of a cession screen: the form's starting values (the search the address holds, so a reload or a
 * shared link searches the same; else today minus `windowDays` to today, core-platform §5, or a folio over 93 days
 * when the address names one, `?folio=`; see searchFromAddress), the current search and extended criteria. Each
 * accepted search is written to the address. onSearch with the same criteria calls
 * `refetch` instead, so pressing Filtrar twice fetches again. onRefused (the form refused its values, e.g. a
 * window over 31 days) sets `refused` until the next accepted search: the screens then hide the previous
 * results, which would otherwise read as the answer for the dates now in the form; the form keeps the refused
 * values and its warning so the user can correct them. `searchId` changes with each accepted search (Filtrar), not
 * when the same search is read again in the background, so what the user chose on screen (the cards' selection)
 * restarts only with a search.
 * @param options.razonSocial the screen's Rut field also takes a razón social (owed screen); options.resetOnSearch
 *   address parameters each accepted search also writes (a list's page back to the first).
 */
export function useCessionSearch(
  windowDays: number,
  options: { razonSocial?: boolean; resetOnSearch?: UrlParamsPatch } = {},
) {
  const [params, patchParams] = useUrlParams();
  const [start] = useState(() => searchFromAddress(new Date(), windowDays, params, options));
  const [state, setState] = useState<SearchState>(() => ({
    search: start.search,
    extended: start.extended,
    searchId: 0,
  }));
  const [refused, setRefused] = useState(false);
  const onSearch = (search: CessionSearch, extended: ExtendedCriteria | null, refetch: () => unknown) => {
    setRefused(false);
    const same =
      JSON.stringify({ search, extended }) === JSON.stringify({ search: state.search, extended: state.extended });
    if (same) void refetch();
    setState((current) => ({ ...(same ? current : { search, extended }), searchId: current.searchId + 1 }));
    patchParams({ ...searchAddress(search, extended), ...options.resetOnSearch });
  };
  const onRefused = () => setRefused(true);
  return {
    initialForm: start.form,
    initialExtended: start.extendedFields,
    search: state.search,
    extended: state.extended,
    searchId: state.searchId,
    onSearch,
    refused,
    onRefused,
  };
}
