import { describe, expect, it } from 'vitest';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('Realtime', () => {
  const { stack, template } = buildPlatform();
  const handlerId = logicalId(stack.realtime.handler);

  it('creates a WebSocket API with an auto-deployed stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { AutoDeploy: true });
  });

  it('routes $connect, $disconnect and $default to the realtime Lambda', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as {
      Properties: { RouteKey: string; Target: unknown };
    }[];
    expect(routes.map((r) => r.Properties.RouteKey).toSorted()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const route of routes) {
      const integrationId = Object.keys(integrations).find((id) =>
        JSON.stringify(route.Properties.Target).includes(id),
      );
      expect(integrationId).toBeDefined();
      expect(JSON.stringify(integrations[integrationId ?? '']?.Properties.IntegrationUri)).toContain(`"${handlerId}"`);
    }
  });

  it('returns the Lambda answer to the client on $default only (the ping)', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const defaultRouteId = Object.keys(routes).find((id) => routes[id]?.Properties.RouteKey === '$default');
    const responses = Object.values(template.findResources('AWS::ApiGatewayV2::RouteResponse'));
    expect(responses.map((r) => r.Properties.RouteId)).toEqual([{ Ref: defaultRouteId }]);
  });

  it('lets the Lambda store and forget connections', () => {
    const actions = allowedActions(template, stack.realtime.handler, stack.data.tables.connections);
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).toContain('dynamodb:DeleteItem');
    expect(allowedActions(template, stack.realtime.handler, stack.data.tables.userCompanies)).not.toContain(
      'dynamodb:PutItem',
    );
    expect(allowedActions(template, stack.realtime.handler, stack.data.tables.cessions).size).toBe(0);
  });
});
