import { resolveIdentity, type IdentityDeps } from '../platform/identity';
import { assertOperationAllowed, REALTIME_CONNECT_ACCESS } from '../platform/operation-permissions';
import { assertActsFor } from '../platform/tenant';
import type { ConnectionRepository } from '../store/connection-repository';

export interface RealtimeDeps extends IdentityDeps {
  connections: ConnectionRepository;
  now: () => Date;
}

/**
 * Opens an eventoBack subscription (core-platform §7 "real-time channel registered with the token"):
 * the id token is verified, the connect's declared access checked (lambdas/platform/operation-permissions.ts) and the
 * factoring checked against the user's companies before the connection is stored; pushes for that factoring then reach it.
 * @throws UnauthorizedError for a missing or invalid token; ForbiddenError for a foreign factoring.
 */
export async function openConnection(
  deps: RealtimeDeps,
  input: { connectionId: string; token: string | undefined; rutFactoring: string | undefined },
): Promise<void> {
  const identity = await resolveIdentity(input.token, deps);
  assertOperationAllowed(identity, REALTIME_CONNECT_ACCESS, '$connect');
  const rutFactoring = assertActsFor(identity, input.rutFactoring ?? '');
  await deps.connections.put({
    connectionId: input.connectionId,
    rutFactoring,
    username: identity.username,
    connectedAt: deps.now().toISOString(),
  });
}

/** Forgets a closed connection. */
export async function closeConnection(deps: RealtimeDeps, connectionId: string): Promise<void> {
  await deps.connections.delete(connectionId);
}
