import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MissingResolverError } from '@infra/schema-fields';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '@lambdas/platform/request-limits';
import {
  allowedActions,
  allowedObjectActions,
  buildPlatform,
  logicalId,
  SCHEMA_PATH,
  schemaRootKeys,
} from './platform-template';

describe('GraphqlApi', () => {
  const { stack, template } = buildPlatform();
  const routerId = logicalId(stack.graphql.router);
  const resolvers = Object.values(template.findResources('AWS::AppSync::Resolver')) as {
    Properties: { TypeName: string; FieldName: string; DataSourceName: unknown; Kind?: string };
  }[];

  it('serves schema.graphql as it is in the repository', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLSchema', { Definition: readFileSync(SCHEMA_PATH, 'utf8') });
  });

  it('authorizes with the Cognito user pool and only the web client', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      UserPoolConfig: {
        UserPoolId: { Ref: logicalId(stack.auth.userPool) },
        AppIdClientRegex: { Ref: logicalId(stack.auth.userPoolClient) },
      },
    });
  });

  it("limits query depth and resolvers per request to the local host's limits", () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      QueryDepthLimit: GRAPHQL_QUERY_DEPTH_LIMIT,
      ResolverCountLimit: GRAPHQL_RESOLVER_COUNT_LIMIT,
    });
  });

  it('has exactly one resolver per Query and Mutation field of the schema', () => {
    const keys = resolvers.map(({ Properties: p }) => `${p.TypeName}.${p.FieldName}`);
    expect(keys.toSorted()).toEqual(schemaRootKeys().toSorted());
  });

  it('resolves every field directly with the router Lambda data source', () => {
    const sources = Object.values(template.findResources('AWS::AppSync::DataSource'));
    expect(sources).toHaveLength(1);
    expect(sources[0]?.Properties).toMatchObject({
      Type: 'AWS_LAMBDA',
      LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [routerId, 'Arn'] } },
    });
    for (const { Properties } of resolvers) {
      expect(Properties.DataSourceName).toEqual(sources[0]?.Properties.Name);
      expect(Properties.Kind).toBe('UNIT');
      expect(Properties, 'direct Lambda resolver, no VTL').not.toHaveProperty('RequestMappingTemplate');
    }
  });

  it('lets the router read the cession, factoring and refresh-run tables, and write none', () => {
    const { cessions, factorings, refreshRuns, connections } = stack.data.tables;
    for (const table of [cessions, factorings, refreshRuns]) {
      const actions = allowedActions(template, stack.graphql.router, table);
      expect(actions).toContain('dynamodb:Query');
      expect(actions).toContain('dynamodb:GetItem');
      expect(actions).not.toContain('dynamodb:PutItem');
      expect(actions).not.toContain('dynamodb:DeleteItem');
    }
    expect(allowedActions(template, stack.graphql.router, connections).size).toBe(0);
  });

  it("lets the router write the user-company rows: the flags 'Cuentas' grants per factoring", () => {
    const actions = allowedActions(template, stack.graphql.router, stack.data.tables.userCompanies);
    for (const action of ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'])
      expect(actions).toContain(action);
  });

  it('lets the router read and write the recessionaries table (Re-Cesionarios)', () => {
    const actions = allowedActions(template, stack.graphql.router, stack.data.tables.recesionarios);
    for (const action of ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'])
      expect(actions).toContain(action);
    expect(allowedActions(template, stack.rest.handler, stack.data.tables.recesionarios).size).toBe(0);
  });

  it('lets the router read stored AECs, read and write DTE PDFs, and touch nothing else in the bucket', () => {
    const { documents } = stack.data;
    const aec = allowedObjectActions(template, stack.graphql.router, documents, 'aec/*');
    expect(aec).toContain('s3:GetObject');
    expect([...aec].some((action) => action.startsWith('s3:PutObject') || action.startsWith('s3:DeleteObject'))).toBe(
      false,
    );
    const pdf = allowedObjectActions(template, stack.graphql.router, documents, 'pdf/*');
    expect(pdf).toContain('s3:GetObject');
    expect(pdf).toContain('s3:PutObject');
    expect(allowedObjectActions(template, stack.graphql.router, documents, '*').size).toBe(0);
    expect(allowedObjectActions(template, stack.graphql.router, documents, 'zip/*').size).toBe(0);
  });

  it('fails synth naming the schema field the router does not handle', () => {
    const handled = schemaRootKeys().filter((key) => key !== 'Query.empresasUsuario');
    expect(() => buildPlatform({ graphqlHandlerKeys: handled })).toThrow(MissingResolverError);
    expect(() => buildPlatform({ graphqlHandlerKeys: handled })).toThrow(/Query\.empresasUsuario/);
  });
});
