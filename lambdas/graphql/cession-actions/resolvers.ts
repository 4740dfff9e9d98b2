import { assertFlag } from '@lambdas/access/tenant';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { listEnvios, massCession, returnCessions } from '@lambdas/services/cession-actions/cession-actions';
import type { Resolver } from '../types';
import { parseMassArgs, parseReturnArgs } from './action-args';

/**
 * cesionMasiva, sendCesionMasiva and the grid's cesionMasivaGrilla: the same mass cession under its three field names
 * (core-platform §7; the grid's also needs cederPorGrilla, checked by the router, operation-permissions.ts).
 */
const massCessionResolver: Resolver = ({ args, identity, deps }) => {
  const request = parseMassArgs(args);
  return massCession(resolveTenantScope(identity, request.rutFactoring, { flag: 'cesionMasiva' }), request, deps);
};

/**
 * Cession actions area (core-platform §7 cesionMasiva / sendCesionMasiva, §6 devolverCesion and 'Desde grilla'
 * cesionMasivaGrilla; lambdas/services/cession-actions/cession-actions.ts): each resolves the factoring's scope
 * (resolveTenantScope) with the flag (cesionMasiva, or devolverCesion for a return) and hands the rows read to the
 * service. `enviosAec` lists the factoring's envíos for the screens (cesionMasiva or devolverCesion).
 */
export const cessionActionResolvers: Record<string, Resolver> = {
  'Mutation.cesionMasiva': massCessionResolver,
  'Mutation.sendCesionMasiva': massCessionResolver,
  'Mutation.cesionMasivaGrilla': massCessionResolver,
  'Mutation.devolverCesiones': async ({ args, identity, deps }) => {
    const request = parseReturnArgs(args);
    return returnCessions(
      resolveTenantScope(identity, request.rutFactoring, { flag: 'devolverCesion' }),
      request,
      deps,
    );
  },
  'Query.enviosAec': async ({ args, identity, deps }) => {
    const scope = resolveTenantScope(identity, String(args.rutFactoring ?? ''));
    // A return's envío is followed on the acquired screen by users who may return documents without mass cession.
    if (!scope.flags.devolverCesion) assertFlag(scope, 'cesionMasiva');
    return listEnvios(scope, deps);
  },
};
