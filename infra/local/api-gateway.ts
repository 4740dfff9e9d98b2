import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { API_HOST_HEADERS, BodyTooLargeError, listenLocal, readBody, type LocalHttpHost } from './http-server';

/** A Lambda handler of an API Gateway proxy integration (lambdas/rest/handler.ts or its router). */
export type RestHandler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** Bodies API Gateway hands over as text; any other media type arrives base64-encoded (binary media types). */
const TEXT_BODY = /^(text\/|application\/(json|xml|x-www-form-urlencoded))/i;

/**
 * API Gateway (REST API, Lambda proxy integration) on one machine: every request becomes an
 * APIGatewayProxyEvent (headers with the client's casing, query string, body) for `handler`, and its
 * proxy result becomes the HTTP response. A body over the AWS payload limit is answered 413 without calling the
 * handler (lambdas/platform/request-limits.ts). Answers CORS preflights itself and adds CORS headers (and the APIs'
 * nosniff and no-store) to every response, as the API's CORS configuration and gateway responses do on AWS.
 * @returns the base URL ('http://127.0.0.1:{port}'; routes such as /v1/jwt/empresas hang from it), the
 *   port and stop().
 */
export async function startLocalApiGateway(handler: RestHandler, port = 0): Promise<LocalHttpHost> {
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, API_HOST_HEADERS).end();
      return;
    }
    void readBody(req)
      .then((body) => handler(toProxyEvent(req, body)))
      .then(
        (result) => {
          const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
          res.writeHead(result.statusCode, responseHeaders(result)).end(body);
        },
        (error: unknown) => {
          if (error instanceof BodyTooLargeError) {
            res
              .writeHead(413, { ...API_HOST_HEADERS, 'content-type': 'application/json', connection: 'close' })
              .end(JSON.stringify({ message: error.message }));
            return;
          }
          console.error('Local API Gateway: handler failed', error);
          res
            .writeHead(502, { ...API_HOST_HEADERS, 'content-type': 'application/json' })
            .end('{"message":"Internal server error"}');
        },
      );
  });
  return listenLocal(server, port);
}

/** The proxy result's headers (names lower-cased so no header is sent twice) over the host's own ones. */
function responseHeaders(result: APIGatewayProxyResult): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...API_HOST_HEADERS };
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name.toLowerCase()] = values.map(String);
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  return headers;
}

/** The proxy event API Gateway builds for one request (stage 'local'; no authorizer: the handler verifies). */
function toProxyEvent(req: http.IncomingMessage, body: Buffer): APIGatewayProxyEvent {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    const value = req.rawHeaders[i + 1] as string;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  const hasQuery = Object.keys(query).length > 0;
  const isText = TEXT_BODY.test(req.headers['content-type'] ?? 'text/plain');
  const method = req.method ?? 'GET';
  return {
    resource: url.pathname,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length > 0 ? body.toString(isText ? 'utf8' : 'base64') : null,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: undefined,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: method,
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: url.pathname,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}
