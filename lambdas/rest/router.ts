import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { SESSION_ID_HEADER } from '@domain/assistant/assistant-contract';
import { IDEMPOTENCY_HEADER } from './idempotent';
import { tokenFromAuthorization } from '../access/authorization-header';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import { auditedRun, IMPERSONATION_HEADER, namedFactoring, resolveCaller } from '../access/impersonation';
import { admitOperation, REST_ACCESS } from '../access/operation-permissions';
import { assertSecondFactor } from '../access/second-factor';
import { ROUTES } from './routes';
import type { RestDeps } from './types';
import { BODY_TOO_LARGE_MESSAGE, MAX_REQUEST_BODY_BYTES } from '../platform/request-limits';
import { API_ANSWER_HEADERS } from '../platform/api-answer-headers';
import { appendScopeKeys, logger } from '../platform/observability';

/** HTTP status of each AppError code. */
const STATUS: Record<AppError['code'], number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Internal: 500,
};

/**
 * Answers one API Gateway proxy event: finds the route by method and path template (see {@link matchPath}),
 * verifies the id token of the Authorization header (raw or 'Bearer x') and resolves the caller exactly as the
 * GraphQL router does (with an administrator's 'x-ver-como' header checked, and every call made while seeing as
 * someone, reads and downloads included, recorded with both identities), parses the JSON body, checks the route's
 * declared access (lambdas/access/operation-permissions.ts REST_ACCESS: flags, administrator; TOTP for cuentas,
 * second-factor.ts) and runs the route with the template's path parameters. Every answer is JSON with CORS allowed
 * for any origin (auth travels in a header, never in cookies), and carries API_ANSWER_HEADERS (nosniff, no-store),
 * which a route's own headers cannot loosen.
 * Errors become `{message, errorType}` with status 400/401/403/404/500 (405 for a known path with
 * another method); unexpected errors are logged and answered 500 without details.
 */
export async function route(event: APIGatewayProxyEvent, deps: RestDeps): Promise<APIGatewayProxyResult> {
  const path = event.path.replace(/\/+$/, '') || '/';
  try {
    const candidates = ROUTES.flatMap((r) => {
      const params = matchPath(r.path, path);
      return params ? [{ route: r, params }] : [];
    });
    if (candidates.length === 0) throw new NotFoundError(`Ruta no encontrada: ${path}`);
    const match = candidates.find((c) => c.route.method === event.httpMethod.toUpperCase());
    if (!match) return reply(405, { message: `Método no permitido: ${event.httpMethod}`, errorType: 'BadRequest' });
    const identity = await resolveCaller(
      tokenFromAuthorization(header(event, 'authorization')),
      header(event, IMPERSONATION_HEADER),
      deps,
    );
    const action = `${match.route.method} ${match.route.path}`;
    const request = {
      identity,
      params: match.params,
      query: queryOf(event),
      body: bodyOf(event),
      idempotencyKey: header(event, IDEMPOTENCY_HEADER) || undefined,
      sessionId: header(event, SESSION_ID_HEADER) || undefined,
    };
    const entry = {
      action,
      rutFactoring: namedFactoring(request.query, request.body),
      now: deps.now,
    };
    appendScopeKeys(entry.action, entry.rutFactoring);
    const result = await auditedRun(
      identity,
      entry,
      async () => {
        const admitted = admitOperation(identity, REST_ACCESS[action], action);
        await assertSecondFactor(admitted, REST_ACCESS[action], deps.secondFactor);
        return match.route.handle({ ...request, identity: admitted }, deps);
      },
      deps,
    );
    return result.text === undefined
      ? reply(result.status ?? 200, result.body)
      : textReply(result.status ?? 200, result.text, result.headers ?? {});
  } catch (error) {
    if (error instanceof AppError) return reply(STATUS[error.code], { message: error.message, errorType: error.code });
    logger.error(`REST ${event.httpMethod} ${path} failed`, { error });
    return reply(500, { message: 'Error interno del servidor', errorType: 'Internal' });
  }
}

/**
 * Matches a request path (no trailing slash) against a route's path template: segment by segment, literal segments
 * must be equal and each `{name}` segment takes one non-empty segment, URL-decoded.
 * @returns the parameters by name ({} for a template without parameters), or null when the path does not match.
 * @throws BadRequestError when a parameter segment is not valid percent-encoding.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const expected = template.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of expected.entries()) {
    const segment = actual[i] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) {
      if (part !== segment) return null;
    } else if (segment === '') {
      return null;
    } else {
      params[name] = decodeSegment(segment);
    }
  }
  return params;
}

/** @throws BadRequestError for malformed percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequestError(`Segmento de ruta mal codificado: ${segment}`);
  }
}

function reply(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...API_ANSWER_HEADERS,
      'access-control-allow-origin': '*',
    },
    body: JSON.stringify(body),
  };
}

/** A route's text answer (an HTML page) with its headers, CORS allowed and API_ANSWER_HEADERS as for JSON. */
function textReply(statusCode: number, body: string, headers: Record<string, string>): APIGatewayProxyResult {
  return { statusCode, headers: { ...headers, ...API_ANSWER_HEADERS, 'access-control-allow-origin': '*' }, body };
}

/** A header value by case-insensitive name (API Gateway keeps the client's casing). */
function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((h) => h.toLowerCase() === name);
  return key ? headers[key] : undefined;
}

function queryOf(event: APIGatewayProxyEvent): Record<string, string> {
  return Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/** @throws BadRequestError when the body is over MAX_REQUEST_BODY_BYTES or is not JSON. */
function bodyOf(event: APIGatewayProxyEvent): unknown {
  if (!event.body) return null;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_REQUEST_BODY_BYTES) throw new BadRequestError(BODY_TOO_LARGE_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('El cuerpo de la solicitud no es JSON válido');
  }
}
