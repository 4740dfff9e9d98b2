import { experimental_streamedQuery as streamedQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CesionView } from '@domain/cession';
import type { CesionPage } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import type { CessionSearch } from './search-criteria';
import { CESION_FIELDS } from './cesion-fields';

/**
 * Size of the first page: small, so the screen shows rows while the rest arrives (rows visible
 * under 1.5 s with 5,000 documents; 100 showed rows sooner than 500 in the benchmark, same time to all).
 */
export const FIRST_PAGE_LIMIT = 100;
/**
 * Size of the following pages: the server maximum (fewer sequential round trips); every page is read
 * (core-platform §2 shows the whole period).
 */
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

/** A page of the list as CESION_FIELDS selects it: the schema's CesionPage with the items the screens read. */
type CesionPageAnswer = Omit<CesionPage, 'items'> & { items: CesionView[] };

/** The cessions of a period with the instant of the factoring's last SII refresh. */
export interface CesionesResult {
  cesiones: CesionView[];
  /** ISO instant of the last successful refresh, or null when none yet. */
  ultimaActualizacion: string | null;
}

/**
 * The cessions read so far by {@link useCesiones}: the pages received, in API order, and whether more
 * pages are still coming (the screen shows them at once and a loading note until `complete`).
 */
export interface CesionesProgress extends CesionesResult {
  /** True once the last page (nextToken null) arrived. */
  complete: boolean;
}

/** What to fetch: the list, and for the acquired list an optional server-side tipoFiltro. */
export interface ListRequest {
  list: CessionList;
  tipoFiltro?: TipoFiltro;
}

/** One page as the stream hands it over: its cessions, the page-level fields and whether it is the last one. */
export interface CesionChunk extends CesionesResult {
  last: boolean;
}

/**
 * Reads one list page by page through nextToken (core-platform §7 cession lists): the first page is small
 * (FIRST_PAGE_LIMIT) so the screen can show rows at once, the next ones are as large as the server allows
 * (PAGE_LIMIT: fewer sequential round trips). Stops early, between pages, when `signal` is aborted.
 * @param search dates 'yyyy-MM-dd'; rut '' and folio 0 mean no filter.
 * @returns an async iterable of chunks, one per page, the last one with `last` true.
 * @throws ApiError when a page fails (server code for authorization/validation errors); Error when the server
 *   hands back a token it already gave (it would loop forever).
 */
export async function* cesionPages(
  request: ListRequest,
  rutFactoring: string,
  search: CessionSearch,
  signal?: AbortSignal,
): AsyncGenerator<CesionChunk> {
  const query = listQuery(request.list);
  const seen = new Set<string>();
  let nextToken: string | null = null;
  do {
    const data: { page: CesionPageAnswer } = await runGraphql<{ page: CesionPageAnswer }>(query, {
      fechaInicio: search.fechaInicio,
      fechaTermino: search.fechaTermino,
      rut: search.rut || null,
      folio: search.folio || null,
      rutFactoring,
      limit: nextToken === null ? FIRST_PAGE_LIMIT : PAGE_LIMIT,
      nextToken,
      ...(request.list === 'adquiridas' ? { tipoFiltro: request.tipoFiltro ?? null } : {}),
    });
    const { items, ultimaActualizacion } = data.page;
    nextToken = data.page.nextToken;
    if (nextToken !== null) {
      if (seen.has(nextToken)) throw new Error(`La paginación repitió el token ${nextToken}`);
      seen.add(nextToken);
    }
    yield { cesiones: items, ultimaActualizacion, last: nextToken === null };
  } while (nextToken !== null && !signal?.aborted);
}

/**
 * Adds one page to what was read so far: rows appended in API order (earlier rows keep their place), the
 * refresh instant of the first page, `complete` from the page's `last`.
 */
export function addCesionChunk(progress: CesionesProgress | null, chunk: CesionChunk): CesionesProgress {
  return {
    cesiones: progress ? progress.cesiones.concat(chunk.cesiones) : chunk.cesiones,
    ultimaActualizacion: progress ? progress.ultimaActualizacion : chunk.ultimaActualizacion,
    complete: chunk.last,
  };
}

/**
 * Query hook over {@link cesionPages}, keyed by list, factoring and search: `data` grows page by page
 * (`data.complete` false and isFetching true while pages are still coming); `refetch` (Filtrar again) starts
 * again from nothing. An invalidation from elsewhere (eventoBack, an envío that ended) reads the list in the
 * background and replaces the rows once the new answer is complete, so the page neither empties nor jumps. A
 * failed page turns the query into an error and drops the partial rows, so nobody reads partial totals as the
 * period's. `enabled` false (no permission) fetches nothing.
 */
export function useCesiones(request: ListRequest, rutFactoring: string, search: CessionSearch, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = ['cesiones', request.list, request.tipoFiltro ?? null, rutFactoring, search];
  const query = useQuery({
    queryKey,
    queryFn: streamedQuery<CesionChunk, CesionesProgress | null>({
      streamFn: ({ signal }) => cesionPages(request, rutFactoring, search, signal),
      reducer: addCesionChunk,
      initialValue: null,
      refetchMode: 'replace',
    }),
    // Thousands of rows: comparing each page's data with the previous one deeply costs more than it saves.
    structuralSharing: false,
    staleTime: 60_000,
    enabled,
  });
  const refetch = () => queryClient.resetQueries({ queryKey, exact: true });
  return { ...query, refetch, data: query.isError ? undefined : (query.data ?? undefined) };
}
