import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('MonthlyReport: the monthly report e-mail', () => {
  const { stack, template } = buildPlatform();
  const fn = stack.monthlyReport.fn;
  const { tables } = stack.data;

  it('invokes the function every morning (it checks the first working day), and lets it read users and send e-mail', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 11 * * ? *)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    expect([...allowedActions(template, fn, stack.auth.userPool)]).toEqual(['cognito-idp:AdminGetUser']);
    expect([...allowedActions(template, fn, stack.mail.configurationSet)].sort()).toEqual([
      'ses:SendEmail',
      'ses:SendRawEmail',
    ]);
  });

  it('reads the acquired list and the subscribers, and writes only its sent records', () => {
    for (const table of [tables.cessions, tables.factorings, tables.userCompanies, tables.envios]) {
      const actions = allowedActions(template, fn, table);
      expect(actions, table.node.path).toContain('dynamodb:Query');
      expect(actions, table.node.path).not.toContain('dynamodb:PutItem');
      expect(actions, table.node.path).not.toContain('dynamodb:UpdateItem');
    }
    expect([...allowedActions(template, fn, tables.userActivity)]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem']),
    );
  });
});
