import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

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

  it('answers CORS preflight without a token, and adds CORS headers to its own errors', () => {
    const preflights = methods.filter((m) => m.Properties.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const { Properties } of preflights) expect(Properties.AuthorizationType).toBe('NONE');
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX']) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        ResponseParameters: Match.objectLike({ 'gatewayresponse.header.Access-Control-Allow-Origin': "'*'" }),
      });
    }
  });

  it('lets the REST Lambda read the user companies and nothing else', () => {
    const { cessions, factorings, userCompanies, refreshRuns, connections } = stack.data.tables;
    const companies = allowedActions(template, stack.rest.handler, userCompanies);
    expect(companies).toContain('dynamodb:Query');
    expect(companies).not.toContain('dynamodb:PutItem');
    for (const other of [cessions, factorings, refreshRuns, connections, stack.data.documents]) {
      expect(allowedActions(template, stack.rest.handler, other).size, other.node.id).toBe(0);
    }
  });
});
