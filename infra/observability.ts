import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IAlarmAction,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE } from '@lambdas/platform/observability';
import { SII_OPERATIONS, type SiiOperation } from '@lambdas/sii/web/sii-operations';
import { alarmOnAnyCount } from './alarms';
import type { PlatformFunction } from './lambda-function';

/** The period every platform alarm and graph reads. */
const PERIOD = Duration.minutes(5);

/**
 * Unhandled errors of one function in a period before its alarm: the GraphQL router reports a refused request
 * (forbidden, bad input) as a Lambda error too, so a lone refusal must not page anyone.
 */
export const FUNCTION_ERRORS_THRESHOLD = 5;

/** SII calls that failed (after their retries), all operations together, in a period before the alarm. */
export const SII_FAILURES_THRESHOLD = 5;

/** Share of one SII operation's calls that failed (after their retries) in a period before its alarm (0.2 = 20 %). */
export const SII_FAILURE_RATE_THRESHOLD = 0.2;

/** Calls of one SII operation in a period below which its failure rate does not alarm (a few idle calls are noise). */
export const SII_FAILURE_RATE_MIN_CALLS = 10;

/** Share of an API's answers that are 5xx in a period before its alarm (0.05 = 5 %). */
export const SERVER_ERROR_RATE_THRESHOLD = 0.05;

/** A function's path below the stack, e.g. 'Jobs/RefreshWorker'. */
function functionLabel(fn: PlatformFunction): string {
  return fn.node.path.split('/').slice(1).join('/');
}

export interface ObservabilityProps {
  /** Every platform function: each gets an errors and a throttles alarm. */
  functions: readonly PlatformFunction[];
  rest: RestApi;
  graphql: GraphqlApi;
  /** Where the new alarms notify (the job alarms' topic). */
  alarmAction: IAlarmAction;
  /** Alarms defined elsewhere (dead letters, dispatcher, failed refresh runs) shown on the dashboard beside these. */
  otherAlarms: readonly Alarm[];
}

/**
 * The platform's alarms and its one CloudWatch dashboard: per function an errors alarm
 * ({@link FUNCTION_ERRORS_THRESHOLD} in 5 minutes) and a throttles alarm (any); per API a 5xx-rate alarm
 * ({@link SERVER_ERROR_RATE_THRESHOLD}); an SII failures alarm ({@link SII_FAILURES_THRESHOLD} failed SII calls in 5
 * minutes, the Lambdas' SiiFailures metric, lambdas/platform/observability.ts); per SII operation a failure-rate alarm
 * (SiiFailures / SiiCalls of that operation at or over {@link SII_FAILURE_RATE_THRESHOLD} in 5 minutes, once it had
 * {@link SII_FAILURE_RATE_MIN_CALLS} calls or more); the dashboard shows every alarm's state
 * (these and `otherAlarms`) and graphs the functions' errors and throttles, the APIs' 5xx rates and the SII failures by
 * operation and error type.
 */
export class Observability extends Construct {
  readonly functionAlarms: Alarm[] = [];
  readonly serverErrorAlarms: Alarm[];
  readonly siiFailuresAlarm: Alarm;
  /** One per SII operation (lambdas/sii/web/sii-operations.ts), in that list's order. */
  readonly siiFailureRateAlarms: Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { alarmAction } = props;
    for (const fn of props.functions) {
      const name = functionLabel(fn).replaceAll('/', '');
      const errors = this.alarm(`${name}Errors`, alarmAction, {
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        description: `${fn.node.path}: ${FUNCTION_ERRORS_THRESHOLD} or more errors in 5 minutes`,
        threshold: FUNCTION_ERRORS_THRESHOLD,
      });
      const throttles = alarmOnAnyCount(this, `${name}Throttles`, {
        metric: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        action: alarmAction,
        description: `${fn.node.path}: invocations throttled`,
      });
      this.functionAlarms.push(errors, throttles);
    }
    const restRate = props.rest.metricServerError({ period: PERIOD, statistic: 'Average' });
    const graphqlRate = new Metric({
      namespace: 'AWS/AppSync',
      metricName: '5XXError',
      dimensionsMap: { GraphQLAPIId: props.graphql.apiId },
      period: PERIOD,
      statistic: 'Average',
    });
    this.serverErrorAlarms = [
      this.rateAlarm('RestServerErrors', restRate, 'REST API: over 5 % of answers are 5xx', alarmAction),
      this.rateAlarm('GraphqlServerErrors', graphqlRate, 'GraphQL API: over 5 % of answers are 5xx', alarmAction),
    ];

    this.siiFailuresAlarm = this.alarm('SiiFailures', alarmAction, {
      metric: siiMetric('SiiFailures', {}),
      description: `SII: ${SII_FAILURES_THRESHOLD} or more calls failed after their retries in 5 minutes`,
      threshold: SII_FAILURES_THRESHOLD,
    });
    this.siiFailureRateAlarms = SII_OPERATIONS.map((operation) => this.siiFailureRateAlarm(operation, alarmAction));

    const allAlarms = [
      ...props.otherAlarms,
      ...this.serverErrorAlarms,
      this.siiFailuresAlarm,
      ...this.siiFailureRateAlarms,
      ...this.functionAlarms,
    ];
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: 'radar-cesiones',
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarmas', alarms: allAlarms, width: 24, height: 8 }));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Tasa de respuestas 5xx',
        left: [restRate.with({ label: 'REST' }), graphqlRate.with({ label: 'GraphQL' })],
        width: 8,
      }),
      new GraphWidget({
        title: 'Errores de funciones',
        left: props.functions.map((fn) =>
          fn.metricErrors({ period: PERIOD, statistic: 'Sum', label: functionLabel(fn) }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Invocaciones limitadas (throttles)',
        left: props.functions.map((fn) =>
          fn.metricThrottles({ period: PERIOD, statistic: 'Sum', label: functionLabel(fn) }),
        ),
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Fallas SII por operación y tipo de error',
        left: [
          new MathExpression({
            expression: `SEARCH('{${METRICS_NAMESPACE},service,Operation,ErrorType} MetricName="SiiFailures"', 'Sum', 300)`,
            label: '',
            period: PERIOD,
          }),
        ],
        width: 24,
      }),
    );
  }

  /**
   * The failure-rate alarm of one SII operation: failures / calls in the period, 0 while the operation had fewer than
   * {@link SII_FAILURE_RATE_MIN_CALLS} calls; a period without calls is missing data, not a breach.
   */
  private siiFailureRateAlarm(operation: SiiOperation, action: IAlarmAction): Alarm {
    const dimensions = { Operation: operation };
    return this.alarm(`SiiFailureRate${operation}`, action, {
      metric: new MathExpression({
        expression: `IF(calls >= ${SII_FAILURE_RATE_MIN_CALLS}, FILL(failures, 0) / calls, 0)`,
        usingMetrics: { calls: siiMetric('SiiCalls', dimensions), failures: siiMetric('SiiFailures', dimensions) },
        label: `Tasa de fallas SII ${operation}`,
        period: PERIOD,
      }),
      description:
        `SII ${operation}: ${SII_FAILURE_RATE_THRESHOLD * 100} % or more of its calls failed after their retries in ` +
        `5 minutes (with ${SII_FAILURE_RATE_MIN_CALLS} calls or more)`,
      threshold: SII_FAILURE_RATE_THRESHOLD,
    });
  }

  private rateAlarm(id: string, metric: IMetric, description: string, action: IAlarmAction): Alarm {
    return this.alarm(id, action, {
      metric,
      description,
      threshold: SERVER_ERROR_RATE_THRESHOLD,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /**
   * Every alarm of this construct but the throttles': `metric` over one period against `threshold` (at or over it
   * unless `comparison` says otherwise), quiet while the metric has no data, notifying `action`.
   */
  private alarm(
    id: string,
    action: IAlarmAction,
    props: { metric: IMetric; description: string; threshold: number; comparison?: ComparisonOperator },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric: props.metric,
      alarmDescription: props.description,
      threshold: props.threshold,
      comparisonOperator: props.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(action);
    return alarm;
  }
}

/** A sum over the period of one of the Lambdas' SII metrics (lambdas/platform/observability.ts) in `dimensions`. */
function siiMetric(metricName: string, dimensions: Record<string, string>): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: SERVICE, ...dimensions },
    period: PERIOD,
    statistic: 'Sum',
  });
}
