import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';

/**
 * When the daily digest runs: 11:00 UTC, that is 08:00 in Santiago in summer (UTC-3) and 07:00 in winter (UTC-4):
 * early in the Chilean working morning, after the night's refreshes. EventBridge rules run in UTC.
 */
export const ALERT_DIGEST_SCHEDULE = Schedule.cron({ minute: '0', hour: '11' });

export interface AlertDigestProps {
  source: LambdaSource;
  /** factorings and userCompanies (who to write to), alertPreferences (read), alerts (read, and the day marks). */
  tables: { factorings: ITable; userCompanies: ITable; alertPreferences: ITable; alerts: ITable };
  /** The pool whose users are listed (ListUsers). */
  userPool: IUserPool;
  /** Lets the function send e-mail (infra/mail.ts Mail.allowSending). */
  allowSending(fn: IGrantable): void;
}

/**
 * The daily alert digest (issue 15 §4): an EventBridge rule each morning invokes the digest function
 * (lambdas/events/alerts/alert-digest-handler.ts), which e-mails each opted-in user the previous Chile day's alerts,
 * once per day (conditional writes make a retry or a second run send nothing new).
 */
export class AlertDigest extends Construct {
  readonly fn: PlatformFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: AlertDigestProps) {
    super(scope, id);
    this.fn = new PlatformFunction(this, 'Function', {
      source: props.source,
      entry: LAMBDA_ENTRIES.alertDigest,
      description: 'Daily digest of the previous day alerts, one e-mail per opted-in user and factoring',
      timeout: Duration.minutes(5),
    });
    for (const table of [props.tables.factorings, props.tables.userCompanies, props.tables.alertPreferences]) table.grantReadData(this.fn);
    props.tables.alerts.grantReadWriteData(this.fn);
    props.userPool.grant(this.fn, 'cognito-idp:ListUsers');
    props.allowSending(this.fn);
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Daily alert digest (issue 15 §4)',
      schedule: ALERT_DIGEST_SCHEDULE,
      targets: [new LambdaFunction(this.fn, { retryAttempts: 2 })],
    });
  }
}
