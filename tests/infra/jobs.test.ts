import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FAILED_RUNS_METRIC } from '@lambdas/jobs/job-metrics';
import { JOB_TIMEOUT_MS } from '@lambdas/platform/job-timeout';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { WORKER_LEASE_KEY_PREFIXES } from '@lambdas/jobs/worker-lease-keys';
import { allowedActions, allowedObjectActions, buildPlatform, logicalId, statementsOn } from './platform-template';

interface FunctionProperties {
  Runtime: string;
  Timeout: number;
  MemorySize: number;
  Environment: { Variables: Record<string, unknown> };
}

interface QueueProperties {
  FifoQueue?: boolean;
  DelaySeconds?: number;
  VisibilityTimeout?: number;
  MessageRetentionPeriod?: number;
  RedrivePolicy?: { deadLetterTargetArn: unknown; maxReceiveCount: number };
}

describe('Jobs', () => {
  const { stack, template } = buildPlatform();
  const { jobs, jobQueues } = stack;
  const functions = template.findResources('AWS::Lambda::Function') as Record<
    string,
    { Properties: FunctionProperties }
  >;
  const fn = (construct: Parameters<typeof logicalId>[0]) => functions[logicalId(construct)]!.Properties;
  const queues = template.findResources('AWS::SQS::Queue') as Record<string, { Properties: QueueProperties }>;
  const queue = (construct: Parameters<typeof logicalId>[0]) => queues[logicalId(construct)]!.Properties;
  const workQueues = { refresh: jobQueues.refresh, clientSync: jobQueues.clientSync, clientDb: jobQueues.clientDb };
  const workers = { refresh: jobs.refreshWorker, clientSync: jobs.clientSyncWorker, clientDb: jobs.clientDbWorker };
  const dispatcherId = logicalId(jobs.dispatcher);

  describe('schedule and dispatcher', () => {
    it('invokes the dispatcher every 20 minutes (core-platform §9), and only the dispatcher', () => {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: 'rate(20 minutes)',
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [dispatcherId, 'Arn'] } })],
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [dispatcherId, 'Arn'] },
      });
      const rules = Object.values(template.findResources('AWS::Events::Rule')) as {
        Properties: { ScheduleExpression: string; Targets: { Arn: unknown }[] };
      }[];
      const refreshRules = rules.filter((rule) => rule.Properties.ScheduleExpression === 'rate(20 minutes)');
      const targets = refreshRules.flatMap((rule) =>
        rule.Properties.Targets.map((target) => JSON.stringify(target.Arn)),
      );
      expect(targets).toEqual([JSON.stringify({ 'Fn::GetAtt': [dispatcherId, 'Arn'] })]);
    });

    it('hands failed dispatcher invocations, after retries, to an on-failure queue', () => {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: dispatcherId },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(jobs.dispatchFailures), 'Arn'] } } },
      });
      expect(allowedActions(template, jobs.dispatcher, jobs.dispatchFailures)).toContain('sqs:SendMessage');
      expect(queue(jobs.dispatchFailures).MessageRetentionPeriod).toBe(14 * 24 * 3600);
    });

    it("lets the dispatcher read factorings and credentials, write no table, and send the tick's work, the nightly judicial watch included", () => {
      const { factorings, credentials, cessions } = stack.data.tables;
      for (const table of [factorings, credentials]) {
        const actions = allowedActions(template, jobs.dispatcher, table);
        expect(actions, table.node.id).toContain('dynamodb:Query');
        expect(actions, table.node.id).not.toContain('dynamodb:PutItem');
      }
      expect(allowedActions(template, jobs.dispatcher, cessions).size).toBe(0);
      expect(allowedActions(template, jobs.dispatcher, jobQueues.refresh.queue)).toContain('sqs:SendMessage');
      expect(allowedActions(template, jobs.dispatcher, jobQueues.clientSync.queue)).toContain('sqs:SendMessage');
      expect(allowedActions(template, jobs.dispatcher, jobQueues.judicialSweep.queue)).toContain('sqs:SendMessage');
      expect(allowedActions(template, jobs.dispatcher, jobQueues.clientDb.queue).size).toBe(0);
      expect(allowedObjectActions(template, jobs.dispatcher, stack.data.documents, '*').size).toBe(0);
    });
  });

  describe('queues', () => {
    it('are in the configuration of every platform function, which may send only where its work goes', () => {
      const functions = [
        stack.graphql.router,
        stack.rest.handler,
        stack.realtime.handler,
        jobs.dispatcher,
        ...Object.values(workers),
      ];
      for (const platformFunction of functions) {
        const variables = fn(platformFunction).Environment.Variables;
        expect(variables[CONFIG_ENV.refreshQueue], platformFunction.node.path).toEqual({
          Ref: logicalId(jobQueues.refresh.queue),
        });
        expect(variables[CONFIG_ENV.clientSyncQueue], platformFunction.node.path).toEqual({
          Ref: logicalId(jobQueues.clientSync.queue),
        });
        expect(variables[CONFIG_ENV.clientDbQueue], platformFunction.node.path).toEqual({
          Ref: logicalId(jobQueues.clientDb.queue),
        });
      }
      const senders = (work: (typeof workQueues)[keyof typeof workQueues]) =>
        functions
          .filter((f) => allowedActions(template, f, work.queue).has('sqs:SendMessage'))
          .map((f) => f.node.path)
          .sort();
      expect(senders(jobQueues.refresh)).toEqual([jobs.dispatcher.node.path]);
      // The enroller asks for a new client's first sync.
      expect(senders(jobQueues.clientSync)).toEqual([stack.rest.handler.node.path, jobs.dispatcher.node.path].sort());
      expect(senders(jobQueues.clientDb)).toEqual(
        [jobs.refreshWorker.node.path, jobs.clientSyncWorker.node.path].sort(),
      );
    });

    it.each(Object.entries(workQueues))(
      '%s: a dead-letter queue after 3 receives, kept 14 days, visibility ≥ 6 × the worker timeout',
      (_, work) => {
        const main = queue(work.queue);
        expect(main.RedrivePolicy).toEqual({
          deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(work.deadLetters), 'Arn'] },
          maxReceiveCount: 3,
        });
        expect(main.VisibilityTimeout).toBeGreaterThanOrEqual((6 * JOB_TIMEOUT_MS) / 1000);
        expect(queue(work.deadLetters).MessageRetentionPeriod).toBe(14 * 24 * 3600);
      },
    );

    it('keeps refresh and client-sync queues standard, and the client-db queue FIFO with a one-minute delay (coalescing)', () => {
      expect(queue(jobQueues.refresh.queue).FifoQueue).toBeUndefined();
      expect(queue(jobQueues.clientSync.queue).FifoQueue).toBeUndefined();
      expect(queue(jobQueues.clientDb.queue)).toMatchObject({ FifoQueue: true, DelaySeconds: 60 });
      expect(queue(jobQueues.clientDb.deadLetters).FifoQueue).toBe(true);
    });

    it('refuses every request to a job queue that is not over TLS', () => {
      const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy')) as {
        Properties: {
          Queues: { Ref: string }[];
          PolicyDocument: { Statement: { Effect: string; Condition?: unknown }[] };
        };
      }[];
      for (const work of Object.values(workQueues)) {
        for (const construct of [work.queue, work.deadLetters]) {
          const id = logicalId(construct);
          const statements = policies
            .filter((p) => p.Properties.Queues.some((q) => q.Ref === id))
            .flatMap((p) => p.Properties.PolicyDocument.Statement);
          expect(statements, id).toContainEqual(
            expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          );
        }
      }
    });
  });

  describe('workers', () => {
    const expected = {
      refresh: { memory: 1024, concurrency: 10 },
      clientSync: { memory: 1024, concurrency: 10 },
      clientDb: { memory: 2048, concurrency: 2 },
    };

    it.each(Object.keys(workers) as (keyof typeof workers)[])(
      '%s: Node.js 24, 15 minutes, its memory, fed one message at a time with bounded concurrency',
      (kind) => {
        const worker = workers[kind];
        expect(fn(worker)).toMatchObject({
          Runtime: 'nodejs24.x',
          Timeout: JOB_TIMEOUT_MS / 1000,
          MemorySize: expected[kind].memory,
        });
        template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
          EventSourceArn: { 'Fn::GetAtt': [logicalId(workQueues[kind].queue), 'Arn'] },
          FunctionName: { Ref: logicalId(worker) },
          BatchSize: 1,
          ScalingConfig: { MaximumConcurrency: expected[kind].concurrency },
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        });
        for (const [other, work] of Object.entries(workQueues)) {
          const consumes = allowedActions(template, worker, work.queue).has('sqs:ReceiveMessage');
          expect(consumes, `${kind} receives from ${other}`).toBe(other === kind);
        }
      },
    );

    it.each(Object.keys(workers) as (keyof typeof workers)[])(
      "%s: takes leases with conditional writes only, on the jobs' own keys",
      (kind) => {
        const leases = allowedActions(template, workers[kind], stack.data.tables.leases);
        expect([...leases].sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
        const conditions = statementsOn(template, stack.data.tables.leases, workers[kind]).map(
          (statement) => statement.Condition,
        );
        expect(conditions).toEqual([
          {
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': WORKER_LEASE_KEY_PREFIXES.map((prefix) => `${prefix}*`),
            },
          },
        ]);
      },
    );

    it('lets no role take an item of the leases table outside the keys of its own records', () => {
      const onLeases = statementsOn(template, stack.data.tables.leases);
      expect(onLeases.length).toBeGreaterThan(0);
      for (const statement of onLeases)
        expect(statement.Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.any(Array) },
        });
    });

    it('lets the refresh worker write cessions, runs, AEC files and raw SII answers, push eventoBack and ask for client databases', () => {
      const { cessions, refreshRuns, factorings, userCompanies } = stack.data.tables;
      const worker = jobs.refreshWorker;
      expect(allowedActions(template, worker, cessions)).toContain('dynamodb:PutItem');
      expect(allowedActions(template, worker, refreshRuns)).toContain('dynamodb:PutItem');
      expect(allowedActions(template, worker, factorings)).not.toContain('dynamodb:PutItem');
      // The alerts sink lists each factoring's users (userCompanies rows), reading only.
      expect(
        [...allowedActions(template, worker, userCompanies)].filter((action) => /Put|Update|Delete|Write/.test(action)),
      ).toEqual([]);
      const { documents } = stack.data;
      const aec = allowedObjectActions(template, worker, documents, 'aec/*');
      expect(aec).toContain('s3:GetObject');
      expect(aec).toContain('s3:PutObject');
      const raw = allowedObjectActions(template, worker, documents, 'sii-raw/*');
      expect(raw).toContain('s3:PutObject');
      expect(raw).not.toContain('s3:GetObject');
      for (const prefix of ['*', 'client-db/*', 'client-files/*'])
        expect(allowedObjectActions(template, worker, documents, prefix).size, prefix).toBe(0);
      expect(
        [...allowedActions(template, worker, documents)].filter((action) => action.startsWith('s3:Delete')),
      ).toEqual([]);
      expect(allowedActions(template, worker, stack.realtime.api)).toContain('execute-api:ManageConnections');
      expect(fn(worker).Environment.Variables[CONFIG_ENV.websocketEndpoint]).toEqual(
        stack.resolve(stack.realtime.callbackUrl),
      );
      expect(allowedActions(template, worker, jobQueues.clientDb.queue)).toContain('sqs:SendMessage');
    });

    it("lets the client-sync worker write the client's files, its company files and raw SII answers, not cessions", () => {
      const worker = jobs.clientSyncWorker;
      const { documents } = stack.data;
      for (const prefix of ['client-files/*', 'company-files/*']) {
        const files = allowedObjectActions(template, worker, documents, prefix);
        expect(files, prefix).toContain('s3:GetObject');
        expect(files, prefix).toContain('s3:PutObject');
      }
      expect(allowedObjectActions(template, worker, documents, 'sii-raw/*')).toContain('s3:PutObject');
      for (const prefix of ['*', 'aec/*', 'client-db/*'])
        expect(allowedObjectActions(template, worker, documents, prefix).size, prefix).toBe(0);
      expect(allowedActions(template, worker, stack.data.tables.cessions).size).toBe(0);
      expect(allowedActions(template, worker, stack.data.tables.credentials)).toContain('dynamodb:UpdateItem');
      expect(allowedActions(template, worker, jobQueues.clientDb.queue)).toContain('sqs:SendMessage');
    });

    it('lets the client-db worker read cessions, factorings, client files and AECs, write client-db/* only, and send nothing', () => {
      const worker = jobs.clientDbWorker;
      const { cessions, factorings, userCompanies, refreshRuns, connections, clientExecutives, announcements } =
        stack.data.tables;
      for (const table of [cessions, factorings]) {
        const actions = allowedActions(template, worker, table);
        expect(actions, table.node.id).toContain('dynamodb:Query');
        expect(actions, table.node.id).not.toContain('dynamodb:PutItem');
      }
      for (const other of [userCompanies, refreshRuns, connections, clientExecutives, announcements]) {
        expect(allowedActions(template, worker, other).size, other.node.id).toBe(0);
      }
      const { documents } = stack.data;
      const clientDb = allowedObjectActions(template, worker, documents, 'client-db/*');
      expect(clientDb).toContain('s3:GetObject');
      expect(clientDb).toContain('s3:PutObject');
      for (const readOnly of ['client-files/*', 'aec/*']) {
        const actions = allowedObjectActions(template, worker, documents, readOnly);
        expect(actions, readOnly).toContain('s3:GetObject');
        expect(actions, readOnly).not.toContain('s3:PutObject');
      }
      for (const prefix of ['*', 'sii-raw/*'])
        expect(allowedObjectActions(template, worker, documents, prefix).size, prefix).toBe(0);
      for (const work of Object.values(workQueues))
        expect(allowedActions(template, worker, work.queue)).not.toContain('sqs:SendMessage');
    });
  });

  describe('client files move', () => {
    it('runs once deployed, after the REST handler and the client-sync worker, moving company-files/* and tgr/* only', () => {
      const migration = jobs.companyFilesMigration;
      const trigger = Object.values(template.findResources('Custom::Trigger')).filter((resource) =>
        JSON.stringify(resource.Properties.HandlerArn).includes(logicalId(migration.currentVersion)),
      );
      expect(trigger).toHaveLength(1);
      expect(trigger[0]!.DependsOn).toEqual(
        expect.arrayContaining([logicalId(stack.rest.handler), logicalId(jobs.clientSyncWorker)]),
      );
      const { documents, tables } = stack.data;
      for (const prefix of ['company-files/*', 'tgr/*'])
        expect([...allowedObjectActions(template, migration, documents, prefix)].sort(), prefix).toEqual([
          's3:DeleteObject',
          's3:GetObject',
          's3:PutObject',
        ]);
      for (const prefix of ['*', 'aec/*', 'client-files/*', 'client-db/*', 'sii-raw/*'])
        expect(allowedObjectActions(template, migration, documents, prefix).size, prefix).toBe(0);
      for (const table of [tables.factorings, tables.credentials]) {
        const actions = allowedActions(template, migration, table);
        expect(actions, table.node.id).toContain('dynamodb:Query');
        expect(actions, table.node.id).not.toContain('dynamodb:PutItem');
      }
      expect(allowedActions(template, migration, tables.cessions).size).toBe(0);
    });
  });

  describe('alarms', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as {
      Properties: Record<string, unknown> & {
        AlarmActions: unknown[];
        Dimensions?: { Name: string; Value: unknown }[];
      };
    }[];
    const topic = { Ref: logicalId(jobQueues.alarmTopic) };

    it.each([
      ['refresh', jobQueues.refresh.deadLetters],
      ['client sync', jobQueues.clientSync.deadLetters],
      ['client db', jobQueues.clientDb.deadLetters],
      ['dispatch failures', jobs.dispatchFailures],
    ])('raises an alarm as soon as the %s dead-letter queue holds a message', (_, deadLetters) => {
      const queueName = { 'Fn::GetAtt': [logicalId(deadLetters), 'QueueName'] };
      const alarm = alarms.find(
        (a) => JSON.stringify(a.Properties.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: queueName }]),
      );
      expect(alarm?.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 1,
        AlarmActions: [topic],
      });
    });

    it("raises an alarm when runs fail in three consecutive cycles (the workers' FailedRuns metric)", () => {
      const alarm = alarms.find((a) => a.Properties.MetricName === FAILED_RUNS_METRIC.name);
      expect(alarm?.Properties).toMatchObject({
        Namespace: FAILED_RUNS_METRIC.namespace,
        Statistic: 'Sum',
        Period: 20 * 60,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Threshold: 1,
        EvaluationPeriods: 3,
        DatapointsToAlarm: 3,
        AlarmActions: [topic],
      });
      expect(alarm?.Properties.Dimensions).toBeUndefined();
    });

    it('raises an alarm when the dispatcher fails', () => {
      const alarm = alarms.find(
        (a) =>
          a.Properties.MetricName === 'Errors' &&
          JSON.stringify(a.Properties.Dimensions) ===
            JSON.stringify([{ Name: 'FunctionName', Value: { Ref: dispatcherId } }]),
      );
      expect(alarm?.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [topic],
      });
    });

    it('exports the alarm topic for operators to subscribe to', () => {
      expect(template.findOutputs('JobAlarmsTopic').JobAlarmsTopic?.Value).toEqual(topic);
    });
  });
  describe('envíos', () => {
    it('delivers envío messages 20 s late, its polling interval, to a worker that signs with the credentials', () => {
      expect(queue(jobQueues.envios.queue).DelaySeconds).toBe(20);
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: logicalId(jobs.enviosWorker) },
        EventSourceArn: { 'Fn::GetAtt': [logicalId(jobQueues.envios.queue), 'Arn'] },
        BatchSize: 1,
      });
      expect(fn(jobs.enviosWorker).Environment.Variables[CONFIG_ENV.enviosQueue]).toEqual({
        Ref: logicalId(jobQueues.envios.queue),
      });
    });

    it("lets the worker keep the AECs it sends and read the stored ones, never write the refresh's", () => {
      const { documents } = stack.data;
      expect(allowedObjectActions(template, jobs.enviosWorker, documents, 'envios/*')).toContain('s3:PutObject');
      expect(allowedObjectActions(template, jobs.enviosWorker, documents, 'aec/*')).toContain('s3:GetObject');
      expect(allowedObjectActions(template, jobs.enviosWorker, documents, 'aec/*')).not.toContain('s3:PutObject');
    });

    it('lets the GraphQL function, the dispatcher and the worker itself use the queue, and no other function', () => {
      for (const sender of [stack.graphql.router, jobs.dispatcher, jobs.enviosWorker]) {
        expect(allowedActions(template, sender, jobQueues.envios.queue), sender.node.path).toContain('sqs:SendMessage');
      }
      for (const other of [stack.rest.handler, jobs.refreshWorker, jobs.clientSyncWorker, jobs.clientDbWorker]) {
        expect(allowedActions(template, other, jobQueues.envios.queue).has('sqs:SendMessage'), other.node.path).toBe(
          false,
        );
      }
    });
  });

  describe('masivo prior consultations', () => {
    it("run on their own queue and worker, started at once, never on the envíos worker's", () => {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: logicalId(jobs.consultaMasivaWorker) },
        EventSourceArn: { 'Fn::GetAtt': [logicalId(jobQueues.consultaMasiva.queue), 'Arn'] },
        BatchSize: 1,
      });
      expect(queue(jobQueues.consultaMasiva.queue).DelaySeconds).toBeUndefined();
      expect(fn(jobs.consultaMasivaWorker).Environment.Variables[CONFIG_ENV.consultaMasivaQueue]).toEqual({
        Ref: logicalId(jobQueues.consultaMasiva.queue),
      });
      template.resourcePropertiesCountIs(
        'AWS::Lambda::EventSourceMapping',
        {
          FunctionName: { Ref: logicalId(jobs.enviosWorker) },
          EventSourceArn: { 'Fn::GetAtt': [logicalId(jobQueues.consultaMasiva.queue), 'Arn'] },
        },
        0,
      );
    });

    it("lets the worker run them: their requests read and finished, the cessions read (the debtor's record)", () => {
      const { tables } = stack.data;
      expect([...allowedActions(template, jobs.consultaMasivaWorker, tables.consultasMasivas)]).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']),
      );
      expect([...allowedActions(template, jobs.consultaMasivaWorker, tables.cessions)]).toEqual(
        expect.arrayContaining(['dynamodb:Query']),
      );
      expect(allowedActions(template, jobs.consultaMasivaWorker, tables.cessions).has('dynamodb:PutItem')).toBe(false);
      expect([...allowedActions(template, stack.rest.handler, tables.consultasMasivas)]).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']),
      );
      for (const other of [
        jobs.refreshWorker,
        jobs.clientSyncWorker,
        jobs.clientDbWorker,
        jobs.enviosWorker,
        stack.graphql.router,
      ]) {
        expect(allowedActions(template, other, tables.consultasMasivas).size, other.node.path).toBe(0);
      }
    });

    it('are queued by the REST function only', () => {
      expect(allowedActions(template, stack.rest.handler, jobQueues.consultaMasiva.queue)).toContain('sqs:SendMessage');
      for (const other of [stack.graphql.router, jobs.dispatcher, jobs.enviosWorker, jobs.refreshWorker]) {
        expect(
          allowedActions(template, other, jobQueues.consultaMasiva.queue).has('sqs:SendMessage'),
          other.node.path,
        ).toBe(false);
      }
    });
  });

  describe('webhook deliveries', () => {
    it('run on their own worker and queue, outside the SII network, reading and logging the subscriptions', () => {
      const { tables } = stack.data;
      expect(fn(jobs.webhooksWorker).Environment.Variables[CONFIG_ENV.webhooksQueue]).toEqual({
        Ref: logicalId(jobQueues.webhooks.queue),
      });
      expect(queue(jobQueues.webhooks.queue).DelaySeconds).toBeUndefined();
      expect([...allowedActions(template, jobs.webhooksWorker, tables.webhooks)]).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem']),
      );
      expect(allowedActions(template, jobs.webhooksWorker, tables.cessions).size).toBe(0);
      expect(allowedActions(template, jobs.webhooksWorker, tables.credentials).size).toBe(0);
      expect(
        JSON.stringify(template.findResources('AWS::Lambda::Function')[logicalId(jobs.webhooksWorker)]),
      ).not.toContain('VpcConfig');
    });

    it('are raised by the refresh, client sync and envíos workers: event ids recorded once, subscriptions read, deliveries queued (retries by the worker itself)', () => {
      const { tables } = stack.data;
      for (const producer of [jobs.refreshWorker, jobs.clientSyncWorker, jobs.enviosWorker]) {
        expect(allowedActions(template, producer, tables.platformEvents), producer.node.path).toContain(
          'dynamodb:PutItem',
        );
        expect(allowedActions(template, producer, tables.webhooks), producer.node.path).toContain('dynamodb:Query');
        expect(allowedActions(template, producer, tables.webhooks).has('dynamodb:PutItem'), producer.node.path).toBe(
          false,
        );
        expect(allowedActions(template, producer, jobQueues.webhooks.queue), producer.node.path).toContain(
          'sqs:SendMessage',
        );
      }
      expect(allowedActions(template, jobs.webhooksWorker, jobQueues.webhooks.queue)).toContain('sqs:SendMessage');
      for (const other of [jobs.clientDbWorker, jobs.consultaMasivaWorker, jobs.dispatcher]) {
        expect(allowedActions(template, other, jobQueues.webhooks.queue).has('sqs:SendMessage'), other.node.path).toBe(
          false,
        );
      }
    });
  });
});
