import type { TenantScope } from '@lambdas/access/tenant-scope';
import { clientListDbKey, type ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { SqlJsStatic } from 'sql.js';

/** One client of the search (core-platform §3 "Client search item"). */
export interface ClientSearchItem {
  rut: string;
  razonsocial: string;
  /** True when the client's SII clave last logged in ('Activo'), the indicator of the search results. */
  passwordValida: boolean;
}

/**
 * The clients of the scope's factoring as its client list database holds them (empresas: rut, razonsocial, estado),
 * ordered by name then RUT, for the ctrl/cmd+K search (core-platform §2 "Admin search modal"); passwordValida is
 * estado 'Activo' (domain/client-db/schema.ts, client-detail.md §2).
 * @returns null when the factoring's client list was not built yet.
 */
export async function listFactoringClients(
  scope: TenantScope,
  deps: { clientDbs: Pick<ClientDbObjects, 'get'>; loadSql(): Promise<SqlJsStatic> },
): Promise<ClientSearchItem[] | null> {
  const stored = await deps.clientDbs.get(clientListDbKey(scope));
  if (!stored) return null;
  const SQL = await deps.loadSql();
  const db = new SQL.Database(stored);
  try {
    const [result] = db.exec('SELECT rut, razonsocial, estado FROM empresas ORDER BY razonsocial, rut');
    return (result?.values ?? []).map(([rut, razonsocial, estado]) => ({
      rut: String(rut),
      razonsocial: String(razonsocial ?? ''),
      passwordValida: estado === 'Activo',
    }));
  } finally {
    db.close();
  }
}
