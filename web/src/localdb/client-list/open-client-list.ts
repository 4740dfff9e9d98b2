/**
 * Opens the client list database the server sends as base64 text (client-radar.md §7 "GET api/empresas ...
 * database as base64 text") with sql.js, reads it and closes it.
 */
import type { SqlJsStatic } from 'sql.js';
import { corruptedError, isCorruptionError, LOCAL_DB_MESSAGES, LocalDbError } from '@web/localdb/errors';
import { maskDatabaseForDemo } from '@web/lib/demo-database';
import type { MonthRange } from '@web/lib/month-range';
import { readClientList, type ClientList } from './read-client-list';

/**
 * Decodes base64 text (whitespace ignored) into bytes.
 * @throws LocalDbError DATABASE_DOWNLOAD_FAILED 'No database data received' for empty or non-base64 text.
 */
export function decodeBase64(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64.replace(/\s+/g, ''));
  } catch {
    binary = '';
  }
  if (binary.length === 0) throw new LocalDbError('DATABASE_DOWNLOAD_FAILED', LOCAL_DB_MESSAGES.noData);
  // A plain loop: Uint8Array.from with a mapping function costs seconds on a list of several megabytes.
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Reads the client list out of the base64 SQLite file.
 * @param sqlJs the initialised sql.js module; range the selected months.
 * @throws LocalDbError DATABASE_DOWNLOAD_FAILED for empty text, DATABASE_CORRUPTED when SQLite reports a damaged
 *   file (client-radar.md §4 "Local database"); other SQLite errors (e.g. a missing table) as thrown.
 */
export function openClientList(sqlJs: SqlJsStatic, base64: string, range: MonthRange): ClientList {
  const db = new sqlJs.Database(decodeBase64(base64));
  try {
    maskDatabaseForDemo(db);
    return readClientList(db, range);
  } catch (error) {
    throw isCorruptionError(error) ? corruptedError(error) : error;
  } finally {
    db.close();
  }
}
