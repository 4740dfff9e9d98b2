import { useMemo } from 'react';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { viewFailureText } from '../model/database-failure';

/** A view's rows, or the text of the error it raised (corrupted database, bad filter). */
export type LocalViewResult<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Runs a local database view (cached 300000 ms by the service under '{name}:{filters}') for the loaded client and
 * recomputes when the filters change (compared as JSON). Errors are returned, never thrown (client-detail.md §8:
 * a corrupted database is shown as an error and loading stops; §5: 'Base de datos no disponible' before it is loaded).
 * @param name cache name of the view; filters its filter object; run the view function of domain/client-db/views.
 */
export function useLocalView<F, T>(
  name: string,
  filters: F,
  run: (reader: LocalDbReader, filters: F) => T,
): LocalViewResult<T> {
  const key = JSON.stringify(filters);
  return useMemo(() => {
    try {
      return { data: getLocalDatabase().view(name, filters, run), error: null };
    } catch (error) {
      return { data: null, error: viewFailureText(error) };
    }
  }, [name, key, run]); // `filters` enters through `key`: equal filters keep the result
}
