import { getDeudor, updateDeudor } from '../../services/notificaciones/deudores';
import { readNotificacionInput } from '../../services/notificaciones/notificacion-input';
import { notificarDeudores } from '../../services/notificaciones/notificar-deudores';
import { runOnce } from '../../services/idempotency/run-once';
import type { Identity } from '../../access/identity';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';
import { stringArgs } from '../read-args';
import type { Resolver } from '../types';

/** Every notification field: the user acts for the factoring and holds notificaciones (core-platform §6). */
function authorize(identity: Identity, rutFactoring: string): TenantScope {
  return resolveTenantScope(identity, rutFactoring, { flag: 'notificaciones' });
}

/**
 * Debtor notifications area (core-platform §2 "Notifications screen", §7 notificaCesionoRecesion, deudor,
 * updateDeudor): the notices by e-mail (lambdas/services/notificaciones/notificar-deudores.ts), run once per
 * idempotencyKey or identical request so a retry never e-mails twice (an answer after which something was sent is
 * kept; one that sent nothing may be tried again), and the e-mails kept per debtor.
 */
export const notificacionResolvers: Record<string, Resolver> = {
  'Query.deudor': async ({ args, identity, deps }) => {
    const { rutDeudor, rutFactoring } = stringArgs(args, ['rutDeudor', 'rutFactoring']);
    return getDeudor(authorize(identity, rutFactoring), rutDeudor, deps.notificaciones);
  },
  'Mutation.updateDeudor': async ({ args, identity, deps }) => {
    const { rut, email, rutFactoring } = stringArgs(args, ['rut', 'email', 'rutFactoring']);
    return updateDeudor(authorize(identity, rutFactoring), rut, email, deps.notificaciones, deps.now());
  },
  'Mutation.notificaCesionoRecesion': async ({ args, identity, deps }) => {
    const scope = authorize(identity, stringArgs(args, ['empresa']).empresa);
    const { idempotencyKey, ...body } = args;
    return runOnce(
      deps.idempotency,
      {
        operation: 'Mutation.notificaCesionoRecesion',
        factoring: scope.rutFactoring,
        caller: identity,
        key: typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey : undefined,
        body,
      },
      deps.now(),
      () => notificarDeudores(readNotificacionInput(body), scope, deps),
      (resultado) => resultado.notificados > 0,
    );
  },
};
