import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import type { Realtime } from './realtime';

/** core-platform §9: data refresh cycle. */
const REFRESH_INTERVAL = Duration.minutes(20);

export interface JobsProps {
  source: LambdaSource;
  readTables: readonly ITable[];
  readWriteTables: readonly ITable[];
  /** AEC XML is read and stored here, byte-identical to what the SII gave (never deleted). */
  documents: IBucket;
  /** eventoBack pushes after a refresh: the WebSocket API and its management endpoint. */
  realtime: Pick<Realtime, 'api' | 'callbackUrl'>;
}

/**
 * Scheduled work: the SII refresh Lambda (lambdas/jobs/refresh-handler.ts) run by an EventBridge rule every
 * 20 minutes, with room for a whole portfolio (10 minutes, 1 GB).
 */
export class Jobs extends Construct {
  readonly refresh: PlatformFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.refresh = new PlatformFunction(this, 'Refresh', {
      source: props.source,
      entry: LAMBDA_ENTRIES.refresh,
      description: 'SII refresh of every factoring (every 20 minutes)',
      timeout: Duration.minutes(10),
      memorySize: 1024,
      config: { websocketEndpoint: props.realtime.callbackUrl },
    });
    for (const table of props.readTables) table.grantReadData(this.refresh);
    for (const table of props.readWriteTables) table.grantReadWriteData(this.refresh);
    props.documents.grantRead(this.refresh);
    props.documents.grantPut(this.refresh);
    props.realtime.api.grantManageConnections(this.refresh);

    this.schedule = new Rule(this, 'Schedule', {
      description: 'Refresh SII data every 20 minutes (core-platform §9)',
      schedule: Schedule.rate(REFRESH_INTERVAL),
      targets: [new LambdaFunction(this.refresh, { retryAttempts: 0 })],
    });
  }
}
