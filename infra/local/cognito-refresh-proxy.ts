import http from 'node:http';
import { listenLocal, readBody, type LocalHttpHost } from './http-server';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

interface UpstreamReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A small proxy in front of cognito-local that lets Amplify v6 refresh sessions: Amplify calls
 * `GetTokensFromRefreshToken`, which cognito-local lacks, so that target is rewritten to `InitiateAuth`
 * with `AuthFlow: REFRESH_TOKEN_AUTH` and the answer reduced to `{AuthenticationResult}` (the
 * GetTokensFromRefreshToken response shape; Amplify keeps the old refresh token when none comes back).
 * Every other request (all other targets, CORS preflights, /.well-known) passes through unchanged.
 * Source: ARCHITECTURE.md "known gotchas" (cognito-local). Returns the proxy's URL and stop().
 */
export async function startCognitoRefreshProxy(cognitoEndpoint: string, port = 0): Promise<LocalHttpHost> {
  const upstream = new URL(cognitoEndpoint);
  const server = http.createServer((req, res) => {
    void handle(req, upstream).then(
      (reply) => res.writeHead(reply.status, withoutHopHeaders(reply.headers)).end(reply.body),
      (error: unknown) =>
        res
          .writeHead(502, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          .end(JSON.stringify({ __type: 'ProxyError', message: String(error) })),
    );
  });
  return listenLocal(server, port);
}

async function handle(req: http.IncomingMessage, upstream: URL): Promise<UpstreamReply> {
  const body = await readBody(req);
  if (req.headers['x-amz-target'] !== `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
    return forward(upstream, req.method ?? 'GET', req.url ?? '/', req.headers, body);
  }
  const request = JSON.parse(body.toString('utf8') || '{}') as {
    ClientId?: string;
    RefreshToken?: string;
    ClientMetadata?: Record<string, string>;
  };
  const initiateAuth = Buffer.from(
    JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    }),
  );
  const headers = { ...req.headers, 'x-amz-target': `${TARGET_PREFIX}InitiateAuth` };
  const reply = await forward(upstream, 'POST', '/', headers, initiateAuth);
  if (reply.status !== 200) return reply;
  const { AuthenticationResult } = JSON.parse(reply.body.toString('utf8')) as { AuthenticationResult?: unknown };
  return { ...reply, body: Buffer.from(JSON.stringify({ AuthenticationResult })) };
}

function forward(
  upstream: URL,
  method: string,
  path: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<UpstreamReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers: { ...withoutHopHeaders(headers), host: upstream.host, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Drops the headers that describe one hop (length and framing are recomputed for the rewritten body). */
function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const {
    connection: _connection,
    'content-length': _length,
    'transfer-encoding': _encoding,
    'keep-alive': _keepAlive,
    ...rest
  } = headers;
  return rest;
}
