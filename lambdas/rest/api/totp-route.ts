import { confirmTotp } from '../../services/two-factor/confirm-totp';
import type { RestRoute } from '../types';

/**
 * POST /api/totp/verificacion {codigo, accessToken}: confirms the signed-in user's authenticator app (associated with
 * AssociateSoftwareToken) with a code it shows now and enables it; the session of the request, which proved a fresh
 * code, becomes TOTP-verified (lambdas/services/two-factor/confirm-totp.ts). Answers {verificada: true}.
 * @throws BadRequestError 'El código de verificación es incorrecto.' and the other refusals of confirmTotp.
 */
export const totpConfirmationRoute: RestRoute = {
  method: 'POST',
  path: '/api/totp/verificacion',
  handle: async ({ identity, body }, deps) => {
    await confirmTotp(identity, body, deps);
    return { body: { verificada: true } };
  },
};
