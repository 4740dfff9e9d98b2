import pLimit from 'p-limit';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { MAX_DTES_PER_CALL } from '@domain/consulta-previa/limits';
import { demoAnswer, demoRequest } from '@web/lib/demo-mode';
import { idTokenAuthorization } from '@web/lib/id-token';

/** Requests of one list in flight at once: a list above 20 documents goes as two parallel requests (§7). */
const PARALLEL_REQUESTS = 2;

/** core-platform §7: the text of a non-OK answer of POST /v1/jwt/consultaprevia. */
export function detalleCesionesError(status: number): string {
  return `Error al cargar detalle cesiones. Código de estado: ${status}`;
}

/**
 * The SII's state of each document (core-platform §7 POST /v1/jwt/consultaprevia, `{restUrl}v1/jwt/consultaprevia?
 * factoring={rut}` with the id token): the list goes in requests of at most {@link MAX_DTES_PER_CALL} documents, two
 * at a time (above 20 documents, two parallel requests), and their estadosDTES are merged.
 * @returns one row per document, in the order of `dtes` (none for an empty list, without a request).
 * @throws Error 'Error al cargar detalle cesiones. Código de estado: N' when a request answers a non-OK status.
 */
export async function fetchEstadosDtes(
  restUrl: string,
  rutFactoring: string,
  dtes: readonly DteConsulta[],
): Promise<ConsultaPreviaRow[]> {
  const url = new URL('v1/jwt/consultaprevia', restUrl);
  url.searchParams.set('factoring', rutFactoring);
  const parts: DteConsulta[][] = [];
  for (let start = 0; start < dtes.length; start += MAX_DTES_PER_CALL)
    parts.push(dtes.slice(start, start + MAX_DTES_PER_CALL));
  const limit = pLimit(PARALLEL_REQUESTS);
  const answers = await Promise.all(
    parts.map((part) =>
      limit(async () => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(await idTokenAuthorization()) },
          body: JSON.stringify(demoRequest({ dtes: part })),
        });
        if (!response.ok) throw new Error(detalleCesionesError(response.status));
        return demoAnswer((await response.json()) as { estadosDTES: ConsultaPreviaRow[] }).estadosDTES;
      }),
    ),
  );
  return answers.flat();
}
