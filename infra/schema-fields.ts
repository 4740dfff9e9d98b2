import { buildSchema, type GraphQLObjectType } from 'graphql';

/** A root field of the GraphQL schema that needs a resolver, e.g. Query.empresasUsuario. */
export interface RootField {
  typeName: 'Query' | 'Mutation';
  fieldName: string;
}

/** Raised at synth time when schema.graphql declares a root field the router map does not handle. */
export class MissingResolverError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `schema.graphql declares ${missing.length === 1 ? 'a field' : 'fields'} with no handler in the ` +
        `resolvers map of lambdas/graphql/resolvers.ts: ${missing.join(', ')}. ` +
        'Add a handler under that key (or remove the field from the schema).',
    );
    this.name = 'MissingResolverError';
  }
}

/** The router map key of a root field: '{typeName}.{fieldName}' (the keys of lambdas/graphql/resolvers.ts). */
export function resolverKey(field: RootField): string {
  return `${field.typeName}.${field.fieldName}`;
}

/**
 * Lists every Query and Mutation field of a GraphQL schema, in declaration order (ARCHITECTURE.md, practice 2:
 * one resolver per root field).
 * @param sdl the schema text (schema.graphql)
 * @returns the root fields, Query ones first
 * @throws GraphQLError when the text is not a valid schema
 */
export function listRootFields(sdl: string): RootField[] {
  const schema = buildSchema(sdl);
  const fieldsOf = (typeName: RootField['typeName'], type: GraphQLObjectType | null | undefined): RootField[] =>
    type ? Object.keys(type.getFields()).map((fieldName) => ({ typeName, fieldName })) : [];
  return [...fieldsOf('Query', schema.getQueryType()), ...fieldsOf('Mutation', schema.getMutationType())];
}

/**
 * Checks that the router handles every root field of the schema (ARCHITECTURE.md, practice 2).
 * Extra handler keys are allowed (they may serve nested fields).
 * @param fields the schema's root fields ({@link listRootFields})
 * @param handlerKeys the keys of the router's resolvers map, 'Query.x' / 'Mutation.y'
 * @throws MissingResolverError naming every field without a handler
 */
export function assertEveryFieldHandled(fields: readonly RootField[], handlerKeys: Iterable<string>): void {
  const handled = new Set(handlerKeys);
  const missing = fields.map(resolverKey).filter((key) => !handled.has(key));
  if (missing.length > 0) throw new MissingResolverError(missing);
}
