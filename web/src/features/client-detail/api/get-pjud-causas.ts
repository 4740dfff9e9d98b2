/** GET api/pjud/{rut} (client-detail.md §7): success, count, data (the cases), error. */
import { queryOptions } from '@tanstack/react-query';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** One court case as the API gives it. */
export interface PjudCausa {
  rol: string;
  fechaIngreso: string | null;
  caratulado: string;
  tribunal: string;
}

/**
 * @returns the client's cases (count = their number).
 * @throws Error from restJson on a non-OK answer, or when success is not true.
 */
export async function getPjudCausas(restUrl: string, rut: string, rutFactoring: string): Promise<PjudCausa[]> {
  const answer = await restJson<{ success?: boolean; data?: PjudCausa[]; error?: string }>(
    restEndpoint(restUrl, `api/pjud/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
  );
  if (answer.success !== true || !Array.isArray(answer.data)) throw new Error(answer.error ?? 'Sin datos');
  return answer.data;
}

/**
 * The query of a client's cases, shared by the Poder Judicial tab and the report (one cache entry per factoring and
 * client).
 */
export function pjudCausasQuery(restUrl: string, rut: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['pjud-causas', rutFactoring, rut],
    queryFn: () => getPjudCausas(restUrl, rut, rutFactoring),
    retry: false,
  });
}
