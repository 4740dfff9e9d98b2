/**
 * GET api/pjud/{rut} (client-detail.md §7): success, count, data (the cases), error, and the progress of the
 * factoring's judicial sweep of the RUT that the cases come from (client-radar.md §3 processingStatus).
 */
import { queryOptions } from '@tanstack/react-query';
import type { JudicialResponse } from '@domain/judicial/judicial-response';
import type { CheckedCase } from '@domain/judicial/portfolio-cross-check';
import { JUDICIAL_POLL_MS } from '@web/components/judicial/sweep-texts';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** One court case as the API gives it, with its portfolio flags (domain/judicial/portfolio-cross-check.ts). */
export type PjudCausa = CheckedCase;

/** The client's cases (none until the sweep is done), the sweep's progress and, once done, what it covered. */
export interface PjudAnswer {
  causas: PjudCausa[];
  status: JudicialResponse['processingStatus'];
  completeness: JudicialResponse['completeness'];
}

/**
 * @returns the client's cases and the sweep's progress.
 * @throws Error from restJson on a non-OK answer, or when success is not true.
 */
export async function getPjudCausas(restUrl: string, rut: string, rutFactoring: string): Promise<PjudAnswer> {
  const answer = await restJson<{
    success?: boolean;
    data?: PjudCausa[];
    error?: string;
    processingStatus?: PjudAnswer['status'];
    completeness?: PjudAnswer['completeness'];
  }>(restEndpoint(restUrl, `api/pjud/${encodeURIComponent(rut)}`, { factoring: rutFactoring }));
  if (answer.success !== true || !Array.isArray(answer.data) || !answer.processingStatus)
    throw new Error(answer.error ?? 'Sin datos');
  return { causas: answer.data, status: answer.processingStatus, completeness: answer.completeness ?? null };
}

/**
 * The query of a client's cases, shared by the Poder Judicial tab and the report (one cache entry per factoring and
 * client), polled every {@link JUDICIAL_POLL_MS} while the sweep runs.
 */
export function pjudCausasQuery(restUrl: string, rut: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['pjud-causas', rutFactoring, rut],
    queryFn: () => getPjudCausas(restUrl, rut, rutFactoring),
    refetchInterval: (query) => (query.state.data?.status.isProcessing ? JUDICIAL_POLL_MS : false),
    retry: false,
  });
}
