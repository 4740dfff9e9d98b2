import { useQuery } from '@tanstack/react-query';
import type { CesionView } from '@domain/cession';
import { idTokenAuthorization } from '@web/lib/id-token';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { ExtendedCriteria } from '@web/lib/cessions/extended-search';
import type { CessionSearch } from '@web/lib/cessions/search-criteria';
import type { CesionesResult } from '@web/lib/cessions/get-cesiones';
import { demoAnswer, demoRequest } from '@web/lib/demo-mode';

/** The error of core-platform §8 "Period search non-OK". */
export function periodSearchError(status: number): Error {
  return new Error(`Error al cargar cesiones. Código de estado: ${status}`);
}

/**
 * The extended acquired search (core-platform §7 "Period-cessions endpoint", POST {restUrl}v1/jwt/cesiones-periodo)
 * with the id token: body {rutCesionario, rut, folio, tipoFecha, fechaInicio, fechaTermino, mntCesionInicial,
 * mntCesionFinal, nextToken}; answer {Cesiones: CesionView[], nextToken}, read page after page until nextToken is null
 * (the server bounds what one request reads and answers).
 * @param restUrl base URL of the REST API ending in '/' (config.json restUrl).
 * @param search dates 'yyyy-MM-dd'; rut '' and folio 0 mean no filter.
 * @param criteria tipoFecha and the amount bounds in CLP (null = none).
 * @returns the cessions; ultimaActualizacion is null (the endpoint does not report it).
 * @throws Error 'Error al cargar cesiones. Código de estado: N' on a non-2xx answer (§8).
 */
export async function getCesionesPeriodo(
  restUrl: string,
  rutFactoring: string,
  search: CessionSearch,
  criteria: ExtendedCriteria,
): Promise<CesionesResult> {
  const request = demoRequest({
    rutCesionario: rutFactoring,
    rut: search.rut,
    folio: search.folio,
    tipoFecha: criteria.tipoFecha,
    fechaInicio: search.fechaInicio,
    fechaTermino: search.fechaTermino,
    mntCesionInicial: criteria.mntCesionInicial,
    mntCesionFinal: criteria.mntCesionFinal,
  });
  const cesiones: CesionView[] = [];
  let nextToken: string | null = null;
  do {
    const response = await fetch(new URL('v1/jwt/cesiones-periodo', restUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await idTokenAuthorization()) },
      body: JSON.stringify({ ...request, nextToken }),
    });
    if (!response.ok) throw periodSearchError(response.status);
    const body = (await response.json()) as { Cesiones?: CesionView[]; nextToken?: string | null };
    cesiones.push(...(demoAnswer(body.Cesiones) ?? []));
    nextToken = body.nextToken ?? null;
  } while (nextToken);
  return { cesiones, ultimaActualizacion: null };
}

/**
 * Query hook for {@link getCesionesPeriodo}; fetches only with criteria (the extended form was submitted) and
 * `enabled`.
 */
export function useCesionesPeriodo(
  rutFactoring: string,
  search: CessionSearch,
  criteria: ExtendedCriteria | null,
  enabled: boolean,
) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['cesionesPeriodo', rutFactoring, search, criteria],
    queryFn: () => getCesionesPeriodo(restUrl, rutFactoring, search, criteria!),
    staleTime: 60_000,
    enabled: enabled && criteria !== null,
  });
}
