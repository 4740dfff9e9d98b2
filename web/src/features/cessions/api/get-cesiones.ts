import { useQuery } from '@tanstack/react-query';
import type { CesionView } from '../../../../../domain/cession';
import { collectPages, type Page } from '../../../lib/collect-pages';
import { runGraphql } from '../../../lib/graphql';
import type { CessionSearch } from '../model/search-criteria';
import { CESION_FIELDS } from './cesion-fields';

/** Page size asked of the API; every page is read (core-platform §2 shows the whole period). */
export const PAGE_LIMIT = 5000;

/**
 * The factoring's role in a list and its GraphQL field (schema.graphql, core-platform §7):
 * adquiridas = cesionario, cedidas = cedente, adeudadas = deudor.
 */
export const LIST_FIELDS = {
  adquiridas: 'archivosElectronicoDeCesionRecuperados',
  cedidas: 'archivosElectronicoDeCesionRecuperadosDeCedente',
  adeudadas: 'archivosElectronicoDeCesionRecuperadosDeDeudor',
} as const;

export type CessionList = keyof typeof LIST_FIELDS;

/** Lists of the acquired query filtered on the server (argument tipoFiltro, core-platform §4 "Lists"). */
export type TipoFiltro = 'aceptados' | 'rechazados' | 'anulados' | 'rebajados';

function listQuery(list: CessionList): string {
  const filtro = list === 'adquiridas';
  return /* GraphQL */ `
  query Cesiones(
    $fechaInicio: String!
    $fechaTermino: String!
    $rut: String
    $folio: Float
    $rutFactoring: String!
    $limit: Int
    $nextToken: String${filtro ? '\n    $tipoFiltro: String' : ''}
  ) {
    page: ${LIST_FIELDS[list]}(
      fechaInicio: $fechaInicio
      fechaTermino: $fechaTermino
      rut: $rut
      folio: $folio
      rutFactoring: $rutFactoring
      limit: $limit
      nextToken: $nextToken${filtro ? '\n      tipoFiltro: $tipoFiltro' : ''}
    ) {
      items { ${CESION_FIELDS} }
      nextToken
      ultimaActualizacion
    }
  }
`;
}

interface CesionPage extends Page<CesionView> {
  ultimaActualizacion: string | null;
}

/** The cessions of a period with the instant of the factoring's last SII refresh. */
export interface CesionesResult {
  cesiones: CesionView[];
  /** ISO instant of the last successful refresh, or null when none yet. */
  ultimaActualizacion: string | null;
}

/** What to fetch: the list, and for the acquired list an optional server-side tipoFiltro. */
export interface ListRequest {
  list: CessionList;
  tipoFiltro?: TipoFiltro;
}

/**
 * Fetches every cession of one list in the search window, reading all pages (limit 5000, the server maximum: fewer sequential round trips) through nextToken.
 * @param request the list (and tipoFiltro, acquired only).
 * @param rutFactoring the selected factoring, 'NNNNNNNN-D'.
 * @param search dates 'yyyy-MM-dd'; rut '' and folio 0 mean no filter.
 * @throws ApiError when a page fails (server code for authorization/validation errors).
 */
export async function getCesiones(request: ListRequest, rutFactoring: string, search: CessionSearch): Promise<CesionesResult> {
  const query = listQuery(request.list);
  const { items, firstPage } = await collectPages<CesionView, CesionPage>(async (nextToken) => {
    const data = await runGraphql<{ page: CesionPage }>(query, {
      fechaInicio: search.fechaInicio,
      fechaTermino: search.fechaTermino,
      rut: search.rut || null,
      folio: search.folio || null,
      rutFactoring,
      limit: PAGE_LIMIT,
      nextToken,
      ...(request.list === 'adquiridas' ? { tipoFiltro: request.tipoFiltro ?? null } : {}),
    });
    return data.page;
  });
  return { cesiones: items, ultimaActualizacion: firstPage.ultimaActualizacion };
}

/**
 * Query hook for {@link getCesiones}, keyed by list, factoring and search. `enabled` false (no permission)
 * fetches nothing.
 */
export function useCesiones(request: ListRequest, rutFactoring: string, search: CessionSearch, enabled = true) {
  return useQuery({
    queryKey: ['cesiones', request.list, request.tipoFiltro ?? null, rutFactoring, search],
    queryFn: () => getCesiones(request, rutFactoring, search),
    staleTime: 60_000,
    enabled,
  });
}
