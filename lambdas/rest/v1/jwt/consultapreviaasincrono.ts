import { parseConsultaMasiva } from '@lambdas/services/consulta-previa/masiva-input';
import { listConsultasMasivas, startConsultaMasiva } from '@lambdas/services/consulta-previa/start-consulta-masiva';
import { selectedScope } from '../../api/selected-scope';
import { idempotent } from '../../idempotent';
import type { RestRoute } from '../../types';

/** §8 success text of the masivo consultation, returned with the request id. */
export const CONSULTA_MASIVA_INICIADA =
  'Se inició el proceso de consulta masiva correctamente, le llegará un email en unos minutos.';

/**
 * POST /v1/jwt/consultapreviaasincrono (core-platform §7): body {email, dtes: [{rutEmisor, tipoDTE, folioDTE}]}
 * (functionName and headers are ignored: lambdas/services/consulta-previa/masiva-input.ts) for the selected factoring
 * (the `factoring` query parameter, else the user's first company). Needs consultaPrevia (§6). Starts the request
 * (lambdas/services/consulta-previa/start-consulta-masiva.ts); answers 202 {id, message} with §8's success text. A
 * retried request (its Idempotency-Key, or the same body from the same user within 10 minutes) gets the first answer
 * and starts nothing (lambdas/rest/idempotent.ts): the result is never e-mailed twice.
 * @throws BadRequestError (bad e-mail, no or more than 100 documents, bad row), ForbiddenError (foreign factoring,
 *   missing flag); the store's or queue's error (500: nothing was started).
 */
export const consultaPreviaAsincronoRoute: RestRoute = idempotent({
  method: 'POST',
  path: '/v1/jwt/consultapreviaasincrono',
  handle: async ({ identity, query, body }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'consultaPrevia' });
    const id = await startConsultaMasiva(scope, parseConsultaMasiva(body), deps);
    return { status: 202, body: { id, message: CONSULTA_MASIVA_INICIADA } };
  },
});

/**
 * GET /v1/jwt/consultapreviaasincrono: the selected factoring's latest masivo consultations, newest first, as
 * {consultas: ConsultaMasivaResumen[]}. Needs consultaPrevia.
 * @throws BadRequestError, ForbiddenError as the POST.
 */
export const consultasMasivasRoute: RestRoute = {
  method: 'GET',
  path: '/v1/jwt/consultapreviaasincrono',
  handle: async ({ identity, query }, deps) => {
    const scope = selectedScope(identity, query, { flag: 'consultaPrevia' });
    return { body: { consultas: await listConsultasMasivas(scope, deps) } };
  },
};
