import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { usersKey } from './get-users';

/**
 * Sets a temporary password on one of the factoring's accounts (core-platform §7 editPassUser): the user chooses a new
 * one at the next sign-in.
 * @throws ApiError with the server's reason (BadRequest: the password rules or one's own account; Forbidden: no
 *   cuentas, an account with flags the caller lacks or linked to another factoring; NotFound) or a transport failure.
 */
export async function setTemporaryPassword(
  rutFactoring: string,
  email: string,
  password: string,
): Promise<UserResultado> {
  const query = /* GraphQL */ `
    mutation EditPass($email: String!, $password: String!, $rutFactoring: String!) {
      editPassUser(email: $email, password: $password, rutFactoring: $rutFactoring) { success body creados { email error } }
    }
  `;
  const data = await runGraphql<{ editPassUser: UserResultado }>(query, { email, password, rutFactoring });
  return data.editPassUser;
}

/**
 * Mutation hook of {@link setTemporaryPassword}; afterwards the accounts list loads again (the account is 'Pendiente').
 */
export function useSetTemporaryPassword(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      setTemporaryPassword(rutFactoring, email, password),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(rutFactoring) }),
  });
}
