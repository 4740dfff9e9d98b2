import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { LambdaDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import type { Realtime } from './realtime';

/** core-platform §9: data refresh cycle. */
const REFRESH_INTERVAL = Duration.minutes(20);

export interface JobsProps {
  source: LambdaSource;
  /** Tables the refresh reads. */
  readTables: readonly ITable[];
  /** Tables the refresh reads and writes. */
  readWriteTables: readonly ITable[];
  /** Tables the client database builder reads (cessions, and factorings for the list of factorings). */
  clientDbReadTables: readonly ITable[];
  /**
   * AEC XML is read and stored here, byte-identical to what the SII gave (never deleted); the client databases
   * live under client-db/*.
   */
  documents: IBucket;
  /** eventoBack pushes after a refresh: the WebSocket API and its management endpoint. */
  realtime: Pick<Realtime, 'api' | 'callbackUrl'>;
}

/**
 * Scheduled work: the SII refresh Lambda (lambdas/jobs/refresh-handler.ts) run by an EventBridge rule every
 * 20 minutes, with room for a whole portfolio (10 minutes, 1 GB); and the client database builder
 * (lambdas/jobs/client-db/handler.ts; 15 minutes, 2 GB, sql.js installed beside the bundle because it loads its
 * WebAssembly file from its package folder), run when a refresh succeeds.
 *
 * The builder is the refresh's on-success destination (the rule invokes the refresh asynchronously, so Lambda hands
 * the finished invocation to the builder): it runs after every refresh, never over a half-written one, whatever the
 * refresh takes, exactly as local mode's scheduler chains the two handlers. A second rule with a time offset could
 * start before a slow refresh ends, and an invoke from inside the refresh would put AWS-only code in a handler.
 * Neither Lambda is retried: the next cycle, 20 minutes later, does the work again (the builder skips clients
 * whose inputs did not change).
 */
export class Jobs extends Construct {
  readonly refresh: PlatformFunction;
  readonly clientDb: PlatformFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.clientDb = new PlatformFunction(this, 'ClientDb', {
      source: props.source,
      entry: LAMBDA_ENTRIES.clientDb,
      description: 'Client databases (SQLite in S3) of every factoring, after each refresh',
      timeout: Duration.minutes(15),
      memorySize: 2048,
      nodeModules: ['sql.js'],
    });
    for (const table of props.clientDbReadTables) table.grantReadData(this.clientDb);
    props.documents.grantRead(this.clientDb, 'client-db/*');
    props.documents.grantPut(this.clientDb, 'client-db/*');
    this.clientDb.configureAsyncInvoke({ retryAttempts: 0 });

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
    this.refresh.configureAsyncInvoke({ retryAttempts: 0, onSuccess: new LambdaDestination(this.clientDb) });

    this.schedule = new Rule(this, 'Schedule', {
      description: 'Refresh SII data every 20 minutes (core-platform §9)',
      schedule: Schedule.rate(REFRESH_INTERVAL),
      targets: [new LambdaFunction(this.refresh, { retryAttempts: 0 })],
    });
  }
}
