import type { Database, SqlJsStatic } from 'sql.js';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import type { FactoringScope } from '../../platform/factoring-scope';
import { clientDbKey, type ClientDbObjects } from '../../store/client-db/client-db-objects';
import { sqlJsReader } from './sql-js-reader';

/** Sessions whose client file stays open per container (a large client's file takes tens of MB in memory). */
export const OPEN_SESSIONS = 3;

/** What opening a client's file reads: the client databases and sql.js. */
export interface OpenClientDbDeps {
  clientDbs: Pick<ClientDbObjects, 'contentHash' | 'get'>;
  loadSql(): Promise<SqlJsStatic>;
}

interface OpenFile {
  key: string;
  hash: string;
  db: Database;
}

/**
 * The client database files the assistant has open, one per screen session (the `session-id` header): the preheat
 * opens the client's file so the session's questions read it at once (client-radar.md §7 'preheat'). A question finds
 * it open when the session preheated that client and the file has not been rebuilt since (same content hash);
 * otherwise it is opened again. Oldest sessions are closed beyond {@link OPEN_SESSIONS}.
 */
export class OpenClientDbs {
  private readonly sessions = new Map<string, OpenFile>();

  /**
   * A reader of the scope's client `rutCliente` for `sessionId`.
   * @param rutCliente normalised 'NNNNNNNN-D'.
   * @returns null when the factoring has no database of that client (not one of its clients).
   * @throws S3's error; sql.js's error for a file that is not a SQLite database.
   */
  async reader(
    deps: OpenClientDbDeps,
    scope: FactoringScope,
    rutCliente: string,
    sessionId: string,
  ): Promise<LocalDbReader | null> {
    const key = clientDbKey(scope, rutCliente);
    const hash = await deps.clientDbs.contentHash(key);
    if (hash === null) return null;
    const open = this.sessions.get(sessionId);
    if (open?.key === key && open.hash === hash) {
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, open);
      return sqlJsReader(open.db, rutCliente);
    }
    const bytes = await deps.clientDbs.get(key);
    if (bytes === null) return null;
    const db = new (await deps.loadSql()).Database(bytes);
    this.close(sessionId);
    this.sessions.set(sessionId, { key, hash, db });
    for (const oldest of [...this.sessions.keys()].slice(0, Math.max(0, this.sessions.size - OPEN_SESSIONS)))
      this.close(oldest);
    return sqlJsReader(db, rutCliente);
  }

  private close(sessionId: string): void {
    this.sessions.get(sessionId)?.db.close();
    this.sessions.delete(sessionId);
  }
}
