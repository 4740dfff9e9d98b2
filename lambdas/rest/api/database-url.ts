import { clientDbKey } from '../../store/client-db/client-db-objects';
import type { RestRoute } from '../types';
import { clientRut } from './client-rut';
import { selectedScope } from './selected-scope';

/** Seconds the signed download URL of a client database stays valid (the browser downloads it at once). */
export const DATABASE_URL_SECONDS = 900;

/** Answer when the factoring has no database for that RUT (not one of its clients, or not built yet). */
export const NOT_A_CLIENT = 'El cliente no pertenece al factoring o su base de datos aún no está disponible';

/**
 * GET /api/database/{rut}?factoring=: `{success: true, url}`, a short-lived signed URL of the client's SQLite file
 * `client-db/{rutFactoring}/{rut}.sqlite` (client-radar.md §7), only for a client of a factoring the user acts
 * for. Otherwise no URL: ForbiddenError for a factoring of someone else, 404 `{success: false, error}` for a RUT
 * that is not a client of the factoring.
 * Each URL given is recorded as a consultation of the client by the user ('Historial de Consultas').
 */
export const databaseUrlRoute: RestRoute = {
  method: 'GET',
  path: '/api/database/{rut}',
  handle: async ({ identity, query, params }, deps) => {
    const scope = selectedScope(identity, query);
    const key = clientDbKey(scope.rutFactoring, clientRut(params));
    if ((await deps.clientDbs.contentHash(key)) === null)
      return { status: 404, body: { success: false, error: NOT_A_CLIENT } };
    // Every client-detail open starts here: it is what 'Historial de Consultas' lists (core-platform §2 "Accounts").
    await deps.accounts.recordConsultation(scope, clientRut(params));
    return { body: { success: true, url: await deps.clientDbs.signedUrl(key, DATABASE_URL_SECONDS) } };
  },
};
