import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import type { Realtime } from './realtime';
import { grantTableItems } from './narrow-grants';

/**
 * When the daily digest runs: 11:00 UTC, that is 08:00 in Santiago in summer (UTC-3) and 07:00 in winter (UTC-4):
 * early in the Chilean working morning, after the night's refreshes. EventBridge rules run in UTC.
 */
export const ALERT_DIGEST_SCHEDULE = Schedule.cron({ minute: '0', hour: '11' });

export interface AlertsProps {
  source: LambdaSource;
  /** factorings and userCompanies (who to write to), alertPreferences (read), alerts (read and written). */
  tables: { factorings: ITable; userCompanies: ITable; alertPreferences: ITable; alerts: ITable };
  /** The pool whose users' names and e-mails are read (AdminGetUser). */
  userPool: IUserPool;
  /** Lets a function send e-mail (infra/mail.ts Mail.allowSending). */
  allowSending(fn: IGrantable): void;
  /** The eventoBack WebSocket API, whose connections a function running the alerts sink posts to. */
  realtime: Pick<Realtime, 'api'>;
  /** Its open connections (read to find each user's; gone ones are deleted). */
  connections: ITable;
}

/**
 * User alerts. The daily digest: an EventBridge rule each morning invokes the digest function
 * (lambdas/jobs/alert-digest-handler.ts), which e-mails each opted-in user the previous Chile day's alerts,
 * once per day (conditional writes make a retry or a second run send nothing new). {@link allowSink} gives the
 * function that publishes the platform's events what the alerts sink uses.
 */
export class Alerts extends Construct {
  readonly digest: PlatformFunction;
  readonly schedule: Rule;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: AlertsProps,
  ) {
    super(scope, id);
    this.digest = new PlatformFunction(this, 'Digest', {
      source: props.source,
      entry: LAMBDA_ENTRIES.alertDigest,
      description: 'Daily digest of the previous day alerts, one e-mail per opted-in user and factoring',
      timeout: Duration.minutes(5),
    });
    for (const table of [props.tables.factorings, props.tables.userCompanies, props.tables.alertPreferences])
      grantTableItems(this.digest, table, 'read');
    grantTableItems(this.digest, props.tables.alerts, 'readWrite');
    props.userPool.grant(this.digest, 'cognito-idp:AdminGetUser');
    props.allowSending(this.digest);
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Daily alert digest',
      schedule: ALERT_DIGEST_SCHEDULE,
      targets: [new LambdaFunction(this.digest, { retryAttempts: 2 })],
    });
  }

  /**
   * Lets a function run the alerts sink (lambdas/services/alerts/create-alerts-sink.ts): list the factoring's users
   * (Cognito, userCompanies), read preferences, store alerts, post to its users' eventoBack connections, send e-mail.
   * The function also needs the WebSocket management endpoint in its configuration (websocketEndpoint) to push;
   * `{ push: false }` for one without it, whose sink stores and e-mails alerts only (createAlertsSink).
   */
  allowSink(fn: IGrantable, options: { push: boolean } = { push: true }): void {
    const { tables, userPool, realtime, connections } = this.props;
    grantTableItems(fn, tables.userCompanies, 'read');
    grantTableItems(fn, tables.alertPreferences, 'read');
    grantTableItems(fn, tables.alerts, 'readWrite');
    userPool.grant(fn, 'cognito-idp:AdminGetUser');
    this.props.allowSending(fn);
    if (!options.push) return;
    grantTableItems(fn, connections, 'readWrite');
    realtime.api.grantManageConnections(fn);
  }
}
