import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { allowedActions, allowedObjectActions, buildPlatform, identityPolicies, logicalId } from './platform-template';

interface FunctionProperties {
  Timeout: number;
  Environment: { Variables: Record<string, unknown> };
}

describe('ConsultaPreviaFunction (the prior consultation opens certificates outside the API functions)', () => {
  const { stack, template } = buildPlatform();
  const functions = template.findResources('AWS::Lambda::Function') as Record<
    string,
    { Properties: FunctionProperties }
  >;
  const fn = stack.consultaPrevia.fn;
  const variables = (construct: Parameters<typeof logicalId>[0]) =>
    functions[logicalId(construct)]!.Properties.Environment.Variables;

  it('answers within API Gateway’s 29 seconds and is named in the GraphQL and REST functions’ configuration only', () => {
    expect(functions[logicalId(fn)]!.Properties.Timeout).toBe(28);
    for (const api of [stack.graphql.router, stack.rest.handler]) {
      expect(variables(api)[CONFIG_ENV.consultaPreviaFunction], api.node.path).toEqual({ Ref: logicalId(fn) });
    }
    for (const other of [fn, stack.jobs.refreshWorker, stack.jobs.enviosWorker]) {
      expect(variables(other)[CONFIG_ENV.consultaPreviaFunction], other.node.path).toBeUndefined();
    }
  });

  it('may be invoked by the GraphQL and REST functions and by no other', () => {
    const invokers = identityPolicies(template)
      .filter(
        (policy) =>
          JSON.stringify(policy).includes('lambda:InvokeFunction') && JSON.stringify(policy).includes(logicalId(fn)),
      )
      .flatMap((policy) =>
        (policy as { Properties: { Roles: { Ref: string }[] } }).Properties.Roles.map((role) => role.Ref),
      )
      .sort();
    const roleOf = (f: typeof fn) => logicalId(f.role! as unknown as Parameters<typeof logicalId>[0]);
    expect(invokers).toEqual([roleOf(stack.graphql.router), roleOf(stack.rest.handler)].sort());
  });

  it('reads the cessions and the sealed credentials, archives SII answers, and writes no table', () => {
    const { cessions, credentials } = stack.data.tables;
    for (const table of [cessions, credentials]) {
      const actions = allowedActions(template, fn, table);
      expect(actions).toContain('dynamodb:GetItem');
      expect(actions).not.toContain('dynamodb:PutItem');
    }
    expect(allowedObjectActions(template, fn, stack.data.documents, 'sii-raw/*')).toContain('s3:PutObject');
    expect(allowedObjectActions(template, fn, stack.data.documents, 'aec/*').size).toBe(0);
  });
});
