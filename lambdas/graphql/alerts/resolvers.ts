import { resolveTenantScope } from '../../access/tenant-scope';
import { stringArgs } from '../read-args';
import type { Resolver } from '../types';
import { readMarkReadArgs, readPreferencesArgs } from './alert-args';
import { preferenciasAlertas, updatePreferenciasAlertas } from '../../services/alerts/alert-preferences';
import { alertasUsuario, marcarAlertasLeidas } from '../../services/alerts/alert-bell';

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
  'Query.alertasUsuario': async ({ args, identity, deps }) =>
    alertasUsuario(resolveTenantScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring), deps),
  'Mutation.marcarAlertasLeidas': async ({ args, identity, deps }) => {
    const { rutFactoring, ids } = readMarkReadArgs(args);
    return marcarAlertasLeidas(resolveTenantScope(identity, rutFactoring), ids, deps);
  },
};
