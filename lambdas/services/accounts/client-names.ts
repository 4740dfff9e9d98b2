import type { SqlJsStatic } from 'sql.js';
import type { FactoringScope } from '../../platform/factoring-scope';
import { clientListDbKey, type ClientDbObjects } from '../../store/client-db/client-db-objects';

/** Names the clients of a factoring. */
export interface ClientNames {
  /** razón social by normalised RUT for those of `ruts` the scope's client list has; others are absent. */
  namesOf(scope: FactoringScope, ruts: readonly string[]): Promise<Map<string, string>>;
}

/**
 * Client names from the factoring's client-list database (client-radar.md §3 "empresas": rut, razonsocial), read
 * with sql.js; an empty map while the list is not built.
 */
export class ClientListNames implements ClientNames {
  constructor(
    private readonly clientDbs: Pick<ClientDbObjects, 'get'>,
    private readonly loadSql: () => Promise<SqlJsStatic>,
  ) {}

  async namesOf(scope: FactoringScope, ruts: readonly string[]): Promise<Map<string, string>> {
    if (ruts.length === 0) return new Map();
    const stored = await this.clientDbs.get(clientListDbKey(scope));
    if (!stored) return new Map();
    const SQL = await this.loadSql();
    const db = new SQL.Database(stored);
    try {
      const wanted = [...new Set(ruts)];
      const result = db.exec(
        `SELECT rut, razonsocial FROM empresas WHERE rut IN (${wanted.map(() => '?').join(',')})`,
        wanted,
      );
      return new Map((result[0]?.values ?? []).map(([rut, name]) => [String(rut), String(name ?? '')]));
    } finally {
      db.close();
    }
  }
}
