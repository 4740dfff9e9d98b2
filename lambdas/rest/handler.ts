import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { readServerConfig } from '../platform/config';
import { createRestDeps } from './deps';
import { route } from './router';
import type { RestDeps } from './types';
import { observedHandler } from '../platform/observability';

let deps: RestDeps | undefined;

/**
 * Lambda entry of the REST API (API Gateway proxy integration). Reads the server configuration from the
 * environment once per container (on the first call) and builds the dependencies then.
 * @returns the proxy result of the matched route (see router.ts for statuses).
 * @throws ZodError when the environment lacks configuration.
 */
async function handle(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  deps ??= createRestDeps(readServerConfig(process.env));
  return route(event, deps);
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
