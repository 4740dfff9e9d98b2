import { format, parseISO, subDays } from 'date-fns';
import { todayInChile } from '@domain/chile-time';
import { MAX_WINDOW_DAYS_WITH_FILTER, validateSearchWindow } from '@domain/date-window';
import { isValidRut, normalizeRut } from '@domain/rut';

/** Days back of the default search window (Desde = today - 7, Hasta = today) unless a screen says otherwise. */
export const DEFAULT_WINDOW_DAYS = 7;
/** Shown when the Rut filter is not a valid RUT (core-platform §5 wording). */
export const INVALID_RUT_MESSAGE = 'Rut ingresado inválido';
/** Shown when the Folio filter is not a whole number. */
export const INVALID_FOLIO_MESSAGE = 'Folio inválido';

/** The 'Criterios de búsqueda' form as typed: dates 'yyyy-MM-dd', free-text rut and folio. */
export interface SearchForm {
  fechaInicio: string;
  fechaTermino: string;
  rut: string;
  folio: string;
}

/**
 * A checked search: dates 'yyyy-MM-dd', rut normalised 'NNNNNNNN-D' or '' (none), folio 0 = none, and on the
 * owed screen the razón social text typed in 'Rut o Razón Social' (filtered in the browser; absent = none).
 */
export interface CessionSearch {
  fechaInicio: string;
  fechaTermino: string;
  rut: string;
  folio: number;
  razonSocial?: string;
}

/** Text that reads as a name rather than a mistyped RUT: at least two letters in a row. */
const NAME_TEXT = /\p{L}{2}/u;

/**
 * The form's starting values: from `windowDays` days back up to today in Chile, no rut, no folio
 * (core-platform §5 "Default search window is a per-screen start offset in days").
 * @param now the clock.
 * @param windowDays the screen's start offset in days (default 7).
 */
export function defaultSearchForm(now: Date, windowDays = DEFAULT_WINDOW_DAYS): SearchForm {
  const today = todayInChile(now);
  return {
    fechaInicio: format(subDays(parseISO(today), windowDays), 'yyyy-MM-dd'),
    fechaTermino: today,
    rut: '',
    folio: '',
  };
}

/** The address parameter that opens a cession screen searching one folio (`?folio=1234`), as the bell links. */
export const FOLIO_PARAM = 'folio';

/**
 * The form's starting values for a screen opened from an address: with a whole folio in `?folio=`, that folio over
 * the longest window a folio search allows (93 days up to today in Chile, core-platform §5), so a linked document
 * shows at once; otherwise {@link defaultSearchForm}.
 * @param folioParam the address's `folio` value, or null when absent; anything but digits is ignored.
 */
export function searchFormFromAddress(now: Date, windowDays: number, folioParam: string | null): SearchForm {
  const folio = folioParam?.trim() ?? '';
  if (!/^\d+$/.test(folio) || Number(folio) === 0) return defaultSearchForm(now, windowDays);
  return { ...defaultSearchForm(now, MAX_WINDOW_DAYS_WITH_FILTER), folio: String(Number(folio)) };
}

/**
 * Checks the form before querying (core-platform §5): a valid RUT when given, a whole folio when given
 * (empty = 0), and the window rule of validateSearchWindow (31 days, 93 with rut or folio).
 * @param options.razonSocial the field is 'Rut o Razón Social' (owed screen, core-platform §2): text with two
 *   letters in a row that is not a RUT becomes search.razonSocial and no rut filter (so the 31-day limit holds).
 * @returns { search } ready for the API, or { error } with the Spanish message to show.
 */
export function toCessionSearch(
  form: SearchForm,
  options: { razonSocial?: boolean } = {},
): { search: CessionSearch } | { error: string } {
  const rutText = form.rut.trim();
  if (rutText && !isValidRut(rutText)) {
    if (options.razonSocial && NAME_TEXT.test(rutText)) {
      const result = toCessionSearch({ ...form, rut: '' });
      return 'search' in result ? { search: { ...result.search, razonSocial: rutText } } : result;
    }
    return { error: INVALID_RUT_MESSAGE };
  }
  const folioText = form.folio.trim();
  if (folioText && !/^\d+$/.test(folioText)) return { error: INVALID_FOLIO_MESSAGE };
  const search: CessionSearch = {
    fechaInicio: form.fechaInicio,
    fechaTermino: form.fechaTermino,
    rut: rutText ? normalizeRut(rutText) : '',
    folio: folioText ? Number(folioText) : 0,
  };
  const windowError = validateSearchWindow(search);
  return windowError ? { error: windowError } : { search };
}
