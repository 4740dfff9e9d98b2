import type { JudicialRadarDeps } from '../../services/judicial/judicial-radar';
import type { RestDeps } from '../types';

/**
 * What a judicial query uses, from the REST dependencies: the sweeps and time to live (`judicial`), the job queue that
 * runs sweeps, the Cartera its answer is cross-checked against, and the routes' clock (the same one the availability
 * check reads).
 */
export function judicialRadarDeps(deps: Pick<RestDeps, 'judicial' | 'jobs' | 'carteras' | 'now'>): JudicialRadarDeps {
  return { ...deps.judicial, jobs: deps.jobs, carteras: deps.carteras, clock: () => deps.now() };
}
