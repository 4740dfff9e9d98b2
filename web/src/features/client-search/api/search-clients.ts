import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { NO_TOKEN_MESSAGE, restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { ClientSearchItem } from '../model/filter-clients';
import {
  LOAD_CLIENTS_ERROR_MESSAGE,
  NO_FACTORING_SELECTED_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
} from '../model/client-search-messages';

interface SearchAnswer {
  success?: boolean;
  data?: ClientSearchItem[];
  message?: string;
}

/**
 * The clients of a factoring for the ctrl/cmd+K search: GET {restUrl}/api/clientes-search?factoring={rut}
 * (core-platform §7; the server checks the factoring and radarClientes).
 * @returns the clients, ordered by name.
 * @throws Error 'No se ha seleccionado un factoring' without a factoring, 'Usuario no autenticado' without a session,
 *   the server's message when it answers success false or a 4xx/5xx ('HTTP error! status: {n}' when it gives none),
 *   'Error al cargar los clientes' on a network failure (core-platform §8).
 */
export async function searchClients(restUrl: string, rutFactoring: string | null): Promise<ClientSearchItem[]> {
  if (!rutFactoring) throw new Error(NO_FACTORING_SELECTED_MESSAGE);
  let answer: SearchAnswer;
  try {
    answer = await restJson<SearchAnswer>(restEndpoint(restUrl, 'api/clientes-search', { factoring: rutFactoring }));
  } catch (error) {
    if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) throw new Error(NOT_AUTHENTICATED_MESSAGE);
    // fetch reports a network failure as a TypeError carrying the browser's text, not a message for the user.
    if (error instanceof Error && error.message && !(error instanceof TypeError)) throw error;
    throw new Error(LOAD_CLIENTS_ERROR_MESSAGE);
  }
  if (!answer.success) throw new Error(answer.message || LOAD_CLIENTS_ERROR_MESSAGE);
  return answer.data ?? [];
}

/** Query hook for {@link searchClients}, fetched while the search is open and kept 1 min. */
export function useSearchClients(rutFactoring: string | null) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['clientesSearch', rutFactoring],
    queryFn: () => searchClients(restUrl, rutFactoring),
    staleTime: 60_000,
    retry: false,
  });
}
