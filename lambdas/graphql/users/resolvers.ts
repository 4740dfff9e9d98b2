import { grantedFlags } from '@domain/accounts/permission-editor';
import { resolveTenantScope } from '../../access/tenant-scope';
import { ACCOUNT_MESSAGES } from '../../services/accounts/account-messages';
import { stringArgs } from '../read-args';
import type { Resolver } from '../types';
import { readExecutiveRows, readUserInput } from './user-input';

/**
 * Users area. `empresasUsuario`: the factorings the signed-in user may act for (the header's company
 * selector; core-platform §2 "Shell", §3 "Empresa"), i.e. its userCompanies rows, custom:rutCesionario's first,
 * as `[{rut, razonSocial}]`. The 'Cuentas' fields (core-platform §7 user management) go to the one
 * AccountService the REST routes share; each needs cuentas in the factoring it acts for.
 */
export const userResolvers: Record<string, Resolver> = {
  'Query.empresasUsuario': async ({ identity }) =>
    identity.companies.map(({ rut, razonSocial }) => ({ rut, razonSocial })),
  'Query.users': async ({ args, identity, deps }) => {
    const scope = resolveTenantScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring, { flag: 'cuentas' });
    const accounts = await deps.accounts.list(scope);
    const empresa = scope.rutFactoring;
    return accounts.map(({ flags, ...account }) => ({ ...account, empresa, permisos: grantedFlags(flags) }));
  },
  'Mutation.createUser': async ({ args, identity, deps }) => {
    const input = readUserInput(args);
    const creados = await deps.accounts.create(
      resolveTenantScope(identity, input.empresa, { flag: 'cuentas' }),
      input.emails.length > 0 ? input.emails : [input.email],
      input.flags,
    );
    const failed = creados.filter((outcome) => outcome.error !== null);
    return {
      success: failed.length === 0,
      body:
        failed.length === 0
          ? ACCOUNT_MESSAGES.created
          : failed.map((outcome) => `${outcome.email}: ${outcome.error}`).join('; '),
      creados,
    };
  },
  'Mutation.editUser': async ({ args, identity, deps }) => {
    const input = readUserInput(args);
    await deps.accounts.edit(
      resolveTenantScope(identity, input.empresa, { flag: 'cuentas' }),
      input.email,
      input.flags,
    );
    return { success: true, body: ACCOUNT_MESSAGES.updated, creados: [] };
  },
  'Mutation.deleteUser': async ({ args, identity, deps }) => {
    const input = readUserInput(args);
    await deps.accounts.delete(resolveTenantScope(identity, input.empresa, { flag: 'cuentas' }), input.email);
    return { success: true, body: ACCOUNT_MESSAGES.deleted, creados: [] };
  },
  'Mutation.unlinkUser': async ({ args, identity, deps }) => {
    const input = readUserInput(args);
    await deps.accounts.unlink(resolveTenantScope(identity, input.empresa, { flag: 'cuentas' }), input.email);
    return { success: true, body: ACCOUNT_MESSAGES.unlinked, creados: [] };
  },
  'Mutation.editPassUser': async ({ args, identity, deps }) => {
    const { email, password, rutFactoring } = stringArgs(args, ['email', 'password', 'rutFactoring']);
    await deps.accounts.setTemporaryPassword(
      resolveTenantScope(identity, rutFactoring, { flag: 'cuentas' }),
      email,
      password,
    );
    return { success: true, body: ACCOUNT_MESSAGES.passwordSet, creados: [] };
  },
  'Mutation.insertarArrayEjecutivoEmpresa': async ({ args, identity, deps }) => {
    const { rutFactoring } = stringArgs(args, ['rutFactoring']);
    const rows = readExecutiveRows(args);
    return deps.accounts.assignExecutives(resolveTenantScope(identity, rutFactoring, { flag: 'cuentas' }), rows);
  },
};
