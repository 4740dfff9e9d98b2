import {
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionRepository } from '../store/connection-repository';

/** The message pushed on the 'eventoBack' channel (core-platform §7) after each refresh of a factoring that read the SII. */
export interface EventoBackMessage {
  evento: 'eventoBack';
  tipo: 'refresh';
  rutFactoring: string;
  /** cessions written or changed by the run (0: nothing changed, only the refresh instant is new) */
  cambios: number;
  /** ISO instant of the refresh */
  fecha: string;
}

export interface PushDeps {
  connections: ConnectionRepository;
  management: ApiGatewayManagementApiClient;
}

/**
 * Sends a message to every open connection of the factoring; connections that are gone (410)
 * are forgotten. Returns how many connections received it.
 */
export async function pushEventoBack(deps: PushDeps, message: EventoBackMessage): Promise<number> {
  const connections = await deps.connections.listForFactoring(message.rutFactoring);
  const data = new TextEncoder().encode(JSON.stringify(message));
  let delivered = 0;
  await Promise.all(
    connections.map(async ({ connectionId }) => {
      try {
        await deps.management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        delivered += 1;
      } catch (error) {
        if (error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) {
          await deps.connections.delete(connectionId);
        } else {
          throw error;
        }
      }
    }),
  );
  return delivered;
}
