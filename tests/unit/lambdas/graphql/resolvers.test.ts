import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { MissingResolverError, listRootFields, resolverKey } from '@infra/schema-fields';
import { REPO_ROOT } from '@tests/support/fixtures';

// resolvers.ts is imported by the CDK app for its keys: it must not load SDK clients or the verifier.
vi.mock('@aws-sdk/client-dynamodb', () => {
  throw new Error('resolvers.ts loaded @aws-sdk/client-dynamodb');
});
vi.mock('@aws-sdk/lib-dynamodb', () => {
  throw new Error('resolvers.ts loaded @aws-sdk/lib-dynamodb');
});
vi.mock('aws-jwt-verify', () => {
  throw new Error('resolvers.ts loaded aws-jwt-verify');
});

const SDL = readFileSync(`${REPO_ROOT}/schema.graphql`, 'utf8');

describe('resolvers map', () => {
  it('loads without SDK clients or the token verifier and has exactly one entry per root field', async () => {
    const { resolvers } = await import('@lambdas/graphql/resolvers');
    expect(Object.keys(resolvers).sort()).toEqual(listRootFields(SDL).map(resolverKey).sort());
  });
});

describe('local AppSync schema', () => {
  const handler = async () => null;

  it('builds schema.graphql with a resolver on every Query field', async () => {
    const { buildLocalSchema } = await import('@infra/local/appsync');
    const fields = buildLocalSchema(SDL, handler).getQueryType()?.getFields() ?? {};
    expect(Object.values(fields).filter((field) => !field.resolve)).toEqual([]);
  });

  it('refuses a schema field that has no resolver, as synth does', async () => {
    const { buildLocalSchema } = await import('@infra/local/appsync');
    const extended = SDL.replace('type Query {', 'type Query {\n  campoNuevo: String');
    expect(() => buildLocalSchema(extended, handler)).toThrow(MissingResolverError);
  });

  it('refuses a resolver key that names no schema field', async () => {
    const { buildLocalSchema } = await import('@infra/local/appsync');
    const reduced = SDL.replace(/\s+"The factorings the signed-in user[^\n]*\n\s+empresasUsuario: \[Empresa!\]!/, '');
    expect(reduced).not.toContain('empresasUsuario');
    expect(() => buildLocalSchema(reduced, handler)).toThrow(/Query\.empresasUsuario/);
  });
});
