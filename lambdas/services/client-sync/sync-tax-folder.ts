/**
 * Brings a client company's Carpeta Tributaria up to date from the SII with the client's own session
 * (lambdas/sii/web/cte-service.ts; client-detail.md §2 Carpeta Tributaria tab), at most once per Chile day per
 * client and factoring: the PDF goes to the factoring's company files (CARPETA_TRIBUTARIA_{rut}.pdf, read by the
 * tab's check and download routes), the IVA history to the client's answers (HISTORIAL_IVA_{rut}.json, read by its
 * client database), and the attempt's outcome to CARPETA_TRIBUTARIA_{rut}.json (the tab shows its error while no PDF
 * is there). A failed or unreadable carpeta stores nothing of it: the files of the last good one stay.
 */
import { createHash } from 'node:crypto';
import { sameDayInChile } from '@domain/chile-time';
import { taxFolderStatusFileName } from '../../store/company-files/company-file-names';
import type { CompanyFiles } from '../../store/company-files/company-files-port';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { ClientSiiSession } from '../../sii/web/client-api';
import { isSiiError } from '../../sii/web/errors';
import { isSessionFailure } from '../refresh/fetch-guard';
import { messageOf } from '../refresh/run-report';
import type { ClientFileStore } from './client-file-store';

/** The manifest entry (client-file-store.ts) of the carpeta: when it was last asked and its history's SHA-256. */
export const TAX_FOLDER_ENTRY = 'CARPETA_TRIBUTARIA';

/** What one call did: not due today, gathered (and whether the IVA history changed), or failed with a reason. */
export type TaxFolderSync =
  { status: 'skipped' } | { status: 'stored'; historyChanged: boolean } | { status: 'failed'; message: string };

/** The outcome file's content. */
export interface TaxFolderStatus {
  /** ISO instant of the attempt. */
  intentadaEl: string;
  /** The SII's failure as the user reads it (SiiError message), null after a good carpeta. */
  error: string | null;
}

/**
 * Gathers the carpeta into the files of `scope` (the factoring whose stored clave opened the session) when the last
 * attempt was before today (America/Santiago).
 * @returns 'failed' with the SiiError's technical message for an SII failure of the carpeta alone (recorded, with its
 *   user message, in the outcome file).
 * @throws a session-wide SiiError (wrong or locked clave, session limit: fetch-guard.ts), nothing stored; S3's error.
 */
export async function syncTaxFolder(
  deps: {
    store: Pick<ClientFileStore, 'manifest' | 'putManifest' | 'put'>;
    companyFiles: Pick<CompanyFiles, 'put'>;
    session: Pick<ClientSiiSession, 'fetchCarpetaTributaria'>;
  },
  request: { scope: FactoringScope; rutCliente: string; now: Date },
): Promise<TaxFolderSync> {
  const { scope, rutCliente, now } = request;
  const manifest = await deps.store.manifest(rutCliente);
  const previous = manifest[TAX_FOLDER_ENTRY];
  if (previous && sameDayInChile(previous.at, now)) return { status: 'skipped' };
  const writeStatus = (error: string | null) => {
    const status: TaxFolderStatus = { intentadaEl: now.toISOString(), error };
    const bytes = Buffer.from(JSON.stringify(status));
    return deps.companyFiles.put(scope, rutCliente, taxFolderStatusFileName(rutCliente), bytes);
  };
  let result: TaxFolderSync;
  try {
    const carpeta = await deps.session.fetchCarpetaTributaria();
    await deps.companyFiles.put(scope, rutCliente, carpeta.pdf.name, carpeta.pdf.bytes);
    const sha256 = createHash('sha256').update(carpeta.ivaHistory.bytes).digest('base64url');
    const historyChanged = previous?.sha256 !== sha256;
    if (historyChanged) await deps.store.put(rutCliente, carpeta.ivaHistory);
    await writeStatus(null);
    manifest[TAX_FOLDER_ENTRY] = { at: now.toISOString(), absent: false, sha256 };
    result = { status: 'stored', historyChanged };
  } catch (error) {
    if (!isSiiError(error) || isSessionFailure(error)) throw error;
    await writeStatus(error.userMessage);
    manifest[TAX_FOLDER_ENTRY] = { ...previous, at: now.toISOString(), absent: false };
    result = { status: 'failed', message: messageOf(error) };
  }
  await deps.store.putManifest(rutCliente, manifest);
  return result;
}
