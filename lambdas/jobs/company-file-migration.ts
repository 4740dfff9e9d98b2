import { systemScope } from '../access/system-scope';
import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import type { FactoringScope } from '../platform/factoring-scope';
import { createSealer } from '../platform/sealing/create-sealer';
import { migrateCompanyFileKeys, type CompanyFileMigration } from '../services/company-files/migrate-company-file-keys';
import { CredentialRepository } from '../store/credential-repository';
import { FactoringRepository } from '../store/factoring-repository';
import { S3ObjectMover } from '../store/s3-object-mover';

/**
 * The factorings holding a stored clave of each client, by client RUT: every registered factoring's enrolled clients
 * whose clave is saved (whatever its last login said: a clave the SII since refused still gathered files before).
 * @throws the tables' error.
 */
export async function claveHolders(
  factorings: Pick<FactoringRepository, 'list'>,
  credentials: Pick<CredentialRepository, 'listClients'>,
): Promise<Map<string, FactoringScope[]>> {
  const holders = new Map<string, FactoringScope[]>();
  for (const factoring of await factorings.list()) {
    // A job's own reading of the factorings table vouches for the factoring (system-scope.ts).
    const scope = systemScope(factoring.rut);
    for (const client of await credentials.listClients(scope)) {
      if (!client.claveGuardada) continue;
      holders.set(client.rutCliente, [...(holders.get(client.rutCliente) ?? []), scope]);
    }
  }
  return holders;
}

/**
 * Runs the move of the client files to their per-factoring keys over the configured documents bucket and tables
 * (lambdas/services/company-files/migrate-company-file-keys.ts).
 * @throws as migrateCompanyFileKeys; the tables' error.
 */
export async function runCompanyFileMigration(config: ServerConfig): Promise<CompanyFileMigration> {
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  try {
    const holders = await claveHolders(
      new FactoringRepository(doc, config.tables.factorings),
      new CredentialRepository(doc, config.tables.credentials, createSealer(config)),
    );
    return await migrateCompanyFileKeys({
      objects: new S3ObjectMover(s3, config.buckets.documents),
      claveHolders: holders,
    });
  } finally {
    doc.destroy();
    s3.destroy();
  }
}
