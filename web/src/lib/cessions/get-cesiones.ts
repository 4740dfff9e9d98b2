import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CesionView } from '@domain/cession';
import type { CesionPage } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import type { CessionSearch } from './search-criteria';
import { CESION_FIELDS } from './cesion-fields';
import { splitWindow } from './split-window';

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
 * Windows the search is cut into and read at once (split-window.ts): each is its own chain of pages, so the server
 * answers them side by side (one Lambda each on AWS) instead of one long chain; two measured best on the local platform
 * with 5,000 documents over 7 days (about a fifth less time to the last page than one chain; three or seven no better).
 */
export const PARALLEL_WINDOWS = 2;

/** One read page and the read of the next (null after the window's last page, or once aborted). */
interface PageLink {
  page: CesionPageAnswer;
  next: Promise<PageLink> | null;
}

/**
 * Starts reading one window's pages through nextToken, each page as soon as the previous one answered, all of
 * PAGE_LIMIT rows; none after `signal` is aborted. With `smallFirst`, a first page of FIRST_PAGE_LIMIT rows is asked
 * beside the window's first PAGE_LIMIT rows rather than before them, so it shows rows soon without the window's last
 * page waiting one round trip more for its token; its rows are left out of the pages after it.
 * @returns the first link; a failed page rejects its link (the Error of a repeated token included).
 */
function readWindow(
  fetchPage: (limit: number, nextToken: string | null) => Promise<CesionPageAnswer>,
  smallFirst: boolean,
  signal?: AbortSignal,
): Promise<PageLink> {
  const seen = new Set<string>();
  // A read is awaited later, in window order; its failure is reported then, not as an unhandled rejection now.
  const settled = <T>(read: Promise<T>) => {
    read.catch(() => undefined);
    return read;
  };
  const link = (read: Promise<CesionPageAnswer>, shown: ReadonlySet<string>): Promise<PageLink> =>
    settled(
      read.then((answer) => {
        const { nextToken } = answer;
        if (nextToken !== null) {
          if (seen.has(nextToken)) throw new Error(`La paginación repitió el token ${nextToken}`);
          seen.add(nextToken);
        }
        const page = shown.size ? { ...answer, items: answer.items.filter((item) => !shown.has(item.id)) } : answer;
        const more = nextToken !== null && !signal?.aborted;
        return { page, next: more ? link(fetchPage(PAGE_LIMIT, nextToken), shown) : null };
      }),
    );
  if (!smallFirst) return link(fetchPage(PAGE_LIMIT, null), new Set());
  // The small page is asked first, so that the server takes it first.
  const small = fetchPage(FIRST_PAGE_LIMIT, null);
  const whole = settled(fetchPage(PAGE_LIMIT, null));
  return settled(
    small.then((page) => {
      const more = page.nextToken !== null && !signal?.aborted;
      return { page, next: more ? link(whole, new Set(page.items.map((item) => item.id))) : null };
    }),
  );
}

/**
 * Reads one list (core-platform §7 cession lists): the search window is cut into PARALLEL_WINDOWS consecutive windows
 * (splitWindow) read at once, each page by page through nextToken; the first window also asks a small first page
 * (FIRST_PAGE_LIMIT) beside its first page so the screen can show rows at once, every other page is as large as the
 * server allows (PAGE_LIMIT). Pages are handed over in window order, so the rows come in API order. Stops early,
 * between pages, when `signal` is aborted.
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
  const { fechaInicio, fechaTermino, rut, folio } = search;
  const windows = splitWindow({ fechaInicio, fechaTermino, rut, folio }, PARALLEL_WINDOWS);
  const reads = windows.map((window, index) =>
    readWindow(
      async (limit, nextToken) => {
        const data = await runGraphql<{ page: CesionPageAnswer }>(query, {
          fechaInicio: window.fechaInicio,
          fechaTermino: window.fechaTermino,
          rut: rut || null,
          folio: folio || null,
          rutFactoring,
          limit,
          nextToken,
          ...(request.list === 'adquiridas' ? { tipoFiltro: request.tipoFiltro ?? null } : {}),
        });
        return data.page;
      },
      index === 0,
      signal,
    ),
  );
  for (const [index, read] of reads.entries()) {
    let link: PageLink | null = await read;
    while (link) {
      const { items, ultimaActualizacion, nextToken } = link.page;
      yield { cesiones: items, ultimaActualizacion, last: index === reads.length - 1 && nextToken === null };
      if (signal?.aborted) return;
      link = link.next && (await link.next);
    }
  }
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

/** The query of one list and search: its key, the page stream of {@link cesionPages} and how long it stays fresh. */
function cesionesQuery(request: ListRequest, rutFactoring: string, search: CessionSearch) {
  return queryOptions({
    queryKey: ['cesiones', request.list, request.tipoFiltro ?? null, rutFactoring, search],
    queryFn: streamedQuery<CesionChunk, CesionesProgress | null>({
      streamFn: ({ signal }) => cesionPages(request, rutFactoring, search, signal),
      reducer: addCesionChunk,
      initialValue: null,
      refetchMode: 'replace',
    }),
    // Thousands of rows: comparing each page's data with the previous one deeply costs more than it saves.
    structuralSharing: false,
    staleTime: 60_000,
  });
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
  const options = cesionesQuery(request, rutFactoring, search);
  const query = useQuery({ ...options, enabled });
  const refetch = () => queryClient.resetQueries({ queryKey: options.queryKey, exact: true });
  return { ...query, refetch, data: query.isError ? undefined : (query.data ?? undefined) };
}

/**
 * Starts reading a search of the list before a screen renders it: the pages {@link useCesiones} would read for that
 * search, into the same cache entry (a search already read and fresh is not read again). A screen that takes a large
 * list off the page for a new search calls it first, so the server answers while the browser removes the old rows.
 * @returns a function of the search ('yyyy-MM-dd' dates, rut '' and folio 0 for no filter); failures surface in the
 *   hook that renders that search.
 */
export function usePrefetchCesiones(request: ListRequest, rutFactoring: string): (search: CessionSearch) => void {
  const queryClient = useQueryClient();
  return (search) => void queryClient.prefetchQuery(cesionesQuery(request, rutFactoring, search));
}
