import {
  Alarm,
  ComparisonOperator,
  TreatMissingData,
  type IAlarmAction,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/**
 * An alarm raised when `metric` is at least 1 in each of `periods` consecutive periods (default 1: at once), quiet
 * while the metric has no data, notifying `action`. Every job alarm has this shape: a dead letter, a dispatcher error
 * or a failed run is a count that should be zero.
 */
export function alarmOnAnyCount(
  scope: Construct,
  id: string,
  props: { metric: IMetric; action: IAlarmAction; description: string; periods?: number },
): Alarm {
  const periods = props.periods ?? 1;
  const alarm = new Alarm(scope, id, {
    metric: props.metric,
    alarmDescription: props.description,
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: periods,
    datapointsToAlarm: periods,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(props.action);
  return alarm;
}
