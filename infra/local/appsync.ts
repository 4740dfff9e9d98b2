import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  GraphQLObjectType,
  buildSchema,
  execute,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { resolvers } from '@lambdas/graphql/resolvers';
import { assertEveryFieldHandled, listRootFields } from '../schema-fields';
import type { GraphqlEvent } from '@lambdas/graphql/router';
import { appSyncLimitsRule } from './graphql-limits';
import { API_HOST_HEADERS, BodyTooLargeError, listenLocal, readBody, type LocalHttpHost } from './http-server';

/** A Lambda resolver as AppSync invokes it: the router, or the Lambda handler itself. */
export type AppSyncHandler = (event: GraphqlEvent) => Promise<unknown>;

/** The API's schema file (repository root), the same one the CDK stack gives AppSync. */
const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/** The HTTP request headers of the current GraphQL operation, handed to every field resolver. */
interface OperationContext {
  headers: Record<string, string>;
}

/**
 * AppSync on one machine: POST /graphql executes schema.graphql with graphql-js, and every field that
 * has a key in lambdas/graphql/resolvers.ts calls `handler` with an AppSync-shaped Lambda event
 * ({arguments, identity: null, source, request: {headers}, info: {fieldName, parentTypeName, variables,
 * selectionSetList}}), exactly as AppSync's direct Lambda functions get it. Errors come back as AppSync
 * writes them: `{message, path, locations, errorType, errorInfo, data}`. CORS is open for the web app; every answer
 * carries the APIs' nosniff and no-store (lambdas/platform/api-answer-headers.ts).
 * @returns the GraphQL endpoint URL ('http://127.0.0.1:{port}/graphql'), the port and stop().
 * @throws MissingResolverError / Error when schema and resolvers disagree, as the CDK synth does.
 */
export async function startLocalAppSync(handler: AppSyncHandler, port = 0): Promise<LocalHttpHost> {
  const schema = buildLocalSchema(readFileSync(SCHEMA_PATH, 'utf8'), handler);
  const server = http.createServer((req, res) => {
    void serve(schema, req)
      .catch((error: unknown) => {
        console.error('Local AppSync: request failed', error);
        return {
          status: 500,
          body: JSON.stringify({ errors: [{ message: 'Internal server error', errorType: 'Internal' }] }),
        };
      })
      .then(({ status, body }) =>
        res.writeHead(status, { ...API_HOST_HEADERS, 'content-type': 'application/json; charset=utf-8' }).end(body),
      );
  });
  const host = await listenLocal(server, port);
  return { ...host, url: `${host.url}/graphql` };
}

/**
 * Builds the executable schema: `sdl` plus, for each key of the resolvers map, a field resolver that
 * hands an AppSync event to `handler`.
 * @throws MissingResolverError (infra/schema-fields.ts, as at synth) when a Query or Mutation field has
 *   no resolver key; Error when a key names no field of the schema.
 */
export function buildLocalSchema(sdl: string, handler: AppSyncHandler): GraphQLSchema {
  const schema = buildSchema(sdl);
  for (const key of Object.keys(resolvers)) {
    const [typeName = '', fieldName = ''] = key.split('.');
    const type = schema.getType(typeName);
    const field = type instanceof GraphQLObjectType ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`lambdas/graphql/resolvers.ts: '${key}' is not a field of schema.graphql`);
    field.resolve = lambdaResolver(handler);
  }
  assertEveryFieldHandled(listRootFields(sdl), Object.keys(resolvers));
  return schema;
}

function lambdaResolver(handler: AppSyncHandler): GraphQLFieldResolver<unknown, OperationContext> {
  return (source, args, context, info) =>
    handler({
      arguments: args as Record<string, unknown>,
      identity: null,
      source: (source ?? null) as Record<string, unknown> | null,
      request: { headers: context.headers, domainName: null },
      info: {
        fieldName: info.fieldName,
        parentTypeName: info.parentType.name,
        variables: info.variableValues,
        selectionSetList: selectionSetList(info),
        selectionSetGraphQL: info.fieldNodes[0]?.selectionSet ? print(info.fieldNodes[0].selectionSet) : '',
      },
      prev: null,
      stash: {},
    });
}

/** AppSync's selectionSetList: every selected field path below the resolved field, e.g. 'items/emisor/rut'. */
function selectionSetList(info: GraphQLResolveInfo): string[] {
  const paths: string[] = [];
  const walk = (set: SelectionSetNode | undefined, prefix: string): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') {
        const path = `${prefix}${selection.name.value}`;
        paths.push(path);
        walk(selection.selectionSet, `${path}/`);
      } else if (selection.kind === 'InlineFragment') {
        walk(selection.selectionSet, prefix);
      } else {
        walk(info.fragments[selection.name.value]?.selectionSet, prefix);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, '');
  return paths;
}

async function serve(schema: GraphQLSchema, req: http.IncomingMessage): Promise<{ status: number; body: string }> {
  if (req.method === 'OPTIONS') return { status: 204, body: '' };
  if (new URL(req.url ?? '/', 'http://local').pathname !== '/graphql') {
    return { status: 404, body: JSON.stringify({ message: 'Not found: use POST /graphql' }) };
  }
  if (req.method !== 'POST') return { status: 405, body: JSON.stringify({ message: 'Use POST /graphql' }) };
  let request: { query?: string; variables?: Record<string, unknown>; operationName?: string };
  try {
    request = JSON.parse((await readBody(req)).toString('utf8')) as typeof request;
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return {
        status: 413,
        body: JSON.stringify({ errors: [{ message: error.message, errorType: 'PayloadTooLarge' }] }),
      };
    }
    return {
      status: 400,
      body: JSON.stringify({ errors: [{ message: 'Body is not JSON', errorType: 'BadRequest' }] }),
    };
  }
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
  );
  const result = await runOperation(schema, request, { headers });
  const errors = result.errors?.map(appSyncError);
  return { status: 200, body: JSON.stringify({ data: result.data ?? null, ...(errors ? { errors } : {}) }) };
}

/**
 * Parses, validates (graphql-js rules plus AppSync's depth and resolver count limits, ./graphql-limits.ts) and runs
 * one operation, as AppSync does before invoking any resolver.
 */
async function runOperation(
  schema: GraphQLSchema,
  request: { query?: string; variables?: Record<string, unknown>; operationName?: string },
  contextValue: OperationContext,
): Promise<ExecutionResult> {
  let document: DocumentNode;
  try {
    document = parse(request.query ?? '');
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const invalid = validate(schema, document, [...specifiedRules, appSyncLimitsRule]);
  if (invalid.length > 0) return { errors: invalid };
  return execute({
    schema,
    document,
    variableValues: request.variables,
    operationName: request.operationName,
    contextValue,
  });
}

/** A GraphQL error as AppSync reports it; errorType is the resolver error's type (see lambdas/graphql/router.ts). */
function appSyncError(error: GraphQLError): Record<string, unknown> {
  const original = error.originalError as (Error & { errorType?: string }) | undefined;
  return {
    path: error.path ?? null,
    data: null,
    errorType: original?.errorType ?? (original ? 'Lambda:Unhandled' : 'ValidationError'),
    errorInfo: null,
    locations: error.locations ?? [],
    message: error.message,
  };
}
