import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { MonthRange } from '@web/lib/month-range';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { loadSqlJs } from '@web/localdb/browser-local-database';
import { openClientList } from './open-client-list';
import type { ClientList } from './read-client-list';
import { restJson } from '@web/lib/rest/rest-get';
import { ClientListPreparingError, preparationOf } from './client-list-preparing';

/** How often the client list asks again while the server prepares it, milliseconds. */
const PREPARING_POLL_MS = 5_000;

/**
 * The client list of a factoring for a month range (client-radar.md §7 "GET api/empresas with optional startDate,
 * endDate, factoring": the SQLite file as base64 text), opened with sql.js in the browser.
 * @param restUrl config.json restUrl; rutFactoring the selected factoring; range months 'yyyy-MM'.
 * @throws Error from {@link restJson} (no session, non-2xx), ClientListPreparingError while the server prepares the
 *   factoring's first list, LocalDbError for an empty or damaged file.
 */
export async function getClientList(restUrl: string, rutFactoring: string, range: MonthRange): Promise<ClientList> {
  const url = restEndpoint(restUrl, 'api/empresas', {
    startDate: range.start,
    endDate: range.end,
    factoring: rutFactoring,
  });
  const [base64, sqlJs] = await Promise.all([restJson<unknown>(url), loadSqlJs()]);
  const preparation = preparationOf(base64);
  if (preparation) throw new ClientListPreparingError(preparation);
  return openClientList(sqlJs, typeof base64 === 'string' ? base64 : '', range);
}

/** Query key of {@link useClientList} (the executive modals patch its data after a change). */
export const clientListKey = (rutFactoring: string, range: MonthRange) => ['clientList', rutFactoring, range] as const;

/**
 * Query hook for {@link getClientList}; waits for a range (client-radar.md §4: configuration, then date range, then
 * database load); a new range is a new load. Asked again every {@link PREPARING_POLL_MS} while the server prepares
 * the list.
 */
export function useClientList(rutFactoring: string, range: MonthRange | null) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: clientListKey(rutFactoring, range ?? { start: '', end: '' }),
    queryFn: () => getClientList(restUrl, rutFactoring, range!),
    enabled: range !== null,
    staleTime: 300_000,
    retry: false,
    refetchInterval: (query) => (query.state.error instanceof ClientListPreparingError ? PREPARING_POLL_MS : false),
  });
}
