import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { listenLocal, readBody } from './http-server';

/** A WebSocket route handler with the API Gateway WebSocket Lambda signature. */
export type WebsocketHandler = (
  event: APIGatewayProxyWebsocketEventV2 & {
    queryStringParameters?: Record<string, string>;
    headers?: Record<string, string | undefined>;
  },
) => Promise<APIGatewayProxyResultV2>;

export interface LocalWebsocketHost {
  /** ws://127.0.0.1:port for browsers */
  url: string;
  /** http://127.0.0.1:port: the @connections management API used by ApiGatewayManagementApiClient */
  managementEndpoint: string;
  stop(): Promise<void>;
}

/**
 * The API Gateway WebSocket API on one machine: each socket gets a connectionId; $connect (with the
 * query string and the handshake's headers), $default (every message) and $disconnect are delivered to the same Lambda
 * handler as on AWS, and POST/DELETE /@connections/{id} lets the same push code send to a socket (410 when gone).
 */
export async function startLocalWebsocket(handler: WebsocketHandler, port = 0): Promise<LocalWebsocketHost> {
  const sockets = new Map<string, WebSocket>();
  const server = http.createServer(async (req, res) => {
    const match = /^\/@connections\/([^/?]+)/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const connectionId = decodeURIComponent(match[1] ?? '');
    const socket = sockets.get(connectionId);
    if (!socket) {
      res.writeHead(410, { 'content-type': 'application/json' }).end('{"message":"Gone"}');
      return;
    }
    if (req.method === 'DELETE') {
      socket.close(1000);
      res.writeHead(204).end();
      return;
    }
    socket.send((await readBody(req)).toString('utf8'));
    res.writeHead(200).end();
  });
  // The subprotocol the $connect answer chose for each handshake (API Gateway returns the Lambda's
  // Sec-WebSocket-Protocol header the same way); none when the handler chose none.
  const chosenProtocols = new WeakMap<http.IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (_offered, req) => chosenProtocols.get(req) ?? false,
  });

  const event = (
    routeKey: string,
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
    connectionId: string,
    extra: object,
  ) =>
    ({
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        stage: 'local',
        domainName: '127.0.0.1',
        apiId: 'local',
        requestId: randomUUID(),
        requestTimeEpoch: Date.now(),
      },
      isBase64Encoded: false,
      ...extra,
    }) as unknown as Parameters<WebsocketHandler>[0];

  // As API Gateway does, $connect runs during the handshake: a refused connection never opens and
  // the client sees the handler's status (401, 403...) as the HTTP answer.
  server.on('upgrade', async (req, socket, head) => {
    const connectionId = randomUUID();
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    );
    const result = await handler(
      event('$connect', 'CONNECT', connectionId, { queryStringParameters: query, headers }),
    ).catch(() => ({ statusCode: 500 }));
    const status = typeof result === 'object' && result && 'statusCode' in result ? (result.statusCode ?? 200) : 200;
    const protocol =
      typeof result === 'object' && result && 'headers' in result
        ? result.headers?.['Sec-WebSocket-Protocol']
        : undefined;
    if (typeof protocol === 'string') chosenProtocols.set(req, protocol);
    if (status !== 200) {
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      ws.on('message', async (data) => {
        const reply = await handler(event('$default', 'MESSAGE', connectionId, { body: data.toString() })).catch(
          () => null,
        );
        if (reply && typeof reply === 'object' && 'body' in reply && reply.body) ws.send(reply.body);
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        void handler(event('$disconnect', 'DISCONNECT', connectionId, {})).catch(() => undefined);
      });
    });
  });

  const host = await listenLocal(server, port);
  return {
    url: host.url.replace('http://', 'ws://'),
    managementEndpoint: host.url,
    stop: async () => {
      for (const socket of sockets.values()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await host.stop();
    },
  };
}
