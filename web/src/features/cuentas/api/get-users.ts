import { useQuery } from '@tanstack/react-query';
import { flagsFromList } from '@domain/accounts/permission-editor';
import { runGraphql } from '@web/lib/graphql';
import type { Usuario } from '@domain/wire/schema-types';
import type { Account } from '../model/account';

const USERS = /* GraphQL */ `
  query Users($rutFactoring: String!) {
    users(rutFactoring: $rutFactoring) {
      email
      estado
      lastLogin
      empresasConsultadas
      permisos
      vinculada
    }
  }
`;

/** A Usuario as USERS selects it. */
type UsuarioAnswer = Pick<Usuario, 'email' | 'estado' | 'lastLogin' | 'empresasConsultadas' | 'permisos' | 'vinculada'>;

/**
 * The factoring's accounts, its own and those of other factorings linked to it (users of core-platform §7), sorted by
 * e-mail, flags read from their granted names.
 * @throws ApiError (Forbidden without cuentas) or a transport failure.
 */
export async function getUsers(rutFactoring: string): Promise<Account[]> {
  const data = await runGraphql<{ users: UsuarioAnswer[] }>(USERS, { rutFactoring });
  return data.users.map(({ permisos, ...account }) => ({ ...account, flags: flagsFromList(permisos) }));
}

/** Query key of {@link useUsers}; the account mutations invalidate it. */
export const usersKey = (rutFactoring: string) => ['cuentas', rutFactoring] as const;

/** Query hook for {@link getUsers}, keyed by factoring. */
export function useUsers(rutFactoring: string, enabled: boolean) {
  return useQuery({ queryKey: usersKey(rutFactoring), queryFn: () => getUsers(rutFactoring), enabled });
}
