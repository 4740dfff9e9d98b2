import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('Alerts: the daily digest and the alerts permissions', () => {
  const { stack, template } = buildPlatform();
  const { alerts: construct, data, graphql, rest } = stack;
  const digest = construct.digest;
  const { alerts, alertPreferences } = data.tables;

  it('invokes the digest function every day at 11:00 UTC (08:00 in Santiago in summer), and lets it list users and send e-mail', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 11 * * ? *)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(digest), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    expect([...allowedActions(template, digest, stack.auth.userPool)]).toEqual(['cognito-idp:AdminGetUser']);
    expect([...allowedActions(template, digest, stack.mail.configurationSet)].sort()).toEqual([
      'ses:SendEmail',
      'ses:SendRawEmail',
    ]);
  });

  it('lets the digest read preferences and write its day marks, and the GraphQL API edit preferences and the bell', () => {
    expect([...allowedActions(template, digest, alerts)]).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem']),
    );
    expect([...allowedActions(template, digest, alertPreferences)]).toEqual(
      expect.arrayContaining(['dynamodb:GetItem']),
    );
    expect([...allowedActions(template, digest, alertPreferences)]).not.toContain('dynamodb:PutItem');
    expect([...allowedActions(template, graphql.router, alerts)]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']),
    );
    expect([...allowedActions(template, graphql.router, alertPreferences)]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:GetItem']),
    );
    // REST only deletes a RUT's new-case alerts with its court records (tests/infra/rest-api.test.ts); never the
    // preferences.
    expect(allowedActions(template, rest.handler, alertPreferences).size).toBe(0);
  });

  it('lets the refresh worker run the alerts sink: list users, read preferences, store alerts, push to connections', () => {
    const worker = stack.jobs.refreshWorker;
    expect([...allowedActions(template, worker, alerts)]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']),
    );
    expect([...allowedActions(template, worker, alertPreferences)]).toEqual(
      expect.arrayContaining(['dynamodb:GetItem']),
    );
    expect([...allowedActions(template, worker, alertPreferences)]).not.toContain('dynamodb:PutItem');
    expect([...allowedActions(template, worker, stack.auth.userPool)]).toEqual(['cognito-idp:AdminGetUser']);
    expect([...allowedActions(template, worker, data.tables.connections)]).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem']),
    );
  });
});
