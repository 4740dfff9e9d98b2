import { alertaItem } from '../../services/alerts/alerts-sink';
import { assertActsFor } from '../../access/tenant';
import { stringArgs } from '../credentials/credential-args';
import type { Resolver, ResolverContext } from '../types';
import { readMarkReadArgs, readPreferencesArgs } from './alert-args';
import { preferenciasAlertas, updatePreferenciasAlertas } from '../../services/alerts/alert-preferences';

/** How many alerts the bell lists. */
export const BELL_SIZE = 50;

/** The caller's bell for a factoring they act for. */
async function bell({ identity, deps }: ResolverContext, rutFactoring: string) {
  const rut = assertActsFor(identity, rutFactoring);
  const { alertas, noLeidas } = await deps.alerts.listForUser(identity.username, rut, BELL_SIZE);
  return { noLeidas, alertas: alertas.map(alertaItem) };
}

/**
 * User alerts (beyond the spec): each user's own preferences and alerts, per factoring they act for
 * (assertActsFor); the username always comes from the verified token, so a user reads and edits only their own.
 * Which types a user may have is decided by their flags (domain/alerts/alert-types.ts ALERT_TYPE_FLAG).
 */
export const alertResolvers: Record<string, Resolver> = {
  'Query.preferenciasAlertas': async ({ args, identity, deps }) =>
    preferenciasAlertas(stringArgs(args, ['rutFactoring']).rutFactoring, identity, deps),
  'Mutation.updatePreferenciasAlertas': async ({ args, identity, deps }) =>
    updatePreferenciasAlertas(readPreferencesArgs(args), identity, deps),
  'Query.alertasUsuario': async (context) => bell(context, stringArgs(context.args, ['rutFactoring']).rutFactoring),
  'Mutation.marcarAlertasLeidas': async (context) => {
    const { rutFactoring, ids } = readMarkReadArgs(context.args);
    const rut = assertActsFor(context.identity, rutFactoring);
    await context.deps.alerts.markRead(context.identity.username, rut, ids);
    return bell(context, rut);
  },
};
