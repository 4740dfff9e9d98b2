import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { tokenFromAuthorization } from '../platform/authorization-header';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import { resolveIdentity } from '../platform/identity';
import { ROUTES } from './routes';
import type { RestDeps } from './types';

/** HTTP status of each AppError code. */
const STATUS: Record<AppError['code'], number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Internal: 500,
};

/**
 * Answers one API Gateway proxy event: finds the route by method and path, verifies the id token of the
 * Authorization header (raw or 'Bearer x') and resolves the caller exactly as the GraphQL router does,
 * parses the JSON body, and runs the route. Every answer is JSON with CORS allowed for any origin
 * (auth travels in a header, never in cookies).
 * Errors become `{message, errorType}` with status 400/401/403/404/500 (405 for a known path with
 * another method); unexpected errors are logged and answered 500 without details.
 */
export async function route(event: APIGatewayProxyEvent, deps: RestDeps): Promise<APIGatewayProxyResult> {
  const path = event.path.replace(/\/+$/, '') || '/';
  try {
    const candidates = ROUTES.filter((r) => r.path === path);
    if (candidates.length === 0) throw new NotFoundError(`Ruta no encontrada: ${path}`);
    const match = candidates.find((r) => r.method === event.httpMethod.toUpperCase());
    if (!match) return reply(405, { message: `Método no permitido: ${event.httpMethod}`, errorType: 'BadRequest' });
    const identity = await resolveIdentity(tokenFromAuthorization(header(event, 'authorization')), deps);
    const result = await match.handle({ identity, query: queryOf(event), body: bodyOf(event) }, deps);
    return reply(result.status ?? 200, result.body);
  } catch (error) {
    if (error instanceof AppError) return reply(STATUS[error.code], { message: error.message, errorType: error.code });
    console.error(`REST ${event.httpMethod} ${path} failed`, error);
    return reply(500, { message: 'Error interno del servidor', errorType: 'Internal' });
  }
}

function reply(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  };
}

/** A header value by case-insensitive name (API Gateway keeps the client's casing). */
function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((h) => h.toLowerCase() === name);
  return key ? headers[key] : undefined;
}

function queryOf(event: APIGatewayProxyEvent): Record<string, string> {
  return Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** @throws BadRequestError when the body is not JSON. */
function bodyOf(event: APIGatewayProxyEvent): unknown {
  if (!event.body) return null;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('El cuerpo de la solicitud no es JSON válido');
  }
}
