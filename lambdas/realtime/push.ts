import {
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionRepository } from '../store/connection-repository';

/** The message pushed on the 'eventoBack' channel (core-platform §7) after each refresh of a factoring that read the SII. */
export interface EventoBackRefresh {
  evento: 'eventoBack';
  tipo: 'refresh';
  rutFactoring: string;
  /** cessions written or changed by the run (0: nothing changed, only the refresh instant is new) */
  cambios: number;
  /** ISO instant of the refresh */
  fecha: string;
}

/** An alert of one user (issue 15 §4), as the bell lists it (lambdas/graphql/alerts Alerta). */
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
}

/** The message pushed to one user's connections of a factoring when an alert for them is stored (issue 15 §4). */
export interface EventoBackAlerta {
  evento: 'eventoBack';
  tipo: 'alerta';
  rutFactoring: string;
  /** the Cognito username it is for: only that user's connections receive it */
  username: string;
  alerta: EventoBackAlertaItem;
}

export type EventoBackMessage = EventoBackRefresh | EventoBackAlerta;

export interface PushDeps {
  connections: ConnectionRepository;
  management: ApiGatewayManagementApiClient;
}

/**
 * Sends a message to every open connection of the factoring ('refresh'), or only to those its user opened ('alerta');
 * connections that are gone (410) are forgotten. Returns how many connections received it.
 */
export async function pushEventoBack(deps: PushDeps, message: EventoBackMessage): Promise<number> {
  const all = await deps.connections.listForFactoring(message.rutFactoring);
  const connections = message.tipo === 'alerta' ? all.filter((connection) => connection.username === message.username) : all;
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
