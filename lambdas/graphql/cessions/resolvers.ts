import { ROLE_FLAG } from '@domain/permissions';
import type { SiiRole } from '@domain/sii-role';
import { resolveTenantScope } from '../../access/tenant-scope';
import type { Resolver, ResolverContext } from '../types';
import { parseCessionListArgs } from '../../services/cessions/list-args';
import { listCessions } from '../../services/cessions/list-cessions';
import { ultimaActualizacion } from '../../services/cessions/ultima-actualizacion';
import { primeraActualizacion } from '../../services/cessions/primera-actualizacion';
import { filasSiiNoLeidas, unreadRowsRole } from '../../services/cessions/unread-rows';

/** The factoring asked in `args.rutFactoring`, checked against the caller; with the role's flag when given. */
function scopeOf({ args, identity }: ResolverContext, role?: SiiRole) {
  return resolveTenantScope(identity, String(args.rutFactoring ?? ''), role && { flag: ROLE_FLAG[role] });
}

function listOf(role: SiiRole): Resolver {
  return async ({ args, identity, deps }) => {
    const list = parseCessionListArgs(args);
    return listCessions(role, list, resolveTenantScope(identity, list.rutFactoring, { flag: ROLE_FLAG[role] }), deps);
  };
}

/**
 * Cessions area: the three list queries of core-platform §7, one per SII role of the factoring:
 * acquired (cesionario), assigned (cedente) and owed (deudor), each returning a CesionPage; and the rows of each
 * list's SII answers that the latest refresh could not read (FilasSiiNoLeidas); the instant of the factoring's last
 * refresh (the screens' refresh note); the progress of its first refresh.
 */
export const cessionResolvers: Record<string, Resolver> = {
  'Query.archivosElectronicoDeCesionRecuperados': listOf('cesionario'),
  'Query.archivosElectronicoDeCesionRecuperadosDeCedente': listOf('cedente'),
  'Query.archivosElectronicoDeCesionRecuperadosDeDeudor': listOf('deudor'),
  'Query.filasSiiNoLeidas': async (context) => {
    const role = unreadRowsRole(context.args.lista);
    return filasSiiNoLeidas(role, scopeOf(context, role), context.deps);
  },
  'Query.ultimaActualizacion': async (context) => ultimaActualizacion(scopeOf(context), context.deps),
  'Query.primeraActualizacion': async (context) => primeraActualizacion(scopeOf(context), context.deps, new Date()),
};
