import { BadRequestError } from '../../platform/errors';
import { campaignFor, markSeen } from '../../services/campaigns/campaign-service';
import { requestTrial } from '../../services/campaigns/trial-request';
import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/** The body's fields, anything missing or of another type read as undefined. */
function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * A campaign number from the body (a number or its digits).
 * @throws BadRequestError 'Campaña desconocida' when it is neither.
 */
function campaignNumber(value: unknown): number {
  const numero = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof numero !== 'number' || !Number.isInteger(numero)) throw new BadRequestError('Campaña desconocida');
  return numero;
}

/**
 * POST /api/campana?factoring= (core-platform §6, §7 'Campaign service'), for the acquired view's user:
 * - {consulta: 'campaign', force_campaign?}: `{respuesta, campaign, disponible}`, the campaign due for the caller (its
 *   title as respuesta and {numero, feature, titulo, texto}) or respuesta '' and campaign null (services/campaigns),
 *   and whether the factoring already holds its feature (a forced campaign's modal then offers no contact-us call);
 * - {consulta: 'visto', campaign}: `{respuesta}`, 'visto no registrado' the first time the caller sees it (recorded
 *   now; the modal shows), 'visto registrado' afterwards.
 * @throws BadRequestError for another consulta or an unknown campaign; ForbiddenError for a factoring the user does
 *   not act for.
 */
export const campaignRoute: RestRoute = {
  method: 'POST',
  path: '/api/campana',
  handle: async ({ identity, query, body }, deps) => {
    const scope = selectedScope(identity, query);
    const fields = bodyOf(body);
    if (fields.consulta === 'campaign') {
      const forced = fields.force_campaign === undefined ? undefined : campaignNumber(fields.force_campaign);
      const { campaign, disponible } = await campaignFor(deps, scope, forced);
      return { body: { respuesta: campaign?.titulo ?? '', campaign, disponible } };
    }
    if (fields.consulta === 'visto')
      return { body: { respuesta: await markSeen(deps, scope, campaignNumber(fields.campaign)) } };
    throw new BadRequestError("consulta debe ser 'campaign' o 'visto'");
  },
};

/**
 * POST /api/campana/contacto?factoring= {campaign}: the campaign's contact-us call (core-platform §1), a request to
 * start the free trial month of the feature it sells, recorded for the platform administrator and e-mailed to sales.
 * @returns `{respuesta: 'solicitud registrada', message, correoEnviado}`.
 * @throws BadRequestError 'Campaña desconocida'; ForbiddenError for a factoring the user does not act for.
 */
export const campaignContactRoute: RestRoute = {
  method: 'POST',
  path: '/api/campana/contacto',
  handle: async ({ identity, query, body }, deps) => {
    const scope = selectedScope(identity, query);
    const trialDeps = { ...deps, factorings: deps.factoringAccess, salesAddress: deps.salesAddress };
    return { body: await requestTrial(trialDeps, scope, campaignNumber(bodyOf(body).campaign)) };
  },
};
