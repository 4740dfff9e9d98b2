import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { PARTNER_KEY_CONTEXT } from '@lambdas/public-sources/judicial/partner-settings';
import { allowedActions, buildPlatform, identityPolicies, logicalId } from './platform-template';

interface PolicyResource {
  Properties: {
    Roles: { Ref: string }[];
    PolicyDocument: {
      Statement: { Effect: string; Action: string | string[]; Condition?: Record<string, Record<string, string>> }[];
    };
  };
}

describe('Secrets', () => {
  const { stack, template } = buildPlatform();
  const { key } = stack.secrets;
  const keyId = logicalId(key);
  const policies = identityPolicies(template) as PolicyResource[];
  const roleOf = (fn: IFunction) => logicalId(fn.role as unknown as IConstruct);

  /**
   * The roles whose policies allow `action` on any resource (a '*' resource would grant it too), without a condition,
   * or only under `condition` when given.
   */
  function rolesAllowing(action: string, condition?: Record<string, Record<string, string>>): string[] {
    const matches = (s: PolicyResource['Properties']['PolicyDocument']['Statement'][number]) =>
      s.Effect === 'Allow' &&
      [s.Action].flat().some((a) => a === action || a === 'kms:*') &&
      JSON.stringify(s.Condition ?? null) === JSON.stringify(condition ?? null);
    const roles = policies.flatMap((policy) =>
      policy.Properties.PolicyDocument.Statement.some(matches) ? policy.Properties.Roles.map((role) => role.Ref) : [],
    );
    return [...new Set(roles)].sort();
  }

  it('keeps the credentials key with yearly rotation when the stack goes', () => {
    const keys = template.findResources('AWS::KMS::Key');
    expect(keys[keyId]).toMatchObject({
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { EnableKeyRotation: true },
    });
  });

  it('puts the key in the configuration of every platform function', () => {
    const { graphql, rest, realtime, jobs } = stack;
    const functions = template.findResources('AWS::Lambda::Function');
    for (const fn of [
      graphql.router,
      rest.handler,
      realtime.handler,
      jobs.dispatcher,
      jobs.refreshWorker,
      jobs.clientSyncWorker,
      jobs.clientDbWorker,
      jobs.enviosWorker,
      jobs.consultaMasivaWorker,
      stack.consultaPrevia.fn,
    ]) {
      const variables = functions[logicalId(fn)]?.Properties.Environment.Variables;
      expect(variables[CONFIG_ENV.kmsKeyId], fn.node.path).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    }
  });

  it("lets only the refresh, client-sync, envíos and masivo consultations' workers and the consulta-previa function decrypt (they use the credentials at the SII)", () => {
    const { jobs } = stack;
    expect(rolesAllowing('kms:Decrypt')).toEqual(
      [
        roleOf(jobs.refreshWorker),
        roleOf(jobs.clientSyncWorker),
        roleOf(jobs.enviosWorker),
        roleOf(jobs.consultaMasivaWorker),
        roleOf(stack.consultaPrevia.fn),
      ].sort(),
    );
    expect(allowedActions(template, jobs.enviosWorker, key)).toContain('kms:Decrypt');
    expect(allowedActions(template, jobs.refreshWorker, key)).toContain('kms:Decrypt');
    expect(allowedActions(template, jobs.clientSyncWorker, key)).toContain('kms:Decrypt');
  });

  it('lets the GraphQL router and the webhooks worker decrypt only webhook signing secrets (encryption context sk suscripcion#*)', () => {
    const { graphql, jobs } = stack;
    const webhookSecretsOnly = { StringLike: { 'kms:EncryptionContext:sk': 'suscripcion#*' } };
    expect(rolesAllowing('kms:Decrypt', webhookSecretsOnly)).toEqual(
      [roleOf(graphql.router), roleOf(jobs.webhooksWorker)].sort(),
    );
  });

  it("lets only the judicial sweep worker decrypt, and only the judicial partner's API key", () => {
    const partnerKeyOnly = { StringEquals: { 'kms:EncryptionContext:sk': PARTNER_KEY_CONTEXT.sk } };
    expect(rolesAllowing('kms:Decrypt', partnerKeyOnly)).toEqual([roleOf(stack.jobs.judicialSweepWorker)]);
    expect(rolesAllowing('kms:Decrypt')).not.toContain(roleOf(stack.jobs.judicialSweepWorker));
  });

  it('lets the GraphQL and REST functions seal new credentials (GenerateDataKey) but never decrypt SII credentials', () => {
    const { graphql, rest, jobs } = stack;
    expect([...allowedActions(template, rest.handler, key)], rest.handler.node.path).toEqual(['kms:GenerateDataKey']);
    expect([...allowedActions(template, graphql.router, key)].sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    expect(rolesAllowing('kms:Decrypt')).not.toContain(roleOf(graphql.router));
    for (const fn of [jobs.dispatcher, jobs.clientDbWorker, stack.realtime.handler]) {
      expect(allowedActions(template, fn, key).size, fn.node.path).toBe(0);
    }
  });
});
