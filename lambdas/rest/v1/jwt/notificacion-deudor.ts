import { z } from 'zod';
import { readNotificacionInput } from '@lambdas/services/notificaciones/notificacion-input';
import { notificarDeudores } from '@lambdas/services/notificaciones/notificar-deudores';
import { BadRequestError } from '@lambdas/platform/errors';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { idempotent } from '../../idempotent';
import type { RestRoute } from '../../types';

const factoringSchema = z.object({ rutCesionario: z.string() });

/**
 * POST /v1/jwt/notificacion-deudor, the debtor-notification endpoint (core-platform §7: bearer; body emails,
 * documentos, tipo, rutCesionario = the factoring): the same service as notificaCesionoRecesion
 * (lambdas/services/notificaciones/notificar-deudores.ts). Needs notificaciones (§6) and a factoring of the user.
 * Answers 200 {message, notificados, rechazados} when every debtor was notified; 422 with the same body and the Spanish
 * reason in message ('Debe elegir por lo menos un documento!', 'Error al notificar!', ...) when nothing or not
 * everything was sent, so a client reading only the HTTP status does not take it for done. A retried request (its
 * Idempotency-Key, or the same body from the same user within 10 minutes) gets the first 200 and sends nothing
 * (lambdas/rest/idempotent.ts): the debtor is never e-mailed twice.
 * @throws BadRequestError (no rutCesionario, wrong shape, bad RUT), ForbiddenError (foreign factoring, missing flag).
 */
export const notificacionDeudorRoute: RestRoute = idempotent({
  method: 'POST',
  path: '/v1/jwt/notificacion-deudor',
  handle: async ({ identity, body }, deps) => {
    const factoring = factoringSchema.safeParse(body);
    if (!factoring.success) throw new BadRequestError("Solicitud inválida: 'rutCesionario'");
    const scope = resolveTenantScope(identity, factoring.data.rutCesionario, { flag: 'notificaciones' });
    const resultado = await notificarDeudores(readNotificacionInput(body), scope, deps);
    const reply = { message: resultado.body, notificados: resultado.notificados, rechazados: resultado.rechazados };
    return resultado.success ? { body: reply } : { status: 422, body: reply };
  },
});
