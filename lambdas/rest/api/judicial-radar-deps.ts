import type { JudicialRadarDeps } from '../../services/judicial/judicial-radar';
import type { RestDeps } from '../types';

/**
 * What a judicial query uses, from the REST dependencies: the sweeps, clock and time to live (`judicial`), the job
 * queue that runs sweeps, and the Cartera its answer is cross-checked against.
 */
export function judicialRadarDeps(deps: Pick<RestDeps, 'judicial' | 'jobs' | 'carteras'>): JudicialRadarDeps {
  return { ...deps.judicial, jobs: deps.jobs, carteras: deps.carteras };
}
