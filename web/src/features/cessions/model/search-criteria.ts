import { format, parseISO, subDays } from 'date-fns';
import { todayInChile } from '../../../../../domain/chile-time';
import { validateSearchWindow } from '../../../../../domain/date-window';
import { isValidRut, normalizeRut } from '../../../../../domain/rut';

/** Days back of the default search window of the acquired screen (Desde = today - 7, Hasta = today). */
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

/** A checked search: dates 'yyyy-MM-dd', rut normalised 'NNNNNNNN-D' or '' (none), folio 0 = none. */
export interface CessionSearch {
  fechaInicio: string;
  fechaTermino: string;
  rut: string;
  folio: number;
}

/**
 * The form's starting values: the last 7 days up to today in Chile, no rut, no folio.
 * @param now the clock.
 */
export function defaultSearchForm(now: Date): SearchForm {
  const today = todayInChile(now);
  return {
    fechaInicio: format(subDays(parseISO(today), DEFAULT_WINDOW_DAYS), 'yyyy-MM-dd'),
    fechaTermino: today,
    rut: '',
    folio: '',
  };
}

/**
 * Checks the form before querying (core-platform §5): a valid RUT when given, a whole folio when given
 * (empty = 0), and the window rule of validateSearchWindow (31 days, 93 with rut or folio).
 * @returns { search } ready for the API, or { error } with the Spanish message to show.
 */
export function toCessionSearch(form: SearchForm): { search: CessionSearch } | { error: string } {
  const rutText = form.rut.trim();
  if (rutText && !isValidRut(rutText)) return { error: INVALID_RUT_MESSAGE };
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
