import { clientDatabaseUrl } from '../../services/client-db/client-database-url';
import type { RestRoute } from '../types';
import { clientRut } from './client-rut';
import { selectedScope } from './selected-scope';

/** Answer when the factoring has no database for that RUT (not one of its clients, or not built yet). */
export const NOT_A_CLIENT = 'El cliente no pertenece al factoring o su base de datos aún no está disponible';

/** Answer (404) of GET api/database/{rut} for a RUT the factoring has not enrolled: 'Cliente no encontrado'. */
export const UNKNOWN_CLIENT = 'El cliente no pertenece al factoring';

/** Answer (409) of GET api/database/{rut} for an enrolled client whose database the refresh has not built yet. */
export const CLIENT_DB_NOT_READY = 'La base de datos del cliente aún no está disponible. Intente más tarde.';

/**
 * GET /api/database/{rut}?factoring=: `{success: true, url}`, a short-lived signed URL of the client's SQLite file
 * `client-db/{rutFactoring}/{rut}.sqlite` (client-radar.md §7), only for a client of a factoring the user acts
 * for. Otherwise no URL: ForbiddenError for a factoring of someone else; `{success: false, error}` with 404
 * (UNKNOWN_CLIENT) for a RUT the factoring has not enrolled (no clave recorded for it), 409 (CLIENT_DB_NOT_READY) for
 * an enrolled client whose database is not built yet (client-detail.md §2 tells 'Cliente no encontrado' from a load
 * error).
 * Each URL given is recorded as a consultation of the client by the user ('Historial de Consultas').
 */
export const databaseUrlRoute: RestRoute = {
  method: 'GET',
  path: '/api/database/{rut}',
  handle: async ({ identity, query, params }, deps) => {
    const scope = selectedScope(identity, query);
    const answer = await clientDatabaseUrl(scope, clientRut(params), deps);
    if (answer === 'not-ready') return { status: 409, body: { success: false, error: CLIENT_DB_NOT_READY } };
    if (answer === 'unknown-client') return { status: 404, body: { success: false, error: UNKNOWN_CLIENT } };
    return { body: { success: true, url: answer.url } };
  },
};
