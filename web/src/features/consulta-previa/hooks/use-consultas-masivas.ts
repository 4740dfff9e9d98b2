import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { getConsultasMasivas } from '../api/consultas-masivas';

/**
 * How often the history is asked again while some request is still en-proceso (its result takes seconds to minutes).
 */
export const HISTORY_REFRESH_MS = 3_000;

/** The query key of a factoring's masivo history (invalidated when a new request is accepted). */
export function consultasMasivasKey(rutFactoring: string) {
  return ['consultas-masivas', rutFactoring] as const;
}

/** The factoring's masivo history, asked again every {@link HISTORY_REFRESH_MS} while a request is en-proceso. */
export function useConsultasMasivas(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: consultasMasivasKey(rutFactoring),
    queryFn: () => getConsultasMasivas(restUrl, rutFactoring),
    refetchInterval: (query) =>
      query.state.data?.some((consulta) => consulta.estado === 'en-proceso') ? HISTORY_REFRESH_MS : false,
  });
}
