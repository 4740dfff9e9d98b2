/** The client's tax folder PDF check (client-detail.md §7 "GET api/files/check/{rut}", factoring parameter). */
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { COMPANY_FILE_MESSAGES } from '../model/company-file-messages';
import type { RestAnswer } from './rest-answer';

/** The check's data: whether the PDF exists and, when it does, its name, size (bytes), last write (ISO) and type. */
export interface TaxFolderCheck {
  exists: boolean;
  filename?: string;
  size?: number;
  lastModified?: string;
  contentType?: string;
}

/**
 * GETs api/files/check/{rut}?factoring=.
 * @throws Error from restJson (no session, non-2xx); the answer's error when it says success false (the SII could not
 *   give the carpeta); 'El servidor no devolvió datos válidos' for an answer without data.
 */
export async function getTaxFolderCheck(restUrl: string, rut: string, rutFactoring: string): Promise<TaxFolderCheck> {
  const answer = await restJson<RestAnswer<TaxFolderCheck> | null>(
    restEndpoint(restUrl, `api/files/check/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
  );
  if (answer?.success === false && typeof answer.error === 'string') throw new Error(answer.error);
  if (answer?.success !== true || typeof answer.data?.exists !== 'boolean')
    throw new Error(COMPANY_FILE_MESSAGES.invalidAnswer);
  return answer.data;
}

/** Query hook of {@link getTaxFolderCheck}, keyed by factoring and client. */
export function useTaxFolderCheck(rut: string, rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['taxFolderCheck', rutFactoring, rut],
    queryFn: () => getTaxFolderCheck(restUrl, rut, rutFactoring),
    retry: false,
  });
}
