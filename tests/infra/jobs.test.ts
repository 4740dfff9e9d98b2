import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '../../lambdas/platform/config';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('Jobs', () => {
  const { stack, template } = buildPlatform();
  const refreshId = logicalId(stack.jobs.refresh);

  it('runs the refresh Lambda every 20 minutes (core-platform §9)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(20 minutes)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [refreshId, 'Arn'] }, Id: 'Target0', RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [refreshId, 'Arn'] },
    });
  });

  it('gives the refresh more time and memory than the request Lambdas', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const props = (id: string) => functions[id]?.Properties as { Timeout: number; MemorySize: number };
    const refresh = props(refreshId);
    const router = props(logicalId(stack.graphql.router));
    expect(refresh.Timeout).toBeGreaterThan(router.Timeout);
    expect(refresh.MemorySize).toBeGreaterThan(router.MemorySize);
  });

  it('lets the refresh write cessions, runs and AEC files, and push eventoBack', () => {
    const { cessions, refreshRuns, factorings, userCompanies } = stack.data.tables;
    expect(allowedActions(template, stack.jobs.refresh, cessions)).toContain('dynamodb:PutItem');
    expect(allowedActions(template, stack.jobs.refresh, refreshRuns)).toContain('dynamodb:PutItem');
    expect(allowedActions(template, stack.jobs.refresh, factorings)).not.toContain('dynamodb:PutItem');
    expect(allowedActions(template, stack.jobs.refresh, userCompanies).size).toBe(0);
    const documents = allowedActions(template, stack.jobs.refresh, stack.data.documents);
    expect(documents).toContain('s3:PutObject');
    expect(documents).toContain('s3:GetObject*');
    expect([...documents].filter((action) => action.startsWith('s3:Delete'))).toEqual([]);
    expect(allowedActions(template, stack.jobs.refresh, stack.realtime.api)).toContain('execute-api:ManageConnections');
    const variables = template.findResources('AWS::Lambda::Function')[refreshId]?.Properties.Environment.Variables;
    expect(variables[CONFIG_ENV.websocketEndpoint]).toEqual(stack.resolve(stack.realtime.callbackUrl));
  });
});
