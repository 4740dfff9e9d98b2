import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMINISTRATION_ACTIONS } from '@infra/platform-stack';
import { allowedActions, allowedObjectActions, buildPlatform, logicalId, statementsOn } from './platform-template';

describe('RestApi', () => {
  const { stack, template } = buildPlatform();
  const handlerId = logicalId(stack.rest.handler);
  const methods = Object.values(template.findResources('AWS::ApiGateway::Method')) as {
    Properties: { HttpMethod: string; AuthorizationType: string; Integration: { Type: string; Uri?: unknown } };
  }[];

  it('authorizes with the Cognito user pool', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
      ProviderARNs: [{ 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] }],
    });
  });

  it('proxies every path and method to the REST Lambda behind the authorizer', () => {
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: '{proxy+}' });
    const anyMethods = methods.filter((m) => m.Properties.HttpMethod === 'ANY');
    expect(anyMethods).toHaveLength(2); // '/' and '/{proxy+}'
    for (const { Properties } of anyMethods) {
      expect(Properties.AuthorizationType).toBe('COGNITO_USER_POOLS');
      expect(Properties.Integration.Type).toBe('AWS_PROXY');
      expect(JSON.stringify(Properties.Integration.Uri)).toContain(`"${handlerId}"`);
    }
  });

  it('answers CORS preflight without a token, and adds CORS, nosniff and no-store headers to its own errors', () => {
    const preflights = methods.filter((m) => m.Properties.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const { Properties } of preflights) expect(Properties.AuthorizationType).toBe('NONE');
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseParameters: Match.objectLike({
          'gatewayresponse.header.Access-Control-Allow-Origin': "'*'",
          'gatewayresponse.header.x-content-type-options': "'nosniff'",
          'gatewayresponse.header.cache-control': "'no-store'",
        }),
      });
    }
  });

  it('lets the REST Lambda read the cession, factoring, announcement, nómina and refresh-run tables, write executives and user-company rows', () => {
    const { cessions, factorings, userCompanies, refreshRuns, connections, announcements, clientExecutives, nominas } =
      stack.data.tables;
    // The refresh runs tell api/empresas that a client list is being prepared after a refresh: read only.
    for (const table of [cessions, factorings, announcements, nominas, refreshRuns]) {
      const actions = allowedActions(template, stack.rest.handler, table);
      expect(actions, table.node.id).toContain('dynamodb:Query');
      expect(actions, table.node.id).toContain('dynamodb:GetItem');
      expect(actions, table.node.id).not.toContain('dynamodb:PutItem');
      expect(actions, table.node.id).not.toContain('dynamodb:DeleteItem');
    }
    // Trials and trial requests update the factoring record in place.
    expect(allowedActions(template, stack.rest.handler, factorings)).toContain('dynamodb:UpdateItem');
    const executives = allowedActions(template, stack.rest.handler, clientExecutives);
    for (const action of ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'])
      expect(executives).toContain(action);
    // 'Cuentas' writes the flags each account holds in each factoring.
    const memberships = allowedActions(template, stack.rest.handler, userCompanies);
    for (const action of ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'])
      expect(memberships).toContain(action);
    expect(allowedActions(template, stack.rest.handler, connections).size).toBe(0);
  });

  it("lets the REST Lambda read Cartera and delete a RUT's judicial flag and new-case alerts (the judicial radar)", () => {
    const { carteras, alerts } = stack.data.tables;
    for (const table of [carteras, alerts]) {
      const actions = allowedActions(template, stack.rest.handler, table);
      for (const action of ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:DeleteItem'])
        expect(actions, table.node.id).toContain(action);
    }
    expect(allowedActions(template, stack.rest.handler, alerts)).toContain('dynamodb:BatchWriteItem');
  });

  it('lets the REST Lambda read stored AECs and client databases, read and write the AEC zips, no PDFs nor the whole bucket', () => {
    const { documents } = stack.data;
    const aec = allowedObjectActions(template, stack.rest.handler, documents, 'aec/*');
    expect(aec).toContain('s3:GetObject');
    expect([...aec].some((action) => action.startsWith('s3:PutObject'))).toBe(false);
    const zip = allowedObjectActions(template, stack.rest.handler, documents, 'zip/*');
    expect(zip).toContain('s3:GetObject');
    expect(zip).toContain('s3:PutObject');
    const clientDb = allowedObjectActions(template, stack.rest.handler, documents, 'client-db/*');
    expect(clientDb).toContain('s3:GetObject');
    expect([...clientDb].some((action) => action.startsWith('s3:PutObject'))).toBe(false);
    for (const prefix of ['*', 'pdf/*'])
      expect(allowedObjectActions(template, stack.rest.handler, documents, prefix).size, prefix).toBe(0);
  });

  it('lets the REST Lambda read the company files, and read, write and delete only the treasury statements', () => {
    const { documents } = stack.data;
    expect(allowedObjectActions(template, stack.rest.handler, documents, 'company-files/*')).toEqual(
      new Set(['s3:GetObject']),
    );
    expect(allowedObjectActions(template, stack.rest.handler, documents, 'tgr/*')).toEqual(
      new Set(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']),
    );
    for (const prefix of ['aec/*', 'client-db/*', 'zip/*']) {
      expect(allowedObjectActions(template, stack.rest.handler, documents, prefix).has('s3:DeleteObject'), prefix).toBe(
        false,
      );
    }
  });

  it('lets both API functions list the users of the pool and administer accounts (Cuentas), and nothing else with it', () => {
    const accounts = ACCOUNT_ADMINISTRATION_ACTIONS;
    expect(allowedActions(template, stack.rest.handler, stack.auth.userPool)).toEqual(new Set(accounts));
    expect(allowedActions(template, stack.graphql.router, stack.auth.userPool)).toEqual(new Set(accounts));
    // The alerts sink (refresh worker) and the daily digest only read users (tests/infra/alerts.test.ts); the
    // deploy-time backfill only lists them.
    for (const reader of [stack.jobs.refreshWorker, stack.alerts.digest]) {
      expect(allowedActions(template, reader, stack.auth.userPool)).toEqual(new Set(['cognito-idp:AdminGetUser']));
    }
    expect(allowedActions(template, stack.membershipBackfill.fn, stack.auth.userPool)).toEqual(
      new Set(['cognito-idp:ListUsers']),
    );
    for (const other of [stack.jobs.enviosWorker, stack.jobs.consultaMasivaWorker, stack.consultaPrevia.fn]) {
      expect(allowedActions(template, other, stack.auth.userPool).size).toBe(0);
    }
  });

  it("lets both API functions append to the impersonation audit and read the target user of 'Ver como'; REST reads it", () => {
    const audit = stack.data.tables.impersonationAudit;
    for (const api of [stack.rest.handler, stack.graphql.router]) {
      expect(allowedActions(template, api, audit)).toContain('dynamodb:PutItem');
      expect(allowedActions(template, api, stack.auth.userPool)).toContain('cognito-idp:AdminGetUser');
    }
    // The account history of 'Cuentas' (GET /api/user-consultations) reads it back; GraphQL only appends.
    expect(allowedActions(template, stack.rest.handler, audit)).toContain('dynamodb:Query');
    expect(allowedActions(template, stack.graphql.router, audit)).not.toContain('dynamodb:Query');
    expect(allowedActions(template, stack.jobs.refreshWorker, audit).size).toBe(0);
  });

  it("lets both API functions count clave checks and keep once-only records in the leases table, on those items only, never a job's lease", () => {
    const { leases } = stack.data.tables;
    for (const api of [stack.rest.handler, stack.graphql.router]) {
      expect([...allowedActions(template, api, leases)].sort()).toEqual([
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]);
    }
    const onLeases = statementsOn(template, leases);
    expect(onLeases.filter((statement) => statement.Condition)).toContainEqual(
      expect.objectContaining({
        Action: expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['clave-*', 'idempotencia#*', 'totp-*'] } },
      }),
    );
  });
});
