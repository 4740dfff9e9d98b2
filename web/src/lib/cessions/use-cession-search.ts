import { useState } from 'react';
import type { ExtendedCriteria } from './extended-search';
import { defaultSearchForm, type CessionSearch, type SearchForm } from './search-criteria';

interface SearchState {
  search: CessionSearch;
  /** The extended acquired criteria once the extended form was submitted, else null. */
  extended: ExtendedCriteria | null;
}

/**
 * The search state of a cession screen: the form's starting values (today minus `windowDays` to today,
 * core-platform §5), the current search and extended criteria. onSearch with the same criteria calls
 * `refetch` instead, so pressing Filtrar twice fetches again. onRefused (the form refused its values, e.g. a
 * window over 31 days) sets `refused` until the next accepted search: the screens then hide the previous
 * results, which would otherwise read as the answer for the dates now in the form; the form keeps the refused
 * values and its warning so the user can correct them.
 */
export function useCessionSearch(windowDays: number) {
  const [initialForm] = useState<SearchForm>(() => defaultSearchForm(new Date(), windowDays));
  const [state, setState] = useState<SearchState>(() => ({
    search: { ...initialForm, rut: '', folio: 0 },
    extended: null,
  }));
  const [refused, setRefused] = useState(false);
  const onSearch = (search: CessionSearch, extended: ExtendedCriteria | null, refetch: () => unknown) => {
    setRefused(false);
    const next = { search, extended };
    if (JSON.stringify(next) === JSON.stringify(state)) void refetch();
    else setState(next);
  };
  const onRefused = () => setRefused(true);
  return { initialForm, search: state.search, extended: state.extended, onSearch, refused, onRefused };
}
