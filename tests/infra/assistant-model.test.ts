import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_CONTEXT } from '@infra/assistant-model';
import type { PlatformStack } from '@infra/platform-stack';
import { ASSISTANT_ENV } from '@lambdas/platform/assistant-settings';
import { buildPlatform, identityPolicies, logicalId } from './platform-template';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every Allow statement of the IAM policies attached to each role, by role logical id. */
function statementsByRole(template: Template): Map<string, Statement[]> {
  const byRole = new Map<string, Statement[]>();
  for (const policy of identityPolicies(template)) {
    const { Roles, PolicyDocument } = policy.Properties as {
      Roles: { Ref: string }[];
      PolicyDocument: { Statement: Statement[] };
    };
    for (const { Ref } of Roles)
      byRole.set(Ref, [...(byRole.get(Ref) ?? []), ...PolicyDocument.Statement.filter((s) => s.Effect === 'Allow')]);
  }
  return byRole;
}

const bedrockStatements = (statements: Statement[]) =>
  statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('bedrock:')));

function restVariables(template: Template, stack: PlatformStack): Record<string, unknown> {
  const fn = template.toJSON().Resources[logicalId(stack.rest.handler)] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return fn.Properties.Environment.Variables;
}

describe('the query assistant model settings', () => {
  describe('without the context', () => {
    const { stack, template } = buildPlatform();

    it('runs the rules engine and grants no function any Bedrock action', () => {
      expect(restVariables(template, stack)[ASSISTANT_ENV.engine]).toBe('rules');
      for (const [role, statements] of statementsByRole(template))
        expect(bedrockStatements(statements), role).toEqual([]);
    });
  });

  describe(`with ${ASSISTANT_CONTEXT}`, () => {
    const { stack, template } = buildPlatform({
      context: {
        [ASSISTANT_CONTEXT]: JSON.stringify({
          modelId: 'amazon.nova-pro-v1:0',
          guardrailId: 'gr7x2k9q1abc',
          guardrailVersion: '3',
          region: 'us-east-1',
        }),
      },
    });
    const restRole = logicalId(stack.rest.handler.role as never);

    it('hands the REST function the engine, model, region and guardrail as settings', () => {
      expect(restVariables(template, stack)).toMatchObject({
        [ASSISTANT_ENV.engine]: 'bedrock',
        [ASSISTANT_ENV.bedrockModelId]: 'amazon.nova-pro-v1:0',
        [ASSISTANT_ENV.bedrockRegion]: 'us-east-1',
        [ASSISTANT_ENV.bedrockGuardrailId]: 'gr7x2k9q1abc',
        [ASSISTANT_ENV.bedrockGuardrailVersion]: '3',
        [ASSISTANT_ENV.modelTimeoutMs]: '20000',
      });
    });

    it('lets the REST function invoke that model only and apply that guardrail only', () => {
      const statements = bedrockStatements(statementsByRole(template).get(restRole) ?? []);
      const rendered = statements.map((s) => ({ Action: s.Action, Resource: JSON.stringify(s.Resource) }));
      expect(rendered).toHaveLength(2);
      expect(rendered[0]!.Action).toBe('bedrock:InvokeModel');
      expect(rendered[0]!.Resource).toMatch(/:bedrock:us-east-1::foundation-model\/amazon\.nova-pro-v1:0"/);
      expect(rendered[1]!.Action).toBe('bedrock:ApplyGuardrail');
      expect(rendered[1]!.Resource).toContain(':bedrock:us-east-1:');
      expect(rendered[1]!.Resource).toMatch(/:guardrail\/gr7x2k9q1abc"/);
      expect(rendered.every((s) => !s.Resource.includes('*'))).toBe(true);
    });

    it('grants no other function any Bedrock action', () => {
      for (const [role, statements] of statementsByRole(template))
        if (role !== restRole) expect(bedrockStatements(statements), role).toEqual([]);
    });
  });
});
