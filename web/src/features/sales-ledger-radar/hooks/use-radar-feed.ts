import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { getInvoiceChanges } from '../api/get-invoice-changes';
import { EMPTY_FEED, nextFeed } from '../model/radar-feed';

/** client-radar.md §9: the poll interval (5 minutes). */
export const RADAR_POLL_MS = 300_000;
/** client-radar.md §9: the loading spinner shows at least this long. */
export const MIN_SPINNER_MS = 500;
/**
 * Query key of the radar's poll, [key, rutFactoring]: the eventoBack channel invalidates it when the server announces
 * new change records, so the poll runs at once instead of at its next 5 minutes.
 */
export const INVOICE_CHANGES_POLL_KEY = 'invoice-changes-poll';

/**
 * The sales-ledger radar's feed for one factoring (client-radar.md §4): loads its latest records (spinner at least
 * {@link MIN_SPINNER_MS}), then polls every {@link RADAR_POLL_MS} for the records after the last id, holding them
 * for the banner; `reload` (the 'Actualizar' button) resets and loads again.
 * @returns the feed, whether the load runs, its error, reload and showPending ('Ver ahora').
 */
export function useRadarFeed(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  const [feed, dispatch] = useReducer(nextFeed, EMPTY_FEED);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const lastId = useRef<number | null>(null);
  lastId.current = feed.lastId;

  useEffect(() => {
    let current = true;
    setLoading(true);
    setLoadError(null);
    const minimum = new Promise((resolve) => setTimeout(resolve, MIN_SPINNER_MS));
    void Promise.allSettled([getInvoiceChanges(restUrl, rutFactoring, null), minimum]).then(([answer]) => {
      if (!current) return;
      if (answer.status === 'fulfilled') dispatch({ type: 'loaded', page: answer.value, at: new Date() });
      else setLoadError(answer.reason instanceof Error ? answer.reason.message : String(answer.reason));
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [restUrl, rutFactoring, generation]);

  const poll = useQuery({
    queryKey: [INVOICE_CHANGES_POLL_KEY, rutFactoring, generation],
    queryFn: () => getInvoiceChanges(restUrl, rutFactoring, lastId.current),
    enabled: !loading && loadError === null,
    refetchInterval: RADAR_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (poll.data && poll.dataUpdatedAt > 0)
      dispatch({ type: 'polled', page: poll.data, at: new Date(poll.dataUpdatedAt) });
  }, [poll.data, poll.dataUpdatedAt]);
  useEffect(() => {
    if (poll.error && poll.errorUpdatedAt > 0) dispatch({ type: 'poll-failed', message: poll.error.message });
  }, [poll.error, poll.errorUpdatedAt]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const showPending = useCallback(() => dispatch({ type: 'show-pending' }), []);
  return { feed, loading, loadError, reload, showPending };
}
