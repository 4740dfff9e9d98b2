/**
 * Errors of the in-browser client database, with the codes and texts of client-radar.md §8 and §4 "Local database".
 */

/** Codes a caller can branch on (client-radar.md §8). */
export type LocalDbErrorCode =
  | 'DATABASE_NOT_INITIALIZED'
  | 'DATABASE_DOWNLOAD_FAILED'
  | 'DATABASE_CORRUPTED'
  | 'DATABASE_RELOAD_FAILED'
  | 'SII_PASSWORD_ERROR';

/** User and log texts, exactly as client-radar.md §8 writes them. */
export const LOCAL_DB_MESSAGES = {
  notInitialized: 'Database not initialized. Call loadDatabase() first.',
  corrupted: 'La base de datos está corrupta. Por favor, recargue la página para reinicializar.',
  reloadFailed: 'No se pudo reinicializar la base de datos. Por favor, recargue la página.',
  siiPassword: 'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.',
  noData: 'No database data received',
  downloadFailed: (status: number) => `Failed to download database from S3: ${status}`,
} as const;

/** An error of the local database service: `code` for the caller's branch, `message` for the user. */
export class LocalDbError extends Error {
  constructor(
    readonly code: LocalDbErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LocalDbError';
  }
}

/**
 * True when a SQLite error message means a damaged file: it contains 'malformed' or 'corrupt' (client-radar.md §4),
 * or it is SQLite's SQLITE_NOTADB text 'file is not a database' (bytes that are no SQLite file at all).
 */
export function isCorruptionError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /malformed|corrupt|file is not a database/i.test(text);
}

/** The DATABASE_CORRUPTED error (client-radar.md §8), keeping the SQLite error as its cause. */
export function corruptedError(cause: unknown): LocalDbError {
  return new LocalDbError('DATABASE_CORRUPTED', LOCAL_DB_MESSAGES.corrupted, { cause });
}
