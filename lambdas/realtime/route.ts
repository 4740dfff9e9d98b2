import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { createDynamoDocumentClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { AppError } from '../platform/errors';
import { createIdentityDeps } from '../access/identity-deps';
import { ConnectionRepository } from '../store/connection-repository';
import { closeConnection, openConnection, type RealtimeDeps } from './connections';

/** A WebSocket API event as API Gateway hands it over, with the $connect's query string and handshake headers. */
export type WebsocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string | undefined>;
};

/** A header of the $connect event, whatever the case API Gateway kept. */
function headerValue(headers: WebsocketEvent['headers'], name: string): string | undefined {
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
}

const STATUS: Record<AppError['code'], number> = {
  Unauthorized: 401,
  Forbidden: 403,
  BadRequest: 400,
  NotFound: 404,
  Internal: 500,
};

/** The WebSocket API's dependencies from the server configuration: identity checks and the connections table. */
export function createRealtimeDeps(config: ServerConfig): RealtimeDeps {
  const doc = createDynamoDocumentClient(config);
  return {
    ...createIdentityDeps(config, doc),
    connections: new ConnectionRepository(doc, config.tables.connections),
    now: () => new Date(),
  };
}

/**
 * Routes one event of the WebSocket API ($connect, $disconnect, $default). $connect takes the id token as the second
 * subprotocol (header Sec-WebSocket-Protocol, domain/evento-back-protocol.ts) and `rutFactoring` in the query string,
 * and answers the chosen subprotocol, without which browsers drop the socket; $default answers a ping so clients can
 * keep the socket alive. Returns 200, or the status of the AppError that refused the connection.
 * @throws any error that is not an AppError (the store's, for one).
 */
export async function realtimeRoute(event: WebsocketEvent, deps: RealtimeDeps): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === '$connect') {
      const protocol = await openConnection(deps, {
        connectionId,
        protocols: headerValue(event.headers, 'sec-websocket-protocol'),
        rutFactoring: event.queryStringParameters?.rutFactoring,
      });
      return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': protocol } };
    } else if (routeKey === '$disconnect') {
      await closeConnection(deps, connectionId);
    } else {
      return { statusCode: 200, body: JSON.stringify({ evento: 'pong' }) };
    }
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof AppError) return { statusCode: STATUS[error.code], body: error.message };
    throw error;
  }
}
