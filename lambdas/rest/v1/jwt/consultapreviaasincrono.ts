import { randomUUID } from 'node:crypto';
import { resumenDe, type ConsultaMasiva } from '@domain/consulta-previa/consulta-masiva';
import { parseConsultaMasiva } from '@lambdas/services/consulta-previa/masiva-input';
import { assertFlag } from '@lambdas/access/tenant';
import { selectedScope } from '../../api/selected-scope';
import type { RestRoute } from '../../types';

/** §8 success text of the masivo consultation, returned with the request id. */
export const CONSULTA_MASIVA_INICIADA =
  'Se inició el proceso de consulta masiva correctamente, le llegará un email en unos minutos.';

/** Requests the history lists. */
export const HISTORY_LIMIT = 20;

/**
 * POST /v1/jwt/consultapreviaasincrono (core-platform §7): body {email, dtes: [{rutEmisor, tipoDTE, folioDTE}]}
 * (functionName and headers are ignored: lambdas/services/consulta-previa/masiva-input.ts) for the selected factoring
 * (the `factoring` query parameter, else the user's first company). Needs consultaPrevia (§6). Stores the request
 * 'en-proceso' and sends the consulta-masiva job, which e-mails the result; answers 202 {id, message} with §8's
 * success text.
 * @throws BadRequestError (bad e-mail, no or more than 100 documents, bad row), ForbiddenError (foreign factoring,
 *   missing flag); the store's or queue's error (500: nothing was started).
 */
export const consultaPreviaAsincronoRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/consultapreviaasincrono',
  handle: async ({ identity, query, body }, deps) => {
    const rutFactoring = selectedScope(identity, query).rutFactoring;
    assertFlag(identity, 'consultaPrevia');
    const { email, dtes } = parseConsultaMasiva(body);
    const creadaEn = deps.now().toISOString();
    const consulta: ConsultaMasiva = {
      id: `${creadaEn}#${randomUUID()}`,
      rutFactoring,
      solicitadaPor: identity.email || identity.username,
      email,
      dtes,
      estado: 'en-proceso',
      conteo: null,
      creadaEn,
      terminadaEn: null,
      error: null,
    };
    await deps.consultasMasivas.create(consulta);
    try {
      await deps.jobs.send([{ kind: 'consulta-masiva', rutFactoring, requestId: consulta.id }]);
    } catch (error) {
      // Nothing will run it: the history must not show it en-proceso forever.
      await deps.consultasMasivas.finish(rutFactoring, consulta.id, {
        estado: 'fallido',
        conteo: null,
        terminadaEn: deps.now().toISOString(),
        error: 'No fue posible iniciar la consulta',
      });
      throw error;
    }
    return { status: 202, body: { id: consulta.id, message: CONSULTA_MASIVA_INICIADA } };
  },
};

/**
 * GET /v1/jwt/consultapreviaasincrono: the selected factoring's latest {@link HISTORY_LIMIT} masivo consultations,
 * newest first, as {consultas: ConsultaMasivaResumen[]} (domain/consulta-previa/consulta-masiva.ts: documents counted,
 * not listed). Needs consultaPrevia.
 * @throws BadRequestError, ForbiddenError as the POST.
 */
export const consultasMasivasRoute: RestRoute = {
  method: 'GET',
  path: '/v1/jwt/consultapreviaasincrono',
  handle: async ({ identity, query }, deps) => {
    const rutFactoring = selectedScope(identity, query).rutFactoring;
    assertFlag(identity, 'consultaPrevia');
    const consultas = await deps.consultasMasivas.list(rutFactoring, HISTORY_LIMIT);
    return { body: { consultas: consultas.map(resumenDe) } };
  },
};
