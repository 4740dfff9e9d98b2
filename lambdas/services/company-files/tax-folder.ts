/**
 * The Carpeta Tributaria card of the client detail (client-detail.md §2, §4 "Tax folder file", §7 api/files): the
 * factoring's own copy of the client's tax folder PDF (gathered with the clave that factoring holds:
 * lambdas/services/client-sync/sync-tax-folder.ts), never another factoring's.
 */
import type { FactoringScope } from '../../platform/factoring-scope';
import type { ClientDbObjects } from '../../store/client-db/client-db-objects';
import { taxFolderFileName, taxFolderStatusFileName } from '../../store/company-files/company-file-names';
import type { CompanyFileInfo, CompanyFiles } from '../../store/company-files/company-files-port';
import type { TaxFolderStatus } from '../client-sync/sync-tax-folder';
import { isClientOf } from './client-of';

/** What the tax folder services read. */
export interface TaxFolderDeps {
  clientDbs: Pick<ClientDbObjects, 'contentHash'>;
  companyFiles: Pick<CompanyFiles, 'describe' | 'read' | 'signedUrl'>;
}

/**
 * The check: the stored PDF, or none with the SII's reason when the factoring's last gathering failed (`error`,
 * null when it never failed or the outcome file cannot be read).
 */
export type TaxFolderCheck = { kind: 'stored'; file: CompanyFileInfo } | { kind: 'absent'; error: string | null };

/** A signed download link to the PDF: its address, the file's metadata and when the link expires (ISO instant). */
export interface TaxFolderLink {
  downloadUrl: string;
  file: CompanyFileInfo;
  expiresAt: string;
}

/**
 * The factoring's tax folder PDF of the client, or why there is none.
 * @param rutCliente normalised 'NNNNNNNN-D'.
 * @returns 'not-client' when the RUT is not one of the factoring's clients.
 * @throws S3's error.
 */
export async function checkTaxFolder(
  deps: TaxFolderDeps,
  scope: FactoringScope,
  rutCliente: string,
): Promise<TaxFolderCheck | 'not-client'> {
  if (!(await isClientOf(deps.clientDbs, scope, rutCliente))) return 'not-client';
  const file = await deps.companyFiles.describe(scope, rutCliente, taxFolderFileName(rutCliente));
  if (file) return { kind: 'stored', file };
  return { kind: 'absent', error: await lastGatheringError(deps, scope, rutCliente) };
}

/**
 * A link to the factoring's tax folder PDF of the client, valid `expiresInSeconds` from `now`.
 * @returns null when the factoring has no PDF of the client; 'not-client' when the RUT is not its client.
 * @throws S3's error.
 */
export async function taxFolderLink(
  deps: TaxFolderDeps,
  scope: FactoringScope,
  request: { rutCliente: string; now: Date; expiresInSeconds: number },
): Promise<TaxFolderLink | null | 'not-client'> {
  const { rutCliente, now, expiresInSeconds } = request;
  if (!(await isClientOf(deps.clientDbs, scope, rutCliente))) return 'not-client';
  const name = taxFolderFileName(rutCliente);
  const file = await deps.companyFiles.describe(scope, rutCliente, name);
  if (!file) return null;
  const downloadUrl = await deps.companyFiles.signedUrl(scope, rutCliente, name, expiresInSeconds);
  return { downloadUrl, file, expiresAt: new Date(now.getTime() + expiresInSeconds * 1000).toISOString() };
}

/** The factoring's last gathering error, or null (never gathered, gathered well, or an unreadable outcome file). */
async function lastGatheringError(deps: TaxFolderDeps, scope: FactoringScope, rut: string): Promise<string | null> {
  const bytes = await deps.companyFiles.read(scope, rut, taxFolderStatusFileName(rut));
  if (!bytes) return null;
  try {
    const status = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<TaxFolderStatus>;
    return typeof status.error === 'string' ? status.error : null;
  } catch {
    return null;
  }
}
