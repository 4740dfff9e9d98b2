import {
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventoBackMessage } from '@domain/wire/evento-back';
import { createManagementClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import type { FactoringScope } from '../platform/factoring-scope';
import { ConnectionRepository, type ConnectionRecord } from '../store/connection-repository';
import { UserCompanyRepository } from '../store/user-company-repository';

/** A message as its sender writes it: pushEventoBack fills in `rutFactoring` from the scope it is pushed for. */
export type EventoBackBody<M extends EventoBackMessage = EventoBackMessage> = M extends unknown
  ? Omit<M, 'rutFactoring'>
  : never;

export interface PushDeps {
  connections: Pick<ConnectionRepository, 'listForFactoring' | 'delete'>;
  management: ApiGatewayManagementApiClient;
  /** Read to learn whether a user still holds a factoring granted by a userCompanies row. */
  userCompanies: Pick<UserCompanyRepository, 'listForUser'>;
  now: () => Date;
}

/**
 * The push dependencies of this deployment, or null when no WebSocket API is configured (`config.websocketEndpoint`).
 * @param doc the caller's DynamoDB document client.
 */
export function createPushDeps(config: ServerConfig, doc: DynamoDBDocumentClient): PushDeps | null {
  if (!config.websocketEndpoint) return null;
  return {
    connections: new ConnectionRepository(doc, config.tables.connections),
    management: createManagementClient(config),
    userCompanies: new UserCompanyRepository(doc, config.tables.userCompanies),
    now: () => new Date(),
  };
}

/**
 * Sends a message to every open connection of the scope's factoring ('refresh', 'cambios-facturas'), or only to those
 * its user opened ('alerta'); the message names that factoring (`rutFactoring`).
 * A connection whose id token has expired, or whose user no longer holds the factoring through a userCompanies row
 * (read from the store at each push, the home factoring's row included: a deleted or unlinked user still carries its
 * home in the token), is closed and forgotten instead, so a socket never outlives its right; connections that are
 * gone (410) are forgotten. Returns how many connections received it.
 */
export async function pushEventoBack(deps: PushDeps, scope: FactoringScope, body: EventoBackBody): Promise<number> {
  const message: EventoBackMessage = { ...body, rutFactoring: scope.rutFactoring };
  const all = await deps.connections.listForFactoring(scope);
  const addressed =
    message.tipo === 'alerta' ? all.filter((connection) => connection.username === message.username) : all;
  const { open, revoked } = await splitByRight(deps, addressed);
  const data = new TextEncoder().encode(JSON.stringify(message));
  let delivered = 0;
  await Promise.all([
    ...revoked.map(async ({ connectionId }) => {
      await deps.management
        .send(new DeleteConnectionCommand({ ConnectionId: connectionId }))
        .catch((error: unknown) => {
          if (!isGone(error)) throw error;
        });
      await deps.connections.delete(connectionId);
    }),
    ...open.map(async ({ connectionId }) => {
      try {
        await deps.management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        delivered += 1;
      } catch (error) {
        if (!isGone(error)) throw error;
        await deps.connections.delete(connectionId);
      }
    }),
  ]);
  return delivered;
}

/** Splits connections into those still entitled to the factoring and those whose token expired or membership ended. */
async function splitByRight(
  deps: PushDeps,
  connections: readonly ConnectionRecord[],
): Promise<{ open: ConnectionRecord[]; revoked: ConnectionRecord[] }> {
  const nowSeconds = deps.now().getTime() / 1000;
  const checked = new Map<string, Promise<Set<string>>>();
  const companiesOf = (username: string) => {
    if (!checked.has(username)) {
      checked.set(
        username,
        deps.userCompanies.listForUser(username).then((rows) => new Set(rows.map((row) => row.rutEmpresa))),
      );
    }
    return checked.get(username)!;
  };
  const open: ConnectionRecord[] = [];
  const revoked: ConnectionRecord[] = [];
  for (const connection of connections) {
    const expired = !(connection.expiresAt > nowSeconds);
    const lost = !expired && !(await companiesOf(connection.username)).has(connection.rutFactoring);
    (expired || lost ? revoked : open).push(connection);
  }
  return { open, revoked };
}

function isGone(error: unknown): boolean {
  return (
    error instanceof GoneException ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
  );
}
