import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ALERT_DIGEST_SCHEDULE } from './alerts';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import { grantObjects, grantTableItems } from './narrow-grants';

export interface MonthlyReportProps {
  source: LambdaSource;
  /** Read: what the acquired list reads (cessions, refreshRuns, nominas, envios, notificaciones), the factorings
   * (subscribers) and userCompanies (their users); userActivity holds the sent records (read and written). */
  tables: {
    factorings: ITable;
    userCompanies: ITable;
    cessions: ITable;
    refreshRuns: ITable;
    nominas: ITable;
    envios: ITable;
    notificaciones: ITable;
    userActivity: ITable;
  };
  /** The documents bucket, whose client databases name the emisores the SII left unnamed. */
  documents: IBucket;
  /** The pool whose users' e-mails are read (AdminGetUser). */
  userPool: IUserPool;
  /** Lets a function send e-mail (infra/mail.ts Mail.allowSending). */
  allowSending(fn: IGrantable): void;
}

/**
 * The monthly report e-mail: an EventBridge rule every morning at the alert digest's hour (08:00 in Santiago in
 * summer) invokes lambdas/jobs/monthly-report-handler.ts, which on the first working day of the month e-mails each
 * subscriber the previous month's report PDF and does nothing on other days (conditional writes make a retry or a
 * second run send nothing new).
 */
export class MonthlyReport extends Construct {
  readonly fn: PlatformFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: MonthlyReportProps) {
    super(scope, id);
    this.fn = new PlatformFunction(this, 'Function', {
      source: props.source,
      entry: LAMBDA_ENTRIES.monthlyReport,
      description: "Monthly report e-mail: the previous month's report PDF to each subscriber, once",
      timeout: Duration.minutes(10),
      memorySize: 1024,
      nodeModules: ['pdfkit', 'sql.js'],
    });
    const { userActivity, ...read } = props.tables;
    for (const table of Object.values(read)) grantTableItems(this.fn, table, 'read');
    grantTableItems(this.fn, userActivity, 'readWrite');
    grantObjects(this.fn, props.documents, { read: ['client-db/*'], write: [] });
    props.userPool.grant(this.fn, 'cognito-idp:AdminGetUser');
    props.allowSending(this.fn);
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Monthly report e-mail (the function checks the first working day)',
      schedule: ALERT_DIGEST_SCHEDULE,
      targets: [new LambdaFunction(this.fn, { retryAttempts: 2 })],
    });
  }
}
