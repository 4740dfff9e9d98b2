import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { appSyncLimitsRule } from '@infra/local/graphql-limits';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '@lambdas/platform/request-limits';
import { REPO_ROOT } from '@tests/support/fixtures';

/** A schema with a recursive type, so depth can grow without bound. */
const NESTED = buildSchema(`
  type Node { id: ID! child: Node }
  type Query { node: Node a: Int b: Int }
`);

const errorsOf = (source: string) =>
  validate(NESTED, parse(source), [...specifiedRules, appSyncLimitsRule]).map((error) => error.message);

/** A query exactly `depth` levels deep (root field 1, the leaf scalar counted): node, depth - 2 childs, id. */
function nestedQuery(depth: number): string {
  return `query { node { ${nested(depth - 2)} } }`;
}

/** `levels` nested child fields ending in id. */
function nested(levels: number): string {
  return `${'child { '.repeat(levels)}id${' }'.repeat(levels)}`;
}

/** Maximum nesting of object fields from the root types of a schema without recursion (a cycle throws). */
function schemaDepth(type: GraphQLObjectType, path: string[] = []): number {
  if (path.includes(type.name)) throw new Error(`tipo recursivo: ${[...path, type.name].join(' > ')}`);
  return Math.max(
    0,
    ...Object.values(type.getFields()).map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? 1 + schemaDepth(named, [...path, type.name]) : 1;
    }),
  );
}

describe('AppSync limits in local mode', () => {
  it('lets through a query at the depth limit and refuses one level more, fragments included', () => {
    expect(errorsOf(nestedQuery(GRAPHQL_QUERY_DEPTH_LIMIT))).toEqual([]);
    expect(errorsOf(nestedQuery(GRAPHQL_QUERY_DEPTH_LIMIT + 1))).toEqual([
      `La consulta tiene ${GRAPHQL_QUERY_DEPTH_LIMIT + 1} niveles de profundidad; el máximo es ${GRAPHQL_QUERY_DEPTH_LIMIT}`,
    ]);
    // node (1) > L1's child (2) > L2's child (3) > limit - 4 childs > id: exactly the limit.
    const viaFragments = (extra: number) =>
      `query { node { ...L1 } } fragment L1 on Node { child { ...L2 } } fragment L2 on Node { child { ${nested(GRAPHQL_QUERY_DEPTH_LIMIT - 4 + extra)} } }`;
    expect(errorsOf(viaFragments(0))).toEqual([]);
    const deeper = viaFragments(1);
    expect(errorsOf(deeper)).toHaveLength(1);
  });

  it('counts aliased root fields as resolvers and refuses one over the limit', () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}: a`).join(' ');
    expect(errorsOf(`query { ${fields(GRAPHQL_RESOLVER_COUNT_LIMIT)} }`)).toEqual([]);
    expect(
      errorsOf(`query { ${fields(GRAPHQL_RESOLVER_COUNT_LIMIT - 1)} ...R } fragment R on Query { __typename }`),
    ).toEqual([]);
    expect(
      errorsOf(`query { ${fields(GRAPHQL_RESOLVER_COUNT_LIMIT)} ...R } fragment R on Query { b __typename }`),
    ).toEqual([
      `La consulta pide ${GRAPHQL_RESOLVER_COUNT_LIMIT + 1} campos raíz; el máximo es ${GRAPHQL_RESOLVER_COUNT_LIMIT}`,
    ]);
  });

  it('keeps every valid query of schema.graphql within the depth limit: no recursive type, no deeper selection', () => {
    const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
    const depth = Math.max(
      ...['Query', 'Mutation'].map((name) => schemaDepth(schema.getType(name) as GraphQLObjectType)),
    );
    expect(depth).toBeGreaterThanOrEqual(2);
    expect(depth).toBeLessThanOrEqual(GRAPHQL_QUERY_DEPTH_LIMIT);
  });
});
