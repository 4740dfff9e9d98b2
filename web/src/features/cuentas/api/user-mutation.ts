import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grantedFlags } from '@domain/accounts/permission-editor';
import type { PermissionFlags } from '@domain/permissions';
import type { UserResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { usersKey } from './get-users';

/** The account mutations of core-platform §7, each taking a userInput. */
export type UserMutation = 'createUser' | 'editUser' | 'deleteUser' | 'unlinkUser';

/** What a mutation sends: e-mails for createUser, one e-mail for the others, and the flags. */
export interface UserRequest {
  email?: string;
  emails?: string[];
  flags?: PermissionFlags;
}

/**
 * Runs one account mutation for the factoring (userInput: empresa, email or emails, permisos as granted names).
 * @throws ApiError with the server's reason (Forbidden: no cuentas or a flag one does not hold; NotFound) or a
 *   transport failure.
 */
export async function runUserMutation(
  field: UserMutation,
  rutFactoring: string,
  request: UserRequest,
): Promise<UserResultado> {
  const query = /* GraphQL */ `
    mutation User($userInput: UserInput!) {
      ${field}(userInput: $userInput) { success body creados { email error } }
    }
  `;
  const userInput = {
    empresa: rutFactoring,
    email: request.email,
    emails: request.emails,
    permisos: request.flags ? grantedFlags(request.flags) : undefined,
  };
  const data = await runGraphql<Record<UserMutation, UserResultado>>(query, { userInput });
  return data[field];
}

/** Mutation hook of one account mutation; afterwards (success or not) the accounts list loads again. */
export function useUserMutation(rutFactoring: string, field: UserMutation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UserRequest) => runUserMutation(field, rutFactoring, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(rutFactoring) }),
  });
}
