import { alertaItem } from '../../services/alerts/alerts-sink';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';
import { stringArgs } from '../credentials/credential-args';
import type { Resolver, ResolverContext } from '../types';
import { readMarkReadArgs, readPreferencesArgs } from './alert-args';
import { preferenciasAlertas, updatePreferenciasAlertas } from '../../services/alerts/alert-preferences';

/** How many alerts the bell lists. */
export const BELL_SIZE = 50;

/** The caller's bell for a factoring they act for. */
async function bell({ deps }: ResolverContext, scope: TenantScope) {
  const { alertas, noLeidas } = await deps.alerts.listForUser(scope, scope.identity.username, BELL_SIZE);
  return { noLeidas, alertas: alertas.map(alertaItem) };
}

/**
 * User alerts (beyond the spec): each user's own preferences and alerts, per factoring they act for
 * (resolveTenantScope); the username always comes from the verified token, so a user reads and edits only their own.
 * Which types a user may have is decided by their flags (domain/alerts/alert-types.ts ALERT_TYPE_FLAG).
 */
export const alertResolvers: Record<string, Resolver> = {
  'Query.preferenciasAlertas': async ({ args, identity, deps }) =>
    preferenciasAlertas(resolveTenantScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring), deps),
  'Mutation.updatePreferenciasAlertas': async ({ args, identity, deps }) => {
    const { rutFactoring, preferencias } = readPreferencesArgs(args);
    return updatePreferenciasAlertas(preferencias, resolveTenantScope(identity, rutFactoring), deps);
  },
  'Query.alertasUsuario': async (context) =>
    bell(context, resolveTenantScope(context.identity, stringArgs(context.args, ['rutFactoring']).rutFactoring)),
  'Mutation.marcarAlertasLeidas': async (context) => {
    const { rutFactoring, ids } = readMarkReadArgs(context.args);
    const scope = resolveTenantScope(context.identity, rutFactoring);
    await context.deps.alerts.markRead(scope, scope.identity.username, ids);
    return bell(context, scope);
  },
};
