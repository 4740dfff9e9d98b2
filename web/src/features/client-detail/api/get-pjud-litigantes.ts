/** GET api/pjud/litigantes/{rol} (client-detail.md §7): success, count, data, error; 30 s limit. */
import type { MarkedLitigant } from '@domain/judicial/portfolio-cross-check';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import {
  type LitigantError,
  litigantErrorOfAnswer,
  litigantErrorOfThrow,
  LITIGANTES_TIMEOUT_MS,
} from '../model/litigant-error';
import { authorizedFetch } from './authorized-fetch';

/** One litigant of a case as the API gives it: a natural person's RUT is not kept (null); its portfolio marks. */
export type PjudLitigante = MarkedLitigant;

/** A litigants request that failed: the §8 error it shows. */
export class LitigantRequestError extends Error {
  constructor(readonly failure: LitigantError) {
    super(failure.message);
    this.name = 'LitigantRequestError';
  }
}

/**
 * @param rut the client whose case it is; rutFactoring the selected factoring.
 * @returns the case's litigants.
 * @throws LitigantRequestError carrying the §8 error (model/litigant-error.ts) of a timeout, connection failure or
 *   answer.
 */
export async function getPjudLitigantes(
  restUrl: string,
  rol: string,
  rut: string,
  rutFactoring: string,
): Promise<PjudLitigante[]> {
  const url = restEndpoint(restUrl, `api/pjud/litigantes/${encodeURIComponent(rol)}`, { rut, factoring: rutFactoring });
  let response: Response;
  let body: unknown;
  try {
    response = await authorizedFetch(url, { signal: AbortSignal.timeout(LITIGANTES_TIMEOUT_MS) });
    body = await response.json().catch(() => undefined);
  } catch (thrown) {
    throw new LitigantRequestError(litigantErrorOfThrow(thrown));
  }
  const failure = litigantErrorOfAnswer(response.status, body);
  if (failure) throw new LitigantRequestError(failure);
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new LitigantRequestError(litigantErrorOfAnswer(200, undefined)!);
  return data as PjudLitigante[];
}

/** The cache key of one case's litigants: the tab's panel fills it, the report only reads what is already there. */
export function pjudLitigantesKey(rutFactoring: string, rut: string, rol: string) {
  return ['pjud-litigantes', rutFactoring, rut, rol] as const;
}
