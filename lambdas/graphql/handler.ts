import { readServerConfig } from '../platform/config';
import { createGraphqlDeps } from './deps';
import { route, type GraphqlEvent } from './router';
import type { GraphqlDeps } from './types';

let deps: GraphqlDeps | undefined;

/**
 * Lambda entry of every AppSync resolver of schema.graphql. Reads the server configuration from the
 * environment once per container (on the first call) and builds the dependencies then; each event is
 * routed by '{parentTypeName}.{fieldName}'. Returns the field's value.
 * @throws ZodError when the environment lacks configuration; the router's errors otherwise.
 */
export async function handler(event: GraphqlEvent): Promise<unknown> {
  deps ??= createGraphqlDeps(readServerConfig(process.env));
  return route(event, deps);
}
