import { HttpError } from '@web/lib/rest/rest-get';
import { LocalDbError } from '@web/localdb/errors';

/**
 * The page state of a failed database load (client-detail.md §2 page states): not-found when GET api/database/{rut}
 * answered 404 (a RUT the factoring has not enrolled), else error with the text to show (the server's, e.g. a client
 * whose database is not built yet, or the download's).
 */
export function failedState(error: unknown): { status: 'not-found' } | { status: 'error'; message: string } {
  if (error instanceof HttpError && error.status === 404) return { status: 'not-found' };
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** client-detail.md §5, §8: the text of a query run before the client's database is ready. */
export const DATABASE_UNAVAILABLE = 'Base de datos no disponible';

/**
 * The text a table shows for a failed local view (after its §8 prefix, e.g. 'Error cargando documentos emitidos: '):
 * 'Base de datos no disponible' when the database is not loaded yet (client-detail.md §5), else the error's message
 * (a corrupted database's, client-radar.md §8).
 */
export function viewFailureText(error: unknown): string {
  if (error instanceof LocalDbError && error.code === 'DATABASE_NOT_INITIALIZED') return DATABASE_UNAVAILABLE;
  return error instanceof Error ? error.message : String(error);
}
