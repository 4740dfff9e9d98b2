import { HttpError } from '@web/lib/rest/rest-get';

/**
 * The page state of a failed database load (client-detail.md §2 page states): not-found when GET api/database/{rut}
 * answered 404 (a RUT the factoring has not enrolled), else error with the text to show (the server's, e.g. a client
 * whose database is not built yet, or the download's).
 */
export function failedState(error: unknown): { status: 'not-found' } | { status: 'error'; message: string } {
  if (error instanceof HttpError && error.status === 404) return { status: 'not-found' };
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}
