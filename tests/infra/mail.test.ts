import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MAIL_FROM_CONTEXT, mailDomain } from '@infra/mail';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { allowedActions, buildPlatform, logicalId } from './platform-template';

describe('Mail', () => {
  const { stack, template } = buildPlatform();
  const { mail, data, graphql, rest, jobs, realtime } = stack;
  const configurationSetId = logicalId(mail.configurationSet);
  const topicId = logicalId(mail.events);
  const handler = mail.eventsHandler!;
  const functions = template.findResources('AWS::Lambda::Function');
  const variables = (fn: Parameters<typeof logicalId>[0]) =>
    functions[logicalId(fn)]!.Properties.Environment.Variables as Record<string, unknown>;

  it("publishes the configuration set's bounces, complaints, deliveries and rejects to the events topic", () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint', 'delivery', 'reject']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('verifies the From domain as an identity sending through the configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: mailDomain(mail.settings.from),
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSetId } },
    });
  });

  it('takes the From address from the radar:mailFrom context', () => {
    const other = buildPlatform({ context: { [MAIL_FROM_CONTEXT]: 'Avisos <avisos@factoring-ejemplo.cl>' } });
    other.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'factoring-ejemplo.cl' });
    expect(variables(graphql.router)[CONFIG_ENV.mailFrom]).toBe(mail.settings.from);
    const otherFunctions = other.template.findResources('AWS::Lambda::Function');
    expect(
      otherFunctions[logicalId(other.stack.graphql.router)]!.Properties.Environment.Variables[CONFIG_ENV.mailFrom],
    ).toBe('Avisos <avisos@factoring-ejemplo.cl>');
  });

  it('subscribes the events function, which updates mail records and writes the suppression list', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [logicalId(handler), 'Arn'] },
    });
    expect([...allowedActions(template, handler, data.tables.mails)]).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']),
    );
    expect([...allowedActions(template, handler, data.tables.mailSuppressions)]).toEqual(
      expect.arrayContaining(['dynamodb:PutItem']),
    );
    expect(allowedActions(template, handler, mail.identity).size).toBe(0);
  });

  it('hands every platform function the SES settings, so any of them can build the MailSender', () => {
    for (const fn of [graphql.router, rest.handler, realtime.handler, jobs.dispatcher, jobs.refreshWorker, handler]) {
      const env = variables(fn);
      expect(env[CONFIG_ENV.mailConfigurationSet], fn.node.path).toEqual({ Ref: configurationSetId });
      expect(env[CONFIG_ENV.mailsTable], fn.node.path).toEqual({ Ref: logicalId(data.tables.mails) });
      expect(env[CONFIG_ENV.mailSmtpHost], fn.node.path).toBeUndefined();
    }
  });

  it('lets the GraphQL and REST functions, the masivo consultations worker, the workers that raise user alerts and the alert digest send (SES, records, suppression list) and the others not', () => {
    for (const fn of [
      graphql.router,
      rest.handler,
      jobs.consultaMasivaWorker,
      jobs.refreshWorker,
      jobs.clientSyncWorker,
      jobs.judicialSweepWorker,
      stack.alerts.digest,
    ]) {
      for (const resource of [mail.identity, mail.configurationSet]) {
        expect([...allowedActions(template, fn, resource)].sort(), fn.node.path).toEqual([
          'ses:SendEmail',
          'ses:SendRawEmail',
        ]);
      }
      expect([...allowedActions(template, fn, data.tables.mails)], fn.node.path).toContain('dynamodb:PutItem');
      expect([...allowedActions(template, fn, data.tables.mailSuppressions)], fn.node.path).toContain(
        'dynamodb:GetItem',
      );
    }
    for (const fn of [jobs.dispatcher, jobs.clientDbWorker, jobs.enviosWorker, realtime.handler, handler]) {
      expect(allowedActions(template, fn, mail.identity).size, fn.node.path).toBe(0);
    }
  });
});

describe('mailDomain', () => {
  it('reads the domain of a From address with or without a display name', () => {
    expect(mailDomain('Radar Cesiones <no-responder@radarcesiones.cl>')).toBe('radarcesiones.cl');
    expect(mailDomain('avisos@factoring.cl')).toBe('factoring.cl');
    expect(() => mailDomain('Radar Cesiones')).toThrow('sin dominio');
  });
});
