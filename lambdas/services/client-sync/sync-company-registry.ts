/**
 * Brings a client company's Constitución data up to date from the Registro de Empresas y Sociedades
 * (lambdas/public-sources/res/res-registry.ts; client-detail.md §2 Constitución tab), at most once per Chile day per
 * factoring and company, into the copy of the factoring whose client sync asks (its files are never served to another
 * factoring): the 'Certificado de Estatuto Actualizado' to
 * ESTATUTO_ACTUALIZADO_{rut}.pdf, its data to ESTATUTO_ACTUALIZADO_{rut}.json, and the attempt's outcome to
 * REGISTRO_EMPRESAS_{rut}.json (registrado false: the tab shows its not-registered notice). A failed or unreadable
 * answer writes only the outcome, keeping the last good statute and data and the last known registrado.
 */
import { sameDayInChile } from '@domain/chile-time';
import {
  registryStatusFileName,
  statuteDataFileName,
  statuteFileName,
} from '../../store/company-files/company-file-names';
import type { CompanyFiles } from '../../store/company-files/company-files-port';
import type { FactoringScope } from '../../platform/factoring-scope';
import { readRegistryStatus, type RegistryStatus } from '../../public-sources/res/registry-status';
import { ResUnavailableError, type ResRegistry } from '../../public-sources/res/res-registry';

/** What one call did: not due today, stored (registered or not), or failed with a reason. */
export type RegistrySync =
  { status: 'skipped' } | { status: 'stored'; registrado: boolean } | { status: 'failed'; message: string };

/**
 * Gathers the company's registry data for `scope` when its last attempt was before today (America/Santiago).
 * @returns 'failed' with the reason when the registry did not answer usably (recorded in the outcome file).
 * @throws the company files' (S3) error.
 */
export async function syncCompanyRegistry(
  deps: { companyFiles: Pick<CompanyFiles, 'read' | 'put'>; registry: Pick<ResRegistry, 'estado' | 'estatuto'> },
  request: { scope: FactoringScope; rutCliente: string; now: Date },
): Promise<RegistrySync> {
  const { scope, rutCliente, now } = request;
  const previous = await readRegistryStatus(deps.companyFiles, scope, rutCliente);
  if (previous && sameDayInChile(previous.consultadoEl, now)) return { status: 'skipped' };
  const writeStatus = (registrado: boolean | null, error: string | null) => {
    const status: RegistryStatus = { consultadoEl: now.toISOString(), registrado, error };
    const bytes = Buffer.from(JSON.stringify(status));
    return deps.companyFiles.put(scope, rutCliente, registryStatusFileName(rutCliente), bytes);
  };
  let fetched: { pdf: Uint8Array; json: Uint8Array } | null;
  try {
    const estado = await deps.registry.estado(rutCliente);
    fetched =
      estado.kind === 'registered'
        ? {
            pdf: await deps.registry.estatuto(rutCliente),
            json: Buffer.from(`${JSON.stringify(estado.document, null, 1)}\n`, 'utf8'),
          }
        : null;
  } catch (error) {
    if (!(error instanceof ResUnavailableError)) throw error;
    await writeStatus(previous?.registrado ?? null, error.message);
    return { status: 'failed', message: error.message };
  }
  if (fetched) {
    await deps.companyFiles.put(scope, rutCliente, statuteFileName(rutCliente), fetched.pdf);
    await deps.companyFiles.put(scope, rutCliente, statuteDataFileName(rutCliente), fetched.json);
  }
  await writeStatus(fetched !== null, null);
  return { status: 'stored', registrado: fetched !== null };
}
