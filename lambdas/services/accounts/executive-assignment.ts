import type { TenantScope } from '@lambdas/access/tenant-scope';
import type { UserDirectory } from '@lambdas/access/user-directory';
import type { ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { ExecutiveChange, ExecutiveRepository } from '@lambdas/store/executive-repository';
import { isClientOf } from '../company-files/client-of';

/** What an assignment change did: the repository's outcome, or why nothing was tried. */
export type ExecutiveAssignmentOutcome = ExecutiveChange | 'not-a-client' | 'not-registered';

/** What the assignment of one executive reads and writes. */
export interface ExecutiveAssignmentDeps {
  clientDbs: Pick<ClientDbObjects, 'contentHash'>;
  users: Pick<UserDirectory, 'listForFactoring'>;
  executives: Pick<ExecutiveRepository, 'add' | 'remove'>;
}

/**
 * Assigns (`add`) or removes (`remove`) the executive `email` (lower case) of the client `rutCliente` (normalised) of
 * the scope's factoring (client-radar.md §5): only for a client the factoring has a database for and an e-mail of one
 * of its registered users.
 * @returns 'done'; 'unchanged' when already assigned (add) or not assigned (remove); 'not-a-client' or
 *   'not-registered' when nothing was tried.
 */
export async function changeExecutive(
  scope: TenantScope,
  change: 'add' | 'remove',
  target: { rutCliente: string; email: string },
  deps: ExecutiveAssignmentDeps,
): Promise<ExecutiveAssignmentOutcome> {
  if (!(await isClientOf(deps.clientDbs, scope, target.rutCliente))) return 'not-a-client';
  const users = await deps.users.listForFactoring(scope);
  if (!users.some((user) => user.email.toLowerCase() === target.email)) return 'not-registered';
  return deps.executives[change](scope, target.rutCliente, target.email);
}
