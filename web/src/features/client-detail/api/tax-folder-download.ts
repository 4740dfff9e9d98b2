/**
 * The 2-hour link to the client's tax folder PDF (client-detail.md §7 "GET api/files/download-url/{rut}", factoring
 * parameter).
 */
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { COMPANY_FILE_MESSAGES } from '../model/company-file-messages';
import type { RestAnswer } from './rest-answer';

/** A 2-hour download link: its address, the file's name, expiry (ISO and seconds), size (bytes) and type. */
export interface TaxFolderDownload {
  downloadUrl: string;
  filename: string;
  expiresAt: string;
  expiresIn: number;
  fileSize: number;
  contentType: string;
}

/**
 * GETs api/files/download-url/{rut}?factoring=.
 * @throws HttpError from restJson (404 when the file is not there yet); Error 'No se pudo obtener el enlace de
 *   descarga' when the answer has no address.
 */
export async function getTaxFolderDownload(
  restUrl: string,
  rut: string,
  rutFactoring: string,
): Promise<TaxFolderDownload> {
  const answer = await restJson<RestAnswer<TaxFolderDownload> | null>(
    restEndpoint(restUrl, `api/files/download-url/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
  );
  if (answer?.success !== true || typeof answer.data?.downloadUrl !== 'string' || !answer.data.downloadUrl)
    throw new Error(COMPANY_FILE_MESSAGES.noLink);
  return answer.data;
}
