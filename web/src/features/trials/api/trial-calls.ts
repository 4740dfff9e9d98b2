/** The platform administrator's free-trial calls (GET and POST /api/admin/pruebas; client-radar §6). */
import type { PaidFeature } from '@domain/trial-access';
import type { TrialOverview } from '@domain/trial-overview';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/**
 * The factoring's paid features, their state today and its free-trial requests.
 * @throws Error with the server's message (restJson).
 */
export function fetchTrialOverview(restUrl: string, rutFactoring: string): Promise<TrialOverview> {
  return restJson<TrialOverview>(restEndpoint(restUrl, 'api/admin/pruebas', { factoring: rutFactoring }));
}

/**
 * Starts ('comenzar', a free trial month from today) or ends ('terminar', from today) one feature's trial.
 * @returns the overview after the change.
 * @throws Error with the server's reason (already available, no trial running).
 */
export function changeTrial(
  restUrl: string,
  rutFactoring: string,
  accion: 'comenzar' | 'terminar',
  feature: PaidFeature,
): Promise<TrialOverview> {
  return restJson<TrialOverview>(restEndpoint(restUrl, 'api/admin/pruebas', { factoring: rutFactoring }), {
    method: 'POST',
    body: { accion, feature },
  });
}
