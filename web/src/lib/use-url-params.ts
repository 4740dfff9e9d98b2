import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

/** Address parameters to set: a value sets the key, null or '' removes it (its screen default). */
export type UrlParamsPatch = Readonly<Record<string, string | null>>;

/** The history state of a navigation `patch` made: the screen's own view change, not a link to it. */
const PATCH_STATE = { urlParamsPatch: true } as const;

/**
 * Whether a location was reached by a screen's own {@link useUrlParams} patch (a filter, sort or tab it changed), as
 * opposed to a link or a typed address, which a screen reading its address only when it starts must mount afresh for.
 * @param state the location's history state (react-router's `location.state`).
 */
export function isUrlParamsPatch(state: unknown): boolean {
  return (state as { urlParamsPatch?: unknown } | null)?.urlParamsPatch === true;
}

function applyPatch(params: URLSearchParams, changes: UrlParamsPatch): URLSearchParams {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/**
 * A screen's view settings (filters, sort, grouping) kept in the address's search parameters, so a reload or a shared
 * link shows the same. Returns the current parameters and `patch`, which writes the given keys in one navigation that
 * replaces the history entry (changing a filter adds no Back step) and keeps every other parameter (e.g. `?tab=`).
 * The router applies a navigation as a transition, which would leave a clicked checkbox or select showing its old
 * value until the screen has re-rendered; the patched parameters are therefore shown at once (React's useOptimistic)
 * and the address follows. The parameters are the same object while their text is the same.
 * Patch once per event: two patches of one event would each start from the same address and the second would undo
 * the first (react-router's setSearchParams).
 */
export function useUrlParams(): [URLSearchParams, (patch: UrlParamsPatch) => void] {
  const [params, setParams] = useSearchParams();
  const [optimistic, show] = useOptimistic(params, (current: URLSearchParams, changes: UrlParamsPatch) =>
    applyPatch(new URLSearchParams(current), changes),
  );
  // While a patch is pending, React runs the reducer again at every render, each time into a new object: the same
  // parameters stay the same object, so what a screen derives from them (rows, a table's data) is not rebuilt, which
  // would make a table reset its state and render again, without end.
  const text = optimistic.toString();
  const shown = useMemo(() => new URLSearchParams(text), [text]);
  const patch = useCallback(
    (changes: UrlParamsPatch) =>
      startTransition(() => {
        show(changes);
        setParams((current) => applyPatch(current, changes), { replace: true, state: PATCH_STATE });
      }),
    [setParams, show],
  );
  return [shown, patch];
}
