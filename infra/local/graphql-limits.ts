import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '@lambdas/platform/request-limits';

/**
 * graphql-js validation rule applying AppSync's query depth and resolver count limits in local mode
 * (lambdas/platform/request-limits.ts), so local requests are refused where AppSync would refuse them. Depth counts
 * nested field levels (root field = 1) through inline fragments and fragment spreads; the resolver count is the
 * number of root field selections, since every resolver of this API sits on a root field.
 */
export function appSyncLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = Object.fromEntries(
    context
      .getDocument()
      .definitions.filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragments, new Set());
      if (depth > GRAPHQL_QUERY_DEPTH_LIMIT) {
        context.reportError(
          new GraphQLError(
            `La consulta tiene ${depth} niveles de profundidad; el máximo es ${GRAPHQL_QUERY_DEPTH_LIMIT}`,
            { nodes: [operation] },
          ),
        );
      }
      const resolvers = rootFieldCount(operation.selectionSet, fragments, new Set());
      if (resolvers > GRAPHQL_RESOLVER_COUNT_LIMIT) {
        context.reportError(
          new GraphQLError(`La consulta pide ${resolvers} campos raíz; el máximo es ${GRAPHQL_RESOLVER_COUNT_LIMIT}`, {
            nodes: [operation],
          }),
        );
      }
    },
  };
}

type Fragments = Record<string, FragmentDefinitionNode>;

function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Fragments, visiting: Set<string>): number {
  let max = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      max = Math.max(max, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      max = Math.max(max, viaFragment(selection.name.value, fragments, visiting, depthOf));
    }
  }
  return max;
}

function rootFieldCount(selectionSet: SelectionSetNode, fragments: Fragments, visiting: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(selection.selectionSet, fragments, visiting);
    else count += viaFragment(selection.name.value, fragments, visiting, rootFieldCount);
  }
  return count;
}

/** Measures a named fragment once per path (a fragment cycle, which validation reports itself, counts 0). */
function viaFragment(
  name: string,
  fragments: Fragments,
  visiting: Set<string>,
  measure: (selectionSet: SelectionSetNode, fragments: Fragments, visiting: Set<string>) => number,
): number {
  const fragment = fragments[name];
  if (!fragment || visiting.has(name)) return 0;
  visiting.add(name);
  const value = measure(fragment.selectionSet, fragments, visiting);
  visiting.delete(name);
  return value;
}
