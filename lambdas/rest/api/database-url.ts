import { clientDbKey } from '../../store/client-db/client-db-objects';
import type { RestRoute } from '../types';
import { clientRut } from './client-rut';
import { selectedScope } from './selected-scope';

/** Seconds the signed download URL of a client database stays valid (the browser downloads it at once). */
export const DATABASE_URL_SECONDS = 900;

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
    const rut = clientRut(params);
    const key = clientDbKey(scope, rut);
    if ((await deps.clientDbs.contentHash(key)) === null) {
      const enrolled = (await deps.credentials.getClaveInfo(scope, { kind: 'cliente', rutCliente: rut })) !== null;
      return enrolled
        ? { status: 409, body: { success: false, error: CLIENT_DB_NOT_READY } }
        : { status: 404, body: { success: false, error: UNKNOWN_CLIENT } };
    }
    // Every client-detail open starts here: it is what 'Historial de Consultas' lists (core-platform §2 "Accounts").
    await deps.accounts.recordConsultation(scope, rut);
    return { body: { success: true, url: await deps.clientDbs.signedUrl(key, DATABASE_URL_SECONDS) } };
  },
};
