import { useQuery } from '@tanstack/react-query';
import type { CesionMasivaFilaInput } from '@domain/wire/schema-types';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { fetchEstadosDtes } from '../api/estados-dtes';

/**
 * The SII's state of each document of a mass cession file before it is sent (POST /v1/jwt/consultaprevia through
 * {@link fetchEstadosDtes}), read once per file; off without `enabled` (the user lacks consultaPrevia) or documents.
 * @returns the query: one row per document in the file's order, or the §7 error.
 */
export function useEstadosDtes(rutFactoring: string, filas: readonly CesionMasivaFilaInput[], enabled: boolean) {
  const { restUrl } = useRuntimeConfig();
  const dtes = filas.map((fila) => ({ rutEmisor: fila.rutEmisor, tipoDTE: fila.tipo, folioDTE: fila.folio }));
  return useQuery({
    queryKey: ['estadosDtes', rutFactoring, dtes],
    queryFn: () => fetchEstadosDtes(restUrl, rutFactoring, dtes),
    enabled: enabled && dtes.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
