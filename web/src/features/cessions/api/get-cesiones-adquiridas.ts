import { useQuery } from '@tanstack/react-query';
import type { CesionView } from '../../../../../domain/cession';
import { collectPages, type Page } from '../../../lib/collect-pages';
import { runGraphql } from '../../../lib/graphql';
import type { CessionSearch } from '../model/search-criteria';
import { CESION_FIELDS } from './cesion-fields';

/** Page size asked of the API; every page is read (core-platform §2 shows the whole period). */
export const PAGE_LIMIT = 1000;

const CESIONES_ADQUIRIDAS = /* GraphQL */ `
  query CesionesAdquiridas(
    $fechaInicio: String!
    $fechaTermino: String!
    $rut: String
    $folio: Float
    $rutFactoring: String!
    $limit: Int
    $nextToken: String
  ) {
    archivosElectronicoDeCesionRecuperados(
      fechaInicio: $fechaInicio
      fechaTermino: $fechaTermino
      rut: $rut
      folio: $folio
      rutFactoring: $rutFactoring
      limit: $limit
      nextToken: $nextToken
    ) {
      items { ${CESION_FIELDS} }
      nextToken
      ultimaActualizacion
    }
  }
`;

interface CesionPage extends Page<CesionView> {
  ultimaActualizacion: string | null;
}

/** Acquired cessions of a period with the instant of the factoring's last SII refresh. */
export interface CesionesResult {
  cesiones: CesionView[];
  /** ISO instant of the last successful refresh, or null when none yet. */
  ultimaActualizacion: string | null;
}

/**
 * Fetches every acquired cession (the factoring is the cesionario) of the search window, reading all
 * pages of archivosElectronicoDeCesionRecuperados (limit 1000) through nextToken.
 * @param rutFactoring the selected factoring, 'NNNNNNNN-D'.
 * @param search dates 'yyyy-MM-dd'; rut '' and folio 0 mean no filter.
 * @throws ApiError when a page fails (server code for authorization/validation errors).
 */
export async function getCesionesAdquiridas(rutFactoring: string, search: CessionSearch): Promise<CesionesResult> {
  const { items, firstPage } = await collectPages<CesionView, CesionPage>(async (nextToken) => {
    const data = await runGraphql<{ archivosElectronicoDeCesionRecuperados: CesionPage }>(CESIONES_ADQUIRIDAS, {
      fechaInicio: search.fechaInicio,
      fechaTermino: search.fechaTermino,
      rut: search.rut || null,
      folio: search.folio || null,
      rutFactoring,
      limit: PAGE_LIMIT,
      nextToken,
    });
    return data.archivosElectronicoDeCesionRecuperados;
  });
  return { cesiones: items, ultimaActualizacion: firstPage.ultimaActualizacion };
}

/** Query hook for {@link getCesionesAdquiridas}, keyed by factoring and search. */
export function useCesionesAdquiridas(rutFactoring: string, search: CessionSearch) {
  return useQuery({
    queryKey: ['cesionesAdquiridas', rutFactoring, search],
    queryFn: () => getCesionesAdquiridas(rutFactoring, search),
    staleTime: 60_000,
  });
}
