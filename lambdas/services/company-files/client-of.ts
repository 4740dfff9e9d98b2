import type { FactoringScope } from '../../platform/factoring-scope';
import { clientDbKey, type ClientDbObjects } from '../../store/client-db/client-db-objects';

/**
 * Whether `rutCliente` is one of the factoring's clients: it has a client database under the factoring
 * (client-radar.md §7), the test every client-detail call passes before anything of the client is read.
 * @param rutCliente normalised 'NNNNNNNN-D'.
 * @throws S3's error.
 */
export async function isClientOf(
  clientDbs: Pick<ClientDbObjects, 'contentHash'>,
  scope: FactoringScope,
  rutCliente: string,
): Promise<boolean> {
  return (await clientDbs.contentHash(clientDbKey(scope, rutCliente))) !== null;
}
