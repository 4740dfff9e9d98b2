/**
 * Moves the client files stored before each factoring kept its own copy to the per-factoring keys, at deploy time
 * (lambdas/jobs/migrate-company-files-handler.ts) and at each local start (infra/local/platform.ts):
 * - `company-files/{rutCliente}/{name}` (tax folder, statute and their outcomes) to
 *   `company-files/{rutFactoring}/{rutCliente}/{name}`;
 * - `tgr/{rutCliente}_cartolafiscal.html` (the TGR statement) to `tgr/{rutFactoring}/{rutCliente}_cartolafiscal.html`.
 * Which factoring gathered an old object was never recorded, so each is copied to every factoring that holds a clave
 * of the client (the ones whose client syncs gather such files); a factoring that already has its own copy keeps it
 * (it is newer). The old object is deleted only once each of those copies is there and, when just copied, compares
 * equal to it (bytes, content type, metadata). An old object of a client no factoring holds a clave of is left where
 * it is and reported: no factoring reads it any more, and nothing is lost. Running it again changes nothing: the
 * old keys are gone, or still unclaimed.
 */
import type { FactoringScope } from '../../platform/factoring-scope';
import { cartolaKey } from '../../public-sources/tgr/tgr-store';
import { companyFileKey } from '../../store/company-files/s3-company-files';
import type { S3ObjectMover } from '../../store/s3-object-mover';

/** What the migration reads and writes. */
export interface CompanyFileMigrationDeps {
  objects: Pick<S3ObjectMover, 'list' | 'exists' | 'copy' | 'same' | 'remove'>;
  /** The factorings holding a clave of each client, by client RUT ('NNNNNNNN-D'); absent means none. */
  claveHolders: ReadonlyMap<string, readonly FactoringScope[]>;
}

/** What one run did: old objects moved, copies written, old objects left for want of a factoring (their keys). */
export interface CompanyFileMigration {
  moved: number;
  copied: number;
  unclaimed: string[];
}

/** An old key's client and the key of a factoring's copy, or null for a key of the current layout. */
export function legacyTarget(key: string): { rutCliente: string; keyOf(scope: FactoringScope): string } | null {
  const file = /^company-files\/([^/]+)\/([^/]+)$/.exec(key);
  if (file) {
    const [, rutCliente = '', name = ''] = file;
    return { rutCliente, keyOf: (scope) => companyFileKey(scope, rutCliente, name) };
  }
  const cartola = /^tgr\/([^/]+)_cartolafiscal\.html$/.exec(key);
  if (cartola) {
    const [, rutCliente = ''] = cartola;
    return { rutCliente, keyOf: (scope) => cartolaKey(scope, rutCliente) };
  }
  return null;
}

/**
 * Runs the migration over the documents bucket.
 * @throws Error when a copy does not compare equal to its old object (the old object stays); S3's error.
 */
export async function migrateCompanyFileKeys(deps: CompanyFileMigrationDeps): Promise<CompanyFileMigration> {
  const result: CompanyFileMigration = { moved: 0, copied: 0, unclaimed: [] };
  const keys = [...(await deps.objects.list('company-files/')), ...(await deps.objects.list('tgr/'))];
  for (const key of keys) {
    const target = legacyTarget(key);
    if (!target) continue;
    const holders = deps.claveHolders.get(target.rutCliente) ?? [];
    if (holders.length === 0) {
      result.unclaimed.push(key);
      continue;
    }
    for (const scope of holders) {
      const copy = target.keyOf(scope);
      if (await deps.objects.exists(copy)) continue;
      await deps.objects.copy(key, copy);
      if (!(await deps.objects.same(key, copy))) throw new Error(`La copia ${copy} no es igual a ${key}`);
      result.copied += 1;
    }
    await deps.objects.remove(key);
    result.moved += 1;
  }
  return result;
}
