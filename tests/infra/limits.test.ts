import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '@infra/api-limits';
import { EdgeFirewallStack } from '@infra/edge-firewall-stack';
import { buildPlatform, logicalId } from './platform-template';

/** The rate-based rule every firewall carries: `limit` requests per client address in 5 minutes, then 429. */
const rateRule = (limit: number) =>
  Match.arrayWith([
    Match.objectLike({
      Statement: { RateBasedStatement: { Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
      Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
    }),
  ]);

/** Limits on every door: gateway throttling, usage plan, request validation and WAF rate rules. */
describe('request limits', () => {
  const { stack, template } = buildPlatform();

  it('throttles every method of the REST stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: API_LIMITS.rest.rateLimit,
          ThrottlingBurstLimit: API_LIMITS.rest.burstLimit,
        }),
      ]),
    });
  });

  it('carries the same limits in a usage plan on the REST stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      Throttle: { RateLimit: API_LIMITS.rest.rateLimit, BurstLimit: API_LIMITS.rest.burstLimit },
      ApiStages: [
        Match.objectLike({
          ApiId: { Ref: logicalId(stack.rest.api) },
          Stage: { Ref: logicalId(stack.rest.api.deploymentStage) },
        }),
      ],
    });
  });

  it('validates the parameters and bodies of the REST proxy methods', () => {
    const validators = template.findResources('AWS::ApiGateway::RequestValidator', {
      Properties: {
        RestApiId: { Ref: logicalId(stack.rest.api) },
        ValidateRequestBody: true,
        ValidateRequestParameters: true,
      },
    });
    const [validatorId] = Object.keys(validators);
    expect(validatorId).toBeDefined();
    const proxyMethods = Object.values(
      template.findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: 'ANY' } }),
    );
    expect(proxyMethods).toHaveLength(2);
    for (const method of proxyMethods) expect(method.Properties.RequestValidatorId).toEqual({ Ref: validatorId });
  });

  it('throttles the WebSocket stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_LIMITS.websocket.rateLimit,
        ThrottlingBurstLimit: API_LIMITS.websocket.burstLimit,
      },
    });
  });

  it('puts a regional rate-based firewall in front of the REST stage and the GraphQL API', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: rateRule(API_LIMITS.apiRequestsPerAddress),
    });
    const aclId = stack.getLogicalId(stack.apiFirewall.acl);
    const associations = Object.values(template.findResources('AWS::WAFv2::WebACLAssociation')).map(
      (a) => a.Properties as { ResourceArn: unknown; WebACLArn: unknown },
    );
    for (const association of associations) expect(association.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const protectedArns = JSON.stringify(associations.map((a) => a.ResourceArn));
    expect(protectedArns).toContain(`"${logicalId(stack.graphql.api)}","Arn"`);
    expect(protectedArns).toContain(`{"Ref":"${logicalId(stack.rest.api.deploymentStage)}"}`);
    expect(associations).toHaveLength(2);
  });

  it('keeps the CDN firewall in its own us-east-1 stack, with the CDN rate', () => {
    const edge = new EdgeFirewallStack(new App(), 'Edge', { env: { region: 'us-east-1' } });
    expect(edge.region).toBe('us-east-1');
    const edgeTemplate = Template.fromStack(edge);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: rateRule(API_LIMITS.cdnRequestsPerAddress),
    });
    expect(Object.keys(edgeTemplate.findOutputs('CdnWebAclArn'))).toEqual(['CdnWebAclArn']);
  });
});
