import type { Identity, IdentityDeps } from '../platform/identity';

/** Everything the REST routes use, injected by the Lambda handler or the local host. */
export type RestDeps = IdentityDeps;

/** A request as a route sees it: the verified caller, the query string and the JSON body (null if none). */
export interface RestRequest {
  identity: Identity;
  query: Record<string, string>;
  body: unknown;
}

/** A route's answer: HTTP status (200 when omitted) and a JSON-serialisable body. */
export interface RestReply {
  status?: number;
  body: unknown;
}

/** One REST endpoint: its method, its exact path (e.g. '/v1/jwt/empresas') and its handler. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handle(request: RestRequest, deps: RestDeps): Promise<RestReply>;
}
