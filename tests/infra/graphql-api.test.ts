import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MissingResolverError } from '@infra/schema-fields';
import { API_ANSWER_HEADERS } from '@lambdas/platform/api-answer-headers';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '@lambdas/platform/request-limits';
import {
  allowedActions,
  allowedObjectActions,
  buildPlatform,
  logicalId,
  SCHEMA_PATH,
  schemaRootKeys,
} from './platform-template';

interface AppsyncResolverCode {
  request: (ctx: object) => unknown;
  response: (ctx: { prev: { result: unknown } }) => unknown;
}

/**
 * Runs an APPSYNC_JS module's text with `util` standing for '@aws-appsync/utils' (the only import AppSync resolves)
 * and returns its exported request and response steps.
 */
function appsyncModule(code: string, util: object): AppsyncResolverCode {
  const body = code
    .replace("import { util } from '@aws-appsync/utils';", '')
    .replaceAll('export function ', 'function ');
  return new Function('util', `${body}\nreturn { request, response };`)(util) as AppsyncResolverCode;
}

describe('GraphqlApi', () => {
  const { stack, template } = buildPlatform();
  const routerId = logicalId(stack.graphql.router);
  const resolvers = Object.values(template.findResources('AWS::AppSync::Resolver')) as {
    Properties: {
      TypeName: string;
      FieldName: string;
      Kind?: string;
      PipelineConfig?: unknown;
      Runtime?: unknown;
      Code?: string;
    };
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

  it('resolves every field through one pipeline function that hands the field to the router Lambda directly', () => {
    const sources = Object.values(template.findResources('AWS::AppSync::DataSource'));
    expect(sources).toHaveLength(1);
    expect(sources[0]?.Properties).toMatchObject({
      Type: 'AWS_LAMBDA',
      LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [routerId, 'Arn'] } },
    });
    const functions = Object.entries(template.findResources('AWS::AppSync::FunctionConfiguration'));
    expect(functions).toHaveLength(1);
    const [functionId, routerFunction] = functions[0] ?? [];
    expect(routerFunction?.Properties.DataSourceName).toEqual(sources[0]?.Properties.Name);
    expect(routerFunction?.Properties, 'direct Lambda function, no code').not.toHaveProperty('Code');
    expect(routerFunction?.Properties, 'direct Lambda function, no VTL').not.toHaveProperty('RequestMappingTemplate');
    for (const { Properties } of resolvers) {
      expect(Properties.Kind).toBe('PIPELINE');
      expect(Properties.PipelineConfig).toEqual({ Functions: [{ 'Fn::GetAtt': [functionId, 'FunctionId'] }] });
    }
  });

  it("adds the APIs' nosniff and no-store to the answer of every field and hands on the router's value", () => {
    for (const { Properties } of resolvers) {
      expect(Properties.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
      const added: Record<string, string> = {};
      const { request, response } = appsyncModule(Properties.Code ?? '', {
        http: { addResponseHeader: (name: string, value: string) => (added[name] = value) },
      });
      expect(request({})).toEqual({});
      expect(added).toEqual(API_ANSWER_HEADERS);
      expect(added).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
      expect(response({ prev: { result: { folio: 7 } } })).toEqual({ folio: 7 });
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

  it("lets the router read stored AECs, read and write DTE PDFs and certificates' supporting files (and delete those), nothing else", () => {
    const { documents } = stack.data;
    const aec = allowedObjectActions(template, stack.graphql.router, documents, 'aec/*');
    expect(aec).toContain('s3:GetObject');
    expect([...aec].some((action) => action.startsWith('s3:PutObject') || action.startsWith('s3:DeleteObject'))).toBe(
      false,
    );
    const pdf = allowedObjectActions(template, stack.graphql.router, documents, 'pdf/*');
    expect(pdf).toContain('s3:GetObject');
    expect(pdf).toContain('s3:PutObject');
    const adjuntos = allowedObjectActions(template, stack.graphql.router, documents, 'firma-digital/*');
    expect(adjuntos).toContain('s3:GetObject');
    expect(adjuntos).toContain('s3:PutObject');
    expect(adjuntos).toContain('s3:DeleteObject');
    expect([...pdf].some((action) => action.startsWith('s3:DeleteObject'))).toBe(false);
    expect(allowedObjectActions(template, stack.graphql.router, documents, '*').size).toBe(0);
    expect(allowedObjectActions(template, stack.graphql.router, documents, 'zip/*').size).toBe(0);
  });

  it('fails synth naming the schema field the router does not handle', () => {
    const handled = schemaRootKeys().filter((key) => key !== 'Query.empresasUsuario');
    expect(() => buildPlatform({ graphqlHandlerKeys: handled })).toThrow(MissingResolverError);
    expect(() => buildPlatform({ graphqlHandlerKeys: handled })).toThrow(/Query\.empresasUsuario/);
  });
});
