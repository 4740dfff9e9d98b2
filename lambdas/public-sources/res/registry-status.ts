import { registryStatusFileName } from '../../store/company-files/company-file-names';
import type { CompanyFiles } from '../../store/company-files/company-files-port';
import type { FactoringScope } from '../../platform/factoring-scope';

/**
 * The outcome of the last gathering of a company from the Registro de Empresas y Sociedades
 * (REGISTRO_EMPRESAS_{rut}.json, written by lambdas/services/client-sync/sync-company-registry.ts, read by the
 * Constitución route).
 */
export interface RegistryStatus {
  /** ISO instant of the attempt. */
  consultadoEl: string;
  /** What the registry last said: registered or not; null while it never gave a usable answer. */
  registrado: boolean | null;
  /** Why the last attempt failed (ResUnavailableError message), null after a usable answer. */
  error: string | null;
}

/**
 * The outcome of the factoring's last gathering of the company, or null when none was recorded or the file is not
 * that JSON.
 * @throws the company files' (S3) error.
 */
export async function readRegistryStatus(
  files: Pick<CompanyFiles, 'read'>,
  scope: FactoringScope,
  rutCliente: string,
): Promise<RegistryStatus | null> {
  const bytes = await files.read(scope, rutCliente, registryStatusFileName(rutCliente));
  if (!bytes) return null;
  try {
    const status = JSON.parse(Buffer.from(bytes).toString('utf8')) as RegistryStatus;
    return typeof status.consultadoEl === 'string' ? status : null;
  } catch {
    return null;
  }
}
