import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '../../lambdas/platform/config';
import { allowedActions, allowedObjectActions, buildPlatform, logicalId } from './platform-template';

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

  describe('client database builder', () => {
    const clientDbId = logicalId(stack.jobs.clientDb);
    const fn = () =>
      template.findResources('AWS::Lambda::Function')[clientDbId]?.Properties as { Runtime: string; Timeout: number; MemorySize: number };

    it('runs on Node.js 22 with 15 minutes and at least 1.5 GB', () => {
      expect(fn().Runtime).toBe('nodejs22.x');
      expect(fn().Timeout).toBe(15 * 60);
      expect(fn().MemorySize).toBeGreaterThanOrEqual(1536);
    });

    it('runs when a scheduled refresh succeeds, without retries of either Lambda', () => {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: refreshId },
        MaximumRetryAttempts: 0,
        DestinationConfig: { OnSuccess: { Destination: { 'Fn::GetAtt': [clientDbId, 'Arn'] } } },
      });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: clientDbId }, MaximumRetryAttempts: 0 });
      expect(allowedActions(template, stack.jobs.refresh, stack.jobs.clientDb)).toContain('lambda:InvokeFunction');
      const rules = Object.values(template.findResources('AWS::Events::Rule')) as { Properties: { Targets: { Arn: unknown }[] } }[];
      const targets = rules.flatMap((rule) => rule.Properties.Targets.map((target) => JSON.stringify(target.Arn)));
      expect(targets.filter((arn) => arn.includes(`"${clientDbId}"`))).toEqual([]);
    });

    it('reads cessions and factorings, reads and writes client-db/* only', () => {
      const { cessions, factorings, userCompanies, refreshRuns, connections, clientExecutives, announcements } = stack.data.tables;
      for (const table of [cessions, factorings]) {
        const actions = allowedActions(template, stack.jobs.clientDb, table);
        expect(actions, table.node.id).toContain('dynamodb:Query');
        expect(actions, table.node.id).toContain('dynamodb:Scan');
        expect(actions, table.node.id).not.toContain('dynamodb:PutItem');
      }
      for (const other of [userCompanies, refreshRuns, connections, clientExecutives, announcements]) {
        expect(allowedActions(template, stack.jobs.clientDb, other).size, other.node.id).toBe(0);
      }
      const { documents } = stack.data;
      const clientDb = allowedObjectActions(template, stack.jobs.clientDb, documents, 'client-db/*');
      expect(clientDb).toContain('s3:GetObject*');
      expect(clientDb).toContain('s3:PutObject');
      expect([...clientDb].filter((action) => action.startsWith('s3:Delete'))).toEqual([]);
      for (const prefix of ['*', 'aec/*']) expect(allowedObjectActions(template, stack.jobs.clientDb, documents, prefix).size, prefix).toBe(0);
    });
  });
});
