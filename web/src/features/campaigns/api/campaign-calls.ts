/** The acquired view's campaign calls (core-platform §6, §7 'Campaign service'; POST /api/campana and /contacto). */
import type { Campaign } from '@domain/campaigns';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * The status call's answer: the campaign's title and the campaign, or '' and null when none is due, and whether the
 * factoring already holds the campaign's feature (paid or in trial; only a forced campaign can be such).
 */
export interface CampaignAnswer {
  respuesta: string;
  campaign: Campaign | null;
  disponible: boolean;
}

/** The contact-us call's answer: the text to show once the request was recorded. */
export interface TrialRequestAnswer {
  respuesta: string;
  message: string;
}

/**
 * The campaign due for the user in the factoring (consulta 'campaign'), `forced` when force_campaign names one.
 * @throws Error with the server's message (restJson).
 */
export function fetchCampaign(restUrl: string, rutFactoring: string, forced?: number): Promise<CampaignAnswer> {
  return restJson<CampaignAnswer>(restEndpoint(restUrl, 'api/campana', { factoring: rutFactoring }), {
    method: 'POST',
    body: { consulta: 'campaign', ...(forced === undefined ? {} : { force_campaign: forced }) },
  });
}

/**
 * Marks the campaign 'visto' for the user (consulta 'visto').
 * @returns the answer's respuesta: 'visto no registrado' the first time (show the modal), 'visto registrado' after.
 * @throws Error with the server's message (restJson).
 */
export async function markCampaignSeen(restUrl: string, rutFactoring: string, numero: number): Promise<string> {
  const answer = await restJson<{ respuesta: string }>(
    restEndpoint(restUrl, 'api/campana', { factoring: rutFactoring }),
    { method: 'POST', body: { consulta: 'visto', campaign: numero } },
  );
  return answer.respuesta;
}

/**
 * The contact-us call: asks for the free trial month of the campaign's feature.
 * @throws Error with the server's message (restJson).
 */
export function requestFreeTrial(restUrl: string, rutFactoring: string, numero: number): Promise<TrialRequestAnswer> {
  return restJson<TrialRequestAnswer>(restEndpoint(restUrl, 'api/campana/contacto', { factoring: rutFactoring }), {
    method: 'POST',
    body: { campaign: numero },
  });
}
