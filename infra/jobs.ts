import { Duration, Validations } from 'aws-cdk-lib';
import { Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { FAILED_RUNS_METRIC } from '@lambdas/jobs/job-metrics';
import { JOB_TIMEOUT_MS } from '@lambdas/platform/job-timeout';
import { WORKER_LEASE_KEY_PREFIXES } from '@lambdas/jobs/worker-lease-keys';
import type { JobQueues } from './job-queues';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';
import type { Realtime } from './realtime';
import { alarmOnAnyCount } from './alarms';
import { grantItemsUnderKeys, grantObjects, grantTableItems } from './narrow-grants';
import { deadLetterDepth, type WorkQueue } from './work-queue';
import { SII_RAW_OBJECTS } from './data';

/** core-platform §9: data refresh cycle. */
const REFRESH_INTERVAL = Duration.minutes(20);

/** Timeout of every worker (Lambda's maximum); the job leases outlive it (lambdas/jobs/run-job.ts). */
const WORKER_TIMEOUT = Duration.minutes(JOB_TIMEOUT_MS / 60_000);

/**
 * Workers of each kind running at once: enough to refresh many factorings within a cycle, few enough to keep the
 * SII's pacing per host meaningful; client databases are CPU- and memory-heavy and one per factoring at a time.
 */
export const MAX_CONCURRENCY = {
  refresh: 10,
  clientSync: 10,
  clientDb: 2,
  envios: 5,
  consultaMasiva: 3,
  webhooks: 10,
  // Each sweep keeps its own pace; every instance draws from the one shared rate (config.judicial.ratePerSecond, an
  // item of the leases table), so the portal never sees more than that rate however many run.
  judicialSweep: 2,
} as const;

/** Memory of the workers of the scheduled work, MB (the capacity model reads them: docs/capacity.md). */
export const WORKER_MEMORY_MB = { refresh: 1024, clientSync: 1024, clientDb: 2048 } as const;

/** The tables a function reads, and those it reads and writes. */
export interface TableAccess {
  readTables: readonly ITable[];
  readWriteTables: readonly ITable[];
}

export interface JobsProps {
  /** The shared configuration; its `queues` must be `queues.urls`. */
  source: LambdaSource;
  /** The job queues the dispatcher fills and the workers drain, and the alarm topic. */
  queues: JobQueues;
  /** Tables the dispatcher reads to list the tick's work (factorings, enrolled clients). */
  dispatcherReadTables: readonly ITable[];
  /** Tables of the SII refresh of a factoring. */
  refresh: TableAccess;
  /** Tables of a client company's SII sync. */
  clientSync: TableAccess;
  /** Tables of a factoring's client database build. */
  clientDb: TableAccess;
  /** Tables of a factoring's AEC envíos. */
  envios: TableAccess;
  /** Tables of a masivo prior consultation (its request, the cessions and credentials the consultation reads). */
  consultaMasiva: TableAccess;
  /** Tables of a webhook delivery attempt (the subscriptions and their log). */
  webhooks: TableAccess;
  /** Tables of a judicial radar sweep (the factorings' sweeps). */
  judicialSweep: TableAccess;
  /** Tables the deploy-time move of the client files reads to find who holds each client's clave. */
  companyFilesMigrationReadTables: readonly ITable[];
  /**
   * The tables of platform events: the refresh, client sync and envíos workers record published ids (platformEvents),
   * read the subscriptions and send deliveries to the webhooks queue
   * (lambdas/services/events/publish-platform-events.ts); the judicial sweep worker sends its new court cases'
   * deliveries straight away (no outbox).
   */
  events: { platformEvents: ITable; webhooks: ITable };
  /** The leases table: every worker takes and gives back leases (conditional single-item writes). */
  leases: ITable;
  /**
   * The documents bucket. The refresh reads and writes aec/* and archives raw SII answers under sii-raw/*; the
   * client sync reads and writes client-files/* and company-files/* and archives under sii-raw/*; the client database
   * build reads client-files/* and aec/* and reads and writes client-db/*. No worker deletes anything; only the
   * deploy-time move of the client files deletes an old company-files/* or tgr/* object once its copies are there.
   */
  documents: IBucket;
  /** eventoBack pushes after a refresh: the WebSocket API and its management endpoint. */
  realtime: Pick<Realtime, 'api' | 'callbackUrl'>;
  /** VPC placement of the workers that talk to the SII (fixed egress IP, infra/egress.ts); none by default. */
  siiNetwork?: FunctionNetwork;
}

/**
 * Scheduled work at scale. An EventBridge rule every 20 minutes invokes the dispatcher
 * (lambdas/jobs/dispatch-handler.ts) asynchronously; its failed invocations, after two retries, land in an
 * on-failure queue. The dispatcher fans the tick out as one SQS message per factoring (refresh) and per enrolled
 * client (client sync) on the job queues (job-queues.ts); workers (lambdas/jobs/worker-handler.ts, one message per
 * invocation, partial batch responses) run them with bounded concurrency and send follow-ups (client-db messages)
 * to the client-db queue. Alarms on the on-failure queue, on dispatcher errors and on runs failing three cycles in
 * a row notify the queues' alarm topic, as the dead-letter alarms do. Leases per work item
 * (lambdas/jobs/run-job.ts) keep a duplicate delivery or a slow previous run from overlapping.
 */
export class Jobs extends Construct {
  readonly dispatcher: PlatformFunction;
  readonly refreshWorker: PlatformFunction;
  readonly clientSyncWorker: PlatformFunction;
  readonly clientDbWorker: PlatformFunction;
  readonly enviosWorker: PlatformFunction;
  readonly consultaMasivaWorker: PlatformFunction;
  readonly webhooksWorker: PlatformFunction;
  readonly judicialSweepWorker: PlatformFunction;
  /**
   * The move of the client files to their per-factoring keys (lambdas/jobs/migrate-company-files-handler.ts), run by
   * {@link companyFilesMigrationTrigger} once deployed and again whenever its code changes (a run with nothing left
   * to move changes nothing).
   */
  readonly companyFilesMigration: PlatformFunction;
  readonly companyFilesMigrationTrigger: Trigger;
  /** The dispatcher's on-failure destination. */
  readonly dispatchFailures: Queue;
  readonly schedule: Rule;
  readonly failedRunsAlarm: Alarm;
  readonly dispatcherErrorsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { queues } = props;
    const { alarmAction } = queues;
    const worker = (workerId: string, options: WorkerOptions) => {
      const fn = new PlatformFunction(this, workerId, {
        source: props.source,
        entry: LAMBDA_ENTRIES.worker,
        description: options.description,
        timeout: WORKER_TIMEOUT,
        memorySize: options.memorySize,
        nodeModules: options.nodeModules,
        network: options.network,
        config: options.config,
      });
      // Each worker's tables, indexes and key prefixes by name (infra/narrow-grants.ts), nothing bucket- or table-wide.
      for (const table of options.access.readTables) grantTableItems(fn, table, 'read');
      for (const table of options.access.readWriteTables) grantTableItems(fn, table, 'readWrite');
      grantObjects(fn, props.documents, options.objects);
      // Its job's lease, the delivery slots and the shared rates, never the API's records in the same table.
      grantItemsUnderKeys(
        fn,
        props.leases,
        ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        WORKER_LEASE_KEY_PREFIXES,
      );
      fn.addEventSource(
        new SqsEventSource(options.queue.queue, {
          batchSize: 1,
          maxConcurrency: options.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      return fn;
    };
    this.refreshWorker = worker('RefreshWorker', {
      description: 'SII refresh of one factoring (its period answers, AECs, events), one message at a time',
      memorySize: WORKER_MEMORY_MB.refresh,
      queue: queues.refresh,
      maxConcurrency: MAX_CONCURRENCY.refresh,
      access: props.refresh,
      objects: { read: ['aec/*'], write: ['aec/*', SII_RAW_OBJECTS] },
      network: props.siiNetwork,
      config: { websocketEndpoint: props.realtime.callbackUrl },
    });
    props.realtime.api.grantManageConnections(this.refreshWorker);
    this.clientSyncWorker = worker('ClientSyncWorker', {
      description: 'SII sync of one client company with its own clave (RCV, period answers)',
      memorySize: WORKER_MEMORY_MB.clientSync,
      queue: queues.clientSync,
      maxConcurrency: MAX_CONCURRENCY.clientSync,
      access: props.clientSync,
      // The Carpeta Tributaria and the registry statute go to the factoring's company files (company-files/*).
      objects: {
        read: ['client-files/*', 'company-files/*'],
        write: ['client-files/*', 'company-files/*', SII_RAW_OBJECTS],
      },
      network: props.siiNetwork,
      // New sales-ledger radar changes are pushed on eventoBack as the sync records them.
      config: { websocketEndpoint: props.realtime.callbackUrl },
    });
    props.realtime.api.grantManageConnections(this.clientSyncWorker);
    this.clientDbWorker = worker('ClientDbWorker', {
      description: 'Client databases (SQLite in S3) of one factoring',
      memorySize: WORKER_MEMORY_MB.clientDb,
      // sql.js loads its WebAssembly file from its package folder.
      nodeModules: ['sql.js'],
      queue: queues.clientDb,
      maxConcurrency: MAX_CONCURRENCY.clientDb,
      access: props.clientDb,
      // The stored AECs give the clients' contacts.
      objects: { read: ['client-files/*', 'aec/*', 'client-db/*'], write: ['client-db/*'] },
    });
    for (const sender of [this.refreshWorker, this.clientSyncWorker]) queues.clientDb.queue.grantSendMessages(sender);
    this.enviosWorker = worker('EnviosWorker', {
      description: 'AEC envíos of one factoring (build, sign, upload, follow at the SII)',
      memorySize: 1024,
      queue: queues.envios,
      maxConcurrency: MAX_CONCURRENCY.envios,
      access: props.envios,
      // It continues the stored AECs and keeps each AEC it sends under envios/.
      objects: { read: ['aec/*', 'envios/*'], write: ['envios/*', SII_RAW_OBJECTS] },
      network: props.siiNetwork,
    });
    // Its follow-ups keep polling an envío in flight.
    queues.envios.queue.grantSendMessages(this.enviosWorker);
    this.consultaMasivaWorker = worker('ConsultaMasivaWorker', {
      description: 'One masivo prior consultation (SII answers per document, the result e-mailed)',
      memorySize: 1024,
      queue: queues.consultaMasiva,
      maxConcurrency: MAX_CONCURRENCY.consultaMasiva,
      access: props.consultaMasiva,
      objects: { read: [], write: [SII_RAW_OBJECTS] },
      network: props.siiNetwork,
    });
    // Outside the SII network: it calls the factorings' own URLs (checked: public https addresses only).
    this.webhooksWorker = worker('WebhooksWorker', {
      description: 'One webhook delivery attempt (signed POST of a platform event), its retries as delayed messages',
      memorySize: 256,
      queue: queues.webhooks,
      maxConcurrency: MAX_CONCURRENCY.webhooks,
      access: props.webhooks,
      objects: { read: [], write: [] },
    });
    queues.webhooks.queue.grantSendMessages(this.webhooksWorker);
    // Outside the SII network: it asks the Poder Judicial's public case search, tribunal by tribunal.
    this.judicialSweepWorker = worker('JudicialSweepWorker', {
      description: 'One judicial radar sweep of a RUT across the tribunals, its progress written tribunal by tribunal',
      memorySize: 256,
      queue: queues.judicialSweep,
      maxConcurrency: MAX_CONCURRENCY.judicialSweep,
      access: props.judicialSweep,
      objects: { read: [], write: [] },
    });
    // A watch tick plans the RUTs' sweeps as follow-ups on this same queue.
    queues.judicialSweep.queue.grantSendMessages(this.judicialSweepWorker);
    // The client sync publishes a followed client's document ceded to another factoring ('cesion.cedida-otro').
    for (const producer of [this.refreshWorker, this.clientSyncWorker, this.enviosWorker]) {
      // The event outbox: records, marks delivered and queries its pending index
      // (lambdas/store/platform-event-repository.ts).
      grantTableItems(producer, props.events.platformEvents, 'readWrite');
      grantTableItems(producer, props.events.webhooks, 'read');
      queues.webhooks.queue.grantSendMessages(producer);
    }
    // A sweep's new court cases go to the webhooks of 'judicial.causa-nueva' (no outbox: one event per case and sweep).
    grantTableItems(this.judicialSweepWorker, props.events.webhooks, 'read');
    queues.webhooks.queue.grantSendMessages(this.judicialSweepWorker);

    this.companyFilesMigration = new PlatformFunction(this, 'CompanyFilesMigration', {
      source: props.source,
      entry: LAMBDA_ENTRIES.migrateCompanyFiles,
      description:
        'Deploy time: moves the client files kept per client to the copy of each factoring holding its clave',
      timeout: Duration.minutes(15),
    });
    for (const table of props.companyFilesMigrationReadTables)
      grantTableItems(this.companyFilesMigration, table, 'read');
    const moved = ['company-files/*', 'tgr/*'];
    grantObjects(this.companyFilesMigration, props.documents, { read: moved, write: moved, remove: moved });
    // After the workers, so no worker of the previous code writes an old key once the move ran.
    this.companyFilesMigrationTrigger = new Trigger(this, 'CompanyFilesMigrationTrigger', {
      handler: this.companyFilesMigration,
      timeout: Duration.minutes(15),
      executeAfter: [this.clientSyncWorker],
    });

    this.dispatchFailures = new Queue(this, 'DispatchFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    Validations.of(this.dispatchFailures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself the dispatcher's dead letters (its on-failure destination), watched by DispatchFailuresAlarm",
    });
    this.dispatcher = new PlatformFunction(this, 'Dispatcher', {
      source: props.source,
      entry: LAMBDA_ENTRIES.dispatch,
      description: 'Every 20 minutes: one SQS message per factoring and per enrolled client',
      timeout: Duration.minutes(2),
    });
    for (const table of props.dispatcherReadTables) grantTableItems(this.dispatcher, table, 'read');
    queues.refresh.queue.grantSendMessages(this.dispatcher);
    queues.clientSync.queue.grantSendMessages(this.dispatcher);
    queues.envios.queue.grantSendMessages(this.dispatcher);
    // At night in Chile a tick also asks each factoring's judicial watch ('judicial-watch' shares the sweeps' queue).
    queues.judicialSweep.queue.grantSendMessages(this.dispatcher);
    // A tick older than 15 minutes is superseded by the next one.
    const maxEventAge = Duration.minutes(15);
    this.dispatcher.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge,
      onFailure: new SqsDestination(this.dispatchFailures),
    });
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Refresh SII data every 20 minutes (core-platform §9)',
      schedule: Schedule.rate(REFRESH_INTERVAL),
      targets: [new LambdaFunction(this.dispatcher, { retryAttempts: 2, maxEventAge })],
    });

    alarmOnAnyCount(this, 'DispatchFailuresAlarm', {
      metric: deadLetterDepth(this.dispatchFailures),
      action: alarmAction,
      description: 'Scheduled ticks the dispatcher could not send',
    });
    this.dispatcherErrorsAlarm = alarmOnAnyCount(this, 'DispatcherErrorsAlarm', {
      metric: this.dispatcher.metricErrors({ period: REFRESH_INTERVAL, statistic: 'Sum' }),
      action: alarmAction,
      description: 'The job dispatcher failed',
    });
    // One cycle's failures are often the SII's; runs failing in three cycles in a row need a person.
    this.failedRunsAlarm = alarmOnAnyCount(this, 'FailedRunsAlarm', {
      metric: new Metric({
        namespace: FAILED_RUNS_METRIC.namespace,
        metricName: FAILED_RUNS_METRIC.name,
        statistic: 'Sum',
        period: REFRESH_INTERVAL,
      }),
      action: alarmAction,
      description: 'Job runs failed in three consecutive refresh cycles (FailedRuns metric of the workers)',
      periods: 3,
    });
  }
}

/** What differs between the three workers. */
interface WorkerOptions {
  description: string;
  memorySize: number;
  queue: WorkQueue;
  maxConcurrency: number;
  access: TableAccess;
  /** Object key patterns of the documents bucket it reads and writes (never deletes). */
  objects: { read: string[]; write: string[] };
  nodeModules?: string[];
  network?: FunctionNetwork;
  config?: { websocketEndpoint: string };
}
