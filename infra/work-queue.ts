import { Duration } from 'aws-cdk-lib';
import type { Alarm, IAlarmAction, IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmOnAnyCount } from './alarms';

/** How long failed messages are kept for inspection and redrive: SQS's maximum. */
const DEAD_LETTER_RETENTION = Duration.days(14);

/** Receives before a message is moved to the dead-letter queue. */
const MAX_RECEIVE_COUNT = 3;

/** Messages waiting in a dead-letter (or on-failure) queue, the highest count of each 5 minutes. */
export function deadLetterDepth(queue: Queue): IMetric {
  return queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
}

export interface WorkQueueProps {
  /** How long a received message stays hidden: at least six times the consuming Lambda's timeout (AWS guidance). */
  visibilityTimeout: Duration;
  /** A FIFO queue (and FIFO dead-letter queue); default standard. */
  fifo?: boolean;
  /** Delay of every message (FIFO queues only take a queue-wide delay). */
  deliveryDelay?: Duration;
  /** Where the dead-letter alarm notifies. */
  alarmAction: IAlarmAction;
}

/**
 * One job queue: SQS with TLS-only access, a dead-letter queue taking a message after three
 * receives and keeping it 14 days, and an alarm as soon as the dead-letter queue holds anything.
 */
export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      fifo: props.fifo,
      retentionPeriod: DEAD_LETTER_RETENTION,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'Queue', {
      fifo: props.fifo,
      visibilityTimeout: props.visibilityTimeout,
      deliveryDelay: props.deliveryDelay,
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAX_RECEIVE_COUNT },
      enforceSSL: true,
    });
    this.deadLetterAlarm = alarmOnAnyCount(this, 'DeadLetterAlarm', {
      metric: deadLetterDepth(this.deadLetters),
      action: props.alarmAction,
      description: `Failed job messages in ${this.node.path}`,
    });
  }
}
