import type { Database } from 'sql.js';
import type { LocalDbReader, SqlParams } from '@domain/client-db/db-reader';

/**
 * A {@link LocalDbReader} over a client database file opened with sql.js on the server, so the assistant's tools read
 * the figures with the views the client-detail screens use (domain/client-db/views).
 * @param clientRut the validated client 'NNNNNNNN-D' (from the request, never from the file or an engine).
 * Unlike the browser's reader a failing query throws: the question then fails instead of answering from no rows.
 */
export function sqlJsReader(db: Database, clientRut: string): LocalDbReader {
  const values = (sql: string, params: SqlParams = []) => db.exec(sql, params)[0]?.values ?? [];
  return {
    clientRut,
    values,
    all: <T>(sql: string, params: SqlParams = []): T[] => {
      const [result] = db.exec(sql, params);
      if (!result) return [];
      return result.values.map((row) => Object.fromEntries(result.columns.map((name, i) => [name, row[i]])) as T);
    },
  };
}
