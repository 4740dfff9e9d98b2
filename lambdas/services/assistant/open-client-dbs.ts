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

/** One open file: closed once it has left the cache and no question is reading it. */
interface OpenFile {
  key: string;
  hash: string;
  db: Database;
  readers: number;
  cached: boolean;
}

/**
 * The client database files the assistant has open, one per screen session (the `session-id` header): the preheat
 * opens the client's file so the session's questions read it at once (client-radar.md §7 'preheat'). A question finds
 * it open when the session preheated that client and the file has not been rebuilt since (same content hash);
 * otherwise it is opened again. Beyond {@link OPEN_SESSIONS} the oldest session's file leaves the cache, and is closed
 * when no question reads it any more.
 */
export class OpenClientDbs {
  private readonly sessions = new Map<string, OpenFile>();

  /**
   * Runs `read` over the scope's client `rutCliente` for `sessionId`.
   * @param rutCliente normalised 'NNNNNNNN-D'.
   * @returns what `read` returns; null when the factoring has no database of that client (not one of its clients).
   * @throws S3's error; sql.js's error for a file that is not a SQLite database; `read`'s error.
   */
  async read<T>(
    deps: OpenClientDbDeps,
    scope: FactoringScope,
    request: { rutCliente: string; sessionId: string },
    read: (reader: LocalDbReader) => Promise<T>,
  ): Promise<T | null> {
    const file = await this.open(deps, clientDbKey(scope, request.rutCliente), request.sessionId);
    if (!file) return null;
    file.readers += 1;
    try {
      return await read(sqlJsReader(file.db, request.rutCliente));
    } finally {
      file.readers -= 1;
      closeIfUnused(file);
    }
  }

  /** The session's file of `key`, from the cache when it is still the stored version, else read from storage. */
  private async open(deps: OpenClientDbDeps, key: string, sessionId: string): Promise<OpenFile | null> {
    const hash = await deps.clientDbs.contentHash(key);
    if (hash === null) return null;
    const cached = this.sessions.get(sessionId);
    if (cached?.key === key && cached.hash === hash) {
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, cached);
      return cached;
    }
    const bytes = await deps.clientDbs.get(key);
    if (bytes === null) return null;
    const file = { key, hash, db: new (await deps.loadSql()).Database(bytes), readers: 0, cached: true };
    this.evict(sessionId);
    this.sessions.set(sessionId, file);
    for (const oldest of [...this.sessions.keys()].slice(0, Math.max(0, this.sessions.size - OPEN_SESSIONS)))
      this.evict(oldest);
    return file;
  }

  private evict(sessionId: string): void {
    const file = this.sessions.get(sessionId);
    if (!file) return;
    this.sessions.delete(sessionId);
    file.cached = false;
    closeIfUnused(file);
  }
}

function closeIfUnused(file: OpenFile): void {
  if (!file.cached && file.readers === 0) file.db.close();
}
