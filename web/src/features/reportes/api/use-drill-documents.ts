import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query';
import type { MonthWindow } from '@domain/reportes/report-period';
import { addCesionChunk, cesionPages, type CesionChunk, type CesionesProgress } from '@web/lib/cessions/get-cesiones';

/**
 * The acquired list's pages of each window in turn (the same query as '/cesion-adquiridas'), `last` only on the last
 * page of the last window; one empty last chunk when there is no window.
 */
async function* windowPages(
  rutFactoring: string,
  windows: readonly MonthWindow[],
  rut: string,
  signal: AbortSignal,
): AsyncGenerator<CesionChunk> {
  if (windows.length === 0) yield { cesiones: [], ultimaActualizacion: null, last: true };
  for (const [index, window] of windows.entries()) {
    const search = { fechaInicio: window.fechaInicio, fechaTermino: window.fechaTermino, rut, folio: 0 };
    for await (const chunk of cesionPages({ list: 'adquiridas' }, rutFactoring, search, signal))
      yield { ...chunk, last: chunk.last && index === windows.length - 1 };
    if (signal.aborted) return;
  }
}

/**
 * The acquired cessions behind a drilled figure, page by page as they arrive (the first page is small, so the rows
 * show at once; `data.complete` once every window is read): the windows of the figure's months, narrowed on the
 * server by `rut` (any party, '' none) when the figure or the filters name one. The caller cuts the figure's
 * documents out of them (domain/reportes/report-slice.ts). The server checks the factoring and cesionesAdquiridas.
 * @param windows null reads nothing.
 */
export function useDrillDocuments(rutFactoring: string, windows: readonly MonthWindow[] | null, rut: string) {
  return useQuery({
    queryKey: [
      'reportes',
      'drill',
      rutFactoring,
      rut,
      (windows ?? []).map((w) => `${w.fechaInicio}/${w.fechaTermino}`),
    ],
    queryFn: streamedQuery<CesionChunk, CesionesProgress | null>({
      streamFn: ({ signal }) => windowPages(rutFactoring, windows ?? [], rut, signal),
      reducer: addCesionChunk,
      initialValue: null,
      refetchMode: 'replace',
    }),
    // Thousands of rows: comparing each page's data with the previous one deeply costs more than it saves.
    structuralSharing: false,
    staleTime: 60_000,
    enabled: windows !== null,
  });
}
