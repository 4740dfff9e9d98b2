import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { CessionList } from '@web/lib/cessions/get-cesiones';
import type { FilasSiiNoLeidas } from '@domain/wire/schema-types';

const FILAS_SII_NO_LEIDAS = /* GraphQL */ `
  query FilasSiiNoLeidas($rutFactoring: String!, $lista: String!) {
    filasSiiNoLeidas(rutFactoring: $rutFactoring, lista: $lista) {
      total
      fecha
      filas {
        archivo
        linea
        campo
        motivo
        tipo
        folio
        cedente
      }
    }
  }
`;

/** @throws ApiError when the call fails. */
export async function getFilasSiiNoLeidas(rutFactoring: string, lista: CessionList): Promise<FilasSiiNoLeidas> {
  const data = await runGraphql<{ filasSiiNoLeidas: FilasSiiNoLeidas }>(FILAS_SII_NO_LEIDAS, { rutFactoring, lista });
  return data.filasSiiNoLeidas;
}

/**
 * Query hook for {@link getFilasSiiNoLeidas}, keyed by factoring and screen; the rows change with each refresh
 * (every 20 minutes), so they are kept 5 minutes. Nothing is fetched without the screen's permission.
 */
export function useFilasSiiNoLeidas(rutFactoring: string, lista: CessionList, enabled: boolean) {
  return useQuery({
    queryKey: ['filasSiiNoLeidas', rutFactoring, lista],
    queryFn: () => getFilasSiiNoLeidas(rutFactoring, lista),
    staleTime: 300_000,
    enabled,
  });
}
