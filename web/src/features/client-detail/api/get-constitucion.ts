/**
 * The company's registry data (client-detail.md §7 "GET api/empresa/constitucion/{rut}" with the factoring
 * parameter, then "GET {jsonUrl}"): whether it is registered in the Registro de Empresas y Sociedades, its updated
 * statute's 2-hour link and the data extracted from the statute.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { COMPANY_FILE_MESSAGES } from '../model/company-file-messages';

/** The constitution response (client-detail.md §3): not registered, or the statute's and its data's signed links. */
export type Constitucion =
  { status: 'not_registered' } | { status: 'registered'; signedUrl: string; jsonUrl: string | null };

/**
 * GETs api/empresa/constitucion/{rut}?factoring=.
 * @throws Error from restJson (no session, non-2xx); 'El servidor no devolvió datos válidos' for another answer.
 */
export async function getConstitucion(restUrl: string, rut: string, rutFactoring: string): Promise<Constitucion> {
  const answer = await restJson<{
    success?: boolean;
    data?: Partial<Record<'status' | 'signedUrl' | 'jsonUrl', unknown>>;
  } | null>(restEndpoint(restUrl, `api/empresa/constitucion/${encodeURIComponent(rut)}`, { factoring: rutFactoring }));
  const data = answer?.success === true ? answer.data : undefined;
  if (data?.status === 'not_registered') return { status: 'not_registered' };
  if (data?.status === 'registered' && typeof data.signedUrl === 'string') {
    return {
      status: 'registered',
      signedUrl: data.signedUrl,
      jsonUrl: typeof data.jsonUrl === 'string' ? data.jsonUrl : null,
    };
  }
  throw new Error(COMPANY_FILE_MESSAGES.invalidAnswer);
}

/** The query of {@link getConstitucion}, keyed by factoring and client: shared by the tab and the report. */
export function constitucionQuery(restUrl: string, rut: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['constitucion', rutFactoring, rut],
    queryFn: () => getConstitucion(restUrl, rut, rutFactoring),
    retry: false,
  });
}

/** Query hook of {@link getConstitucion}. */
export function useConstitucion(rut: string, rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery(constitucionQuery(restUrl, rut, rutFactoring));
}
