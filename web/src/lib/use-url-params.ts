import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Address parameters to set: a value sets the key, null or '' removes it (its screen default). */
export type UrlParamsPatch = Readonly<Record<string, string | null>>;

/**
 * A screen's view settings (filters, sort, grouping) kept in the address's search parameters, so a reload or a shared
 * link shows the same. Returns the current parameters and `patch`, which writes the given keys in one navigation that
 * replaces the history entry (changing a filter adds no Back step) and keeps every other parameter (e.g. `?tab=`).
 * Patch once per event: two patches of one event would each start from the same address and the second would undo
 * the first (react-router's setSearchParams).
 */
export function useUrlParams(): [URLSearchParams, (patch: UrlParamsPatch) => void] {
  const [params, setParams] = useSearchParams();
  const patch = useCallback(
    (changes: UrlParamsPatch) =>
      setParams(
        (current) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') current.delete(key);
            else current.set(key, value);
          }
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, patch];
}
