import type { SqlJsStatic } from 'sql.js';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import { clientListDbKey, type ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { ExecutiveRepository } from '@lambdas/store/executive-repository';
import { narrowClientListDb } from './write-client-list-db';

/**
 * The scope's client-list database (empresas, kpis, metadata; client-radar.md §3, §7) with its KPIs narrowed to the
 * months [desde, hasta] ('yyyy-MM' inclusive, null: open) and its executives as assigned now.
 * @returns the SQLite file's bytes; null when the factoring's client list has not been built yet.
 */
export async function clientListDatabase(
  scope: TenantScope,
  range: { desde: string | null; hasta: string | null },
  deps: {
    clientDbs: Pick<ClientDbObjects, 'get'>;
    executives: Pick<ExecutiveRepository, 'listForFactoring'>;
    loadSql(): Promise<SqlJsStatic>;
  },
): Promise<Uint8Array | null> {
  const stored = await deps.clientDbs.get(clientListDbKey(scope));
  if (!stored) return null;
  const [SQL, ejecutivos] = await Promise.all([deps.loadSql(), deps.executives.listForFactoring(scope)]);
  return narrowClientListDb(SQL, stored, range, ejecutivos);
}
