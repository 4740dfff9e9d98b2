import {
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createManagementClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import type { FactoringScope } from '../platform/factoring-scope';
import { ConnectionRepository, type ConnectionRecord } from '../store/connection-repository';
import { UserCompanyRepository } from '../store/user-company-repository';

/**
 * The message pushed on the 'eventoBack' channel (core-platform §7) after each refresh of a factoring that read the
 * SII.
 */
export interface EventoBackRefresh {
  evento: 'eventoBack';
  tipo: 'refresh';
  rutFactoring: string;
  /** cessions written or changed by the run (0: nothing changed, only the refresh instant is new) */
  cambios: number;
  /** ISO instant of the refresh */
  fecha: string;
}

/** An alert of one user, as the bell lists it (lambdas/graphql/alerts Alerta). */
export interface EventoBackAlertaItem {
  id: string;
  tipo: string;
  titulo: string;
  detalle: string;
  /** ISO instant of what happened */
  fecha: string;
  /** ISO instant the alert was stored */
  creadaEn: string;
  leida: boolean;
  /** the document's emisor, deudor, cedente and cesionario (the title names the emisor; demo mode masks them) */
  partes: { rut: string; razonSocial: string }[];
  /** the document the alert is about: its emisor 'NNNNNNNN-D', SII document type and folio */
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
}

/** The message pushed to one user's connections of a factoring when an alert for them is stored. */
export interface EventoBackAlerta {
  evento: 'eventoBack';
  tipo: 'alerta';
  rutFactoring: string;
  /** the Cognito username it is for: only that user's connections receive it */
  username: string;
  alerta: EventoBackAlertaItem;
}

/**
 * The message pushed to every open connection of a factoring when a client sync recorded sales-ledger radar changes
 * (client-radar.md §3, §4): the screen asks GET api/invoice-changes for what follows its last id.
 */
export interface EventoBackCambiosFacturas {
  evento: 'eventoBack';
  tipo: 'cambios-facturas';
  rutFactoring: string;
  /** how many change records were written */
  nuevos: number;
  /** the highest id written */
  lastId: number;
}

export type EventoBackMessage = EventoBackRefresh | EventoBackAlerta | EventoBackCambiosFacturas;

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
