import type { TenantScope } from '@lambdas/access/tenant-scope';
import { clientDbKey, type ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { CredentialRepository } from '@lambdas/store/credential-repository';
import type { AccountOperations } from '../accounts/account-service';

/** Seconds the signed download URL of a client database stays valid (the browser downloads it at once). */
export const DATABASE_URL_SECONDS = 900;

/**
 * A short-lived signed URL of the SQLite file of the client `rutCliente` (normalised) of the scope's factoring
 * (client-radar.md §7), recorded as a consultation of the client by the scope's user ('Historial de Consultas',
 * core-platform §2 "Accounts": every client-detail open starts here).
 * @returns `{ url }`; 'unknown-client' for a RUT the factoring has not enrolled (no clave recorded for it);
 *   'not-ready' for an enrolled client whose database is not built yet (client-detail.md §2).
 */
export async function clientDatabaseUrl(
  scope: TenantScope,
  rutCliente: string,
  deps: {
    clientDbs: Pick<ClientDbObjects, 'contentHash' | 'signedUrl'>;
    credentials: Pick<CredentialRepository, 'getClaveInfo'>;
    accounts: Pick<AccountOperations, 'recordConsultation'>;
  },
): Promise<{ url: string } | 'unknown-client' | 'not-ready'> {
  const key = clientDbKey(scope, rutCliente);
  if ((await deps.clientDbs.contentHash(key)) === null) {
    const enrolled = (await deps.credentials.getClaveInfo(scope, { kind: 'cliente', rutCliente })) !== null;
    return enrolled ? 'not-ready' : 'unknown-client';
  }
  await deps.accounts.recordConsultation(scope, rutCliente);
  return { url: await deps.clientDbs.signedUrl(key, DATABASE_URL_SECONDS) };
}
