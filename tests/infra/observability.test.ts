import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ALARM_EMAIL_CONTEXT } from '@infra/job-queues';
import {
  FUNCTION_ERRORS_THRESHOLD,
  SERVER_ERROR_RATE_THRESHOLD,
  SII_FAILURE_RATE_MIN_CALLS,
  SII_FAILURE_RATE_THRESHOLD,
  SII_FAILURES_THRESHOLD,
} from '@infra/observability';
import { SII_OPERATIONS } from '@lambdas/sii/web/sii-operations';
import { PlatformFunction } from '@infra/lambda-function';
import { buildPlatform, logicalId } from './platform-template';

interface AlarmProperties {
  MetricName?: string;
  Namespace?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Threshold: number;
  AlarmActions: unknown[];
  Metrics?: {
    Id: string;
    Expression?: string;
    ReturnData?: boolean;
    MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions: unknown[] }; Stat: string };
  }[];
}

/** Functions CDK adds for its own constructs: log retention, triggers' provider, the site's bucket deployment. */
const CDK_OWN_FUNCTIONS = /^(LogRetention|AWSCDKTriggerCustomResourceProvider|CustomCDKBucketDeployment)/;

/** Observability: JSON logs, access logs, X-Ray, alarms and the one dashboard. */
describe('observability', () => {
  const { stack, template } = buildPlatform();
  const functions = stack.node.findAll().filter((c): c is PlatformFunction => c instanceof PlatformFunction);
  const alarms = Object.entries(template.findResources('AWS::CloudWatch::Alarm')).map(([id, a]) => ({
    id,
    ...(a.Properties as AlarmProperties),
  }));
  const topic = { Ref: logicalId(stack.jobQueues.alarmTopic) };
  const alarmsOn = (metricName: string, dimension: string, value: unknown) =>
    alarms.filter(
      (a) =>
        a.MetricName === metricName &&
        JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: dimension, Value: value }]),
    );

  it('covers every function of the stack but those CDK adds for its own constructs', () => {
    const platform = new Set(functions.map((fn) => logicalId(fn)));
    const others = Object.keys(template.findResources('AWS::Lambda::Function')).filter((id) => !platform.has(id));
    expect(platform.size).toBeGreaterThan(0);
    expect(others.filter((id) => !CDK_OWN_FUNCTIONS.test(id))).toEqual([]);
  });

  it.each(functions.map((fn) => [fn.node.path, fn] as const))(
    '%s traces with X-Ray and logs JSON records',
    (_path, fn) => {
      const resource = template.toJSON().Resources[logicalId(fn)] as { Properties: Record<string, unknown> };
      expect(resource.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(resource.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' });
    },
  );

  it.each(functions.map((fn) => [fn.node.path, fn] as const))(
    '%s has an errors and a throttles alarm notifying the alarm topic',
    (_path, fn) => {
      const ref = { Ref: logicalId(fn) };
      const errors = alarmsOn('Errors', 'FunctionName', ref);
      const throttles = alarmsOn('Throttles', 'FunctionName', ref);
      expect(errors.map((a) => a.Threshold)).toContain(FUNCTION_ERRORS_THRESHOLD);
      expect(throttles.map((a) => a.Threshold)).toContain(1);
      for (const alarm of [...errors, ...throttles]) expect(alarm.AlarmActions).toEqual([topic]);
    },
  );

  it('alarms on the 5xx rate of the REST and GraphQL APIs', () => {
    const rest = alarms.filter((a) => a.Namespace === 'AWS/ApiGateway' && a.MetricName === '5XXError');
    const graphql = alarms.filter((a) => a.Namespace === 'AWS/AppSync' && a.MetricName === '5XXError');
    for (const found of [rest, graphql]) {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ Threshold: SERVER_ERROR_RATE_THRESHOLD, AlarmActions: [topic] });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5XXError',
      Statistic: 'Average',
    });
  });

  it('alarms on the SII calls that failed, all operations and error types together, in 5 minutes', () => {
    const sii = alarms.filter((a) => a.MetricName === 'SiiFailures');
    expect(sii).toHaveLength(1);
    expect(sii[0]).toMatchObject({
      Namespace: 'RadarCesiones',
      Dimensions: [{ Name: 'service', Value: 'radar-cesiones' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: SII_FAILURES_THRESHOLD,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic],
    });
  });

  it.each(SII_OPERATIONS.map((operation) => [operation]))(
    'alarms on the failure rate of the SII operation %s: its failures over its calls, once it had enough calls',
    (operation) => {
      const found = alarms.filter((a) =>
        a.Metrics?.some(
          (m) =>
            m.MetricStat?.Metric.MetricName === 'SiiCalls' &&
            JSON.stringify(m.MetricStat.Metric.Dimensions) ===
              JSON.stringify([
                { Name: 'Operation', Value: operation },
                { Name: 'service', Value: 'radar-cesiones' },
              ]),
        ),
      );
      expect(found).toHaveLength(1);
      const alarm = found[0]!;
      expect(alarm).toMatchObject({
        Threshold: SII_FAILURE_RATE_THRESHOLD,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [topic],
      });
      const byId = new Map(alarm.Metrics!.map((m) => [m.Id, m]));
      const expression = alarm.Metrics!.find((m) => m.ReturnData !== false)!;
      expect(expression.Expression).toBe(`IF(calls >= ${SII_FAILURE_RATE_MIN_CALLS}, FILL(failures, 0) / calls, 0)`);
      for (const [id, metricName] of [
        ['calls', 'SiiCalls'],
        ['failures', 'SiiFailures'],
      ]) {
        expect(byId.get(id!)).toMatchObject({
          ReturnData: false,
          MetricStat: {
            Metric: { Namespace: 'RadarCesiones', MetricName: metricName },
            Stat: 'Sum',
            Period: 300,
          },
        });
        expect(byId.get(id!)?.MetricStat?.Metric.Dimensions).toEqual(
          expect.arrayContaining([{ Name: 'Operation', Value: operation }]),
        );
      }
    },
  );

  it('subscribes the e-mail address of the stack setting to the alarm topic, and nobody without it', () => {
    const alarmSubscriptions = (built: Pick<ReturnType<typeof buildPlatform>, 'stack' | 'template'>) =>
      Object.values(
        built.template.findResources('AWS::SNS::Subscription', {
          Properties: { TopicArn: { Ref: logicalId(built.stack.jobQueues.alarmTopic) } },
        }),
      ).map((s) => s.Properties as unknown);
    expect(alarmSubscriptions({ stack, template })).toEqual([]);
    const withEmail = buildPlatform({ context: { [ALARM_EMAIL_CONTEXT]: 'operaciones@radar.test' } });
    expect(alarmSubscriptions(withEmail)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'operaciones@radar.test' }),
    ]);
  });

  it('shows every alarm, dead letters and failed refresh runs included, on one dashboard', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(
      Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0]?.Properties.DashboardBody,
    );
    for (const alarm of alarms) expect(body, alarm.id).toContain(`"${alarm.id}"`);
    for (const queue of [stack.jobQueues.refresh, stack.jobQueues.envios, stack.jobQueues.clientSync]) {
      expect(body).toContain(`"${logicalId(queue.deadLetterAlarm)}"`);
    }
    expect(body).toContain(`"${logicalId(stack.jobs.failedRunsAlarm)}"`);
  });

  it('writes JSON access logs of the REST and WebSocket stages, and error-level execution logs without bodies', () => {
    const resources = template.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;
    const rest = resources[logicalId(stack.rest.api.deploymentStage)]!.Properties;
    const restLog = rest.AccessLogSetting as { DestinationArn: unknown; Format: string };
    expect(JSON.stringify(restLog.DestinationArn)).toContain(`"${logicalId(stack.rest.accessLogs)}"`);
    expect(Object.keys(JSON.parse(restLog.Format) as object)).toEqual(
      expect.arrayContaining(['requestId', 'ip', 'httpMethod', 'resourcePath', 'status']),
    );
    expect(rest.TracingEnabled).toBe(true);
    expect(rest.MethodSettings).toEqual([expect.objectContaining({ LoggingLevel: 'ERROR', DataTraceEnabled: false })]);
    const websocket = resources[logicalId(stack.realtime.stage)]!.Properties;
    const websocketLog = websocket.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(JSON.stringify(websocketLog.DestinationArn)).toContain(`"${logicalId(stack.realtime.accessLogs)}"`);
    expect(Object.keys(JSON.parse(websocketLog.Format) as object)).toEqual(
      expect.arrayContaining(['requestId', 'eventType', 'routeKey', 'connectionId', 'status']),
    );
  });

  it('logs GraphQL requests and resolver errors without verbose content (tokens, arguments), traced by X-Ray', () => {
    template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR', ExcludeVerboseContent: true }),
      XrayEnabled: true,
    });
  });
});
