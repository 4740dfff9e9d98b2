import { EVENTO_BACK_PROTOCOL, tokenFromProtocols } from '@domain/evento-back-protocol';
import { resolveIdentity, type IdentityDeps } from '../access/identity';
import { admitOperation, REALTIME_CONNECT_ACCESS } from '../access/operation-permissions';
import { resolveTenantScope } from '../access/tenant-scope';
import { UnauthorizedError } from '../platform/errors';
import type { ConnectionRepository } from '../store/connection-repository';

export interface RealtimeDeps extends IdentityDeps {
  connections: ConnectionRepository;
  now: () => Date;
}

/**
 * Opens an eventoBack subscription (core-platform §7 "real-time channel registered with the token"): the id token
 * comes as the second subprotocol of the handshake (domain/evento-back-protocol.ts, never in the URL), is verified, the
 * connect's declared access checked (lambdas/access/operation-permissions.ts) and the factoring checked against the
 * user's companies before the connection is stored with the token's expiry; pushes for that factoring then reach it
 * until then. Takes the raw Sec-WebSocket-Protocol header and rutFactoring (query string); returns the subprotocol the
 * handshake must answer ('eventoBack').
 * @throws UnauthorizedError for a missing, invalid or expired token; ForbiddenError for a foreign factoring.
 */
export async function openConnection(
  deps: RealtimeDeps,
  input: { connectionId: string; protocols: string | undefined; rutFactoring: string | undefined },
): Promise<string> {
  const identity = admitOperation(
    await resolveIdentity(tokenFromProtocols(input.protocols), deps),
    REALTIME_CONNECT_ACCESS,
    '$connect',
  );
  const rutFactoring = resolveTenantScope(identity, input.rutFactoring ?? '').rutFactoring;
  if (identity.tokenExpiresAt === undefined) throw new UnauthorizedError();
  await deps.connections.put({
    connectionId: input.connectionId,
    rutFactoring,
    username: identity.username,
    connectedAt: deps.now().toISOString(),
    expiresAt: identity.tokenExpiresAt,
  });
  return EVENTO_BACK_PROTOCOL;
}

/** Forgets a closed connection. */
export async function closeConnection(deps: RealtimeDeps, connectionId: string): Promise<void> {
  await deps.connections.delete(connectionId);
}
