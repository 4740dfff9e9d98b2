import { describe, expect, it } from 'vitest';
import { MissingResolverError, assertEveryFieldHandled, listRootFields, resolverKey } from '@infra/schema-fields';

const SDL = `
  type Cesion { folio: Float! montoCedido: Float! }
  type Query { cesiones(rutFactoring: String!): [Cesion!]! empresasUsuario: [String!]! }
  type Mutation { notificar(folio: Float!): Boolean! }
  type Subscription { eventoBack: String }
`;

describe('listRootFields', () => {
  it('lists every Query and Mutation field, Query first, and no nested or subscription field', () => {
    expect(listRootFields(SDL)).toEqual([
      { typeName: 'Query', fieldName: 'cesiones' },
      { typeName: 'Query', fieldName: 'empresasUsuario' },
      { typeName: 'Mutation', fieldName: 'notificar' },
    ]);
  });

  it('lists no mutation when the schema has none', () => {
    const fields = listRootFields('type Query { a: Int }');
    expect(fields).toEqual([{ typeName: 'Query', fieldName: 'a' }]);
  });

  it('rejects text that is not a schema', () => {
    expect(() => listRootFields('type Query { a: Missing }')).toThrow(/Missing/);
  });
});

describe('assertEveryFieldHandled', () => {
  const fields = listRootFields(SDL);

  it('accepts a router map with every root field, extra keys included', () => {
    const resolvers = {
      'Query.cesiones': () => [],
      'Query.empresasUsuario': () => [],
      'Mutation.notificar': () => true,
      'Cesion.eventos': () => null,
    };
    expect(() => assertEveryFieldHandled(fields, Object.keys(resolvers))).not.toThrow();
  });

  it('throws naming the field that has no handler', () => {
    const resolvers = { 'Query.cesiones': () => [], 'Mutation.notificar': () => true };
    expect(() => assertEveryFieldHandled(fields, Object.keys(resolvers))).toThrow(MissingResolverError);
    expect(() => assertEveryFieldHandled(fields, Object.keys(resolvers))).toThrow(/Query\.empresasUsuario/);
  });

  it('names every missing field, not only the first', () => {
    try {
      assertEveryFieldHandled(fields, ['Query.cesiones']);
      expect.unreachable('a map without two fields must be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(MissingResolverError);
      expect((error as MissingResolverError).missing).toEqual(['Query.empresasUsuario', 'Mutation.notificar']);
    }
  });

  it('does not accept a handler registered under the wrong root type', () => {
    expect(() =>
      assertEveryFieldHandled(fields, ['Query.cesiones', 'Query.empresasUsuario', 'Query.notificar']),
    ).toThrow(/Mutation\.notificar/);
  });
});

describe('resolverKey', () => {
  it('joins type and field with a dot, as the router map keys do', () => {
    expect(resolverKey({ typeName: 'Mutation', fieldName: 'notificar' })).toBe('Mutation.notificar');
  });
});
