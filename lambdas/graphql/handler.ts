import { readServerConfig } from '../platform/config';
import { createGraphqlDeps } from './deps';
import { route, type GraphqlEvent } from './router';
import type { GraphqlDeps } from './types';
import { observedHandler } from '../platform/observability';

let deps: GraphqlDeps | undefined;

/**
 * Lambda entry of every AppSync resolver of schema.graphql. Reads the server configuration from the
 * environment once per container (on the first call) and builds the dependencies then; each event is
 * routed by '{parentTypeName}.{fieldName}'. Returns the field's value.
 * @throws ZodError when the environment lacks configuration; the router's errors otherwise.
 */
async function handle(event: GraphqlEvent): Promise<unknown> {
  deps ??= createGraphqlDeps(readServerConfig(process.env));
  return route(event, deps);
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
