import { Duration } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { SERIAL_KINDS } from '@lambdas/jobs/run-job';
import { JOB_TIMEOUT_MS } from '@lambdas/platform/job-timeout';
import { CLIENT_DB_COALESCE_SECONDS, ENVIOS_POLL_SECONDS, type JobQueueUrls } from '@lambdas/jobs/sqs-job-queue';
import { WorkQueue } from './work-queue';

/** CDK context key of the e-mail address subscribed to the alarm topic (`-c radar:alarmEmail=ops@example.cl`). */
export const ALARM_EMAIL_CONTEXT = 'radar:alarmEmail';

/** AWS guidance for SQS-triggered Lambdas: visibility timeout at least six times the function timeout. */
const VISIBILITY_TIMEOUT = Duration.minutes(6 * (JOB_TIMEOUT_MS / 60_000));

/**
 * The SQS queues of the job messages, one per kind, each with its dead-letter queue and alarm
 * (work-queue.ts), and the topic every job alarm notifies. Built before the functions so that their URLs are part
 * of every function's configuration (config.queues): the dispatcher and the workers send to them, and so do the API
 * functions that ask for work (the enroller asks for a new client's first sync). Sending still needs its IAM grant.
 * The client-db queue is FIFO with a one-minute delay (lambdas/jobs/sqs-job-queue.ts: bursts coalesce, a factoring's
 * builds run one after another); the envíos queue delays each message 20 s, its polling interval; masivo prior
 * consultations have their own queue, so they neither wait behind nor hold up any factoring's envíos. The address of
 * the context value {@link ALARM_EMAIL_CONTEXT}, when set, is subscribed to the alarm topic (AWS mails it a
 * confirmation link first).
 */
export class JobQueues extends Construct {
  readonly refresh: WorkQueue;
  readonly clientSync: WorkQueue;
  readonly clientDb: WorkQueue;
  readonly envios: WorkQueue;
  /** Masivo prior consultations (core-platform 'Consulta previa', Masivo tab), started as soon as asked for. */
  readonly consultaMasiva: WorkQueue;
  /**
   * Webhook delivery attempts; a retry waits its own per-message delay (lambdas/webhook-delivery/retry-schedule.ts).
   */
  readonly webhooks: WorkQueue;
  /** Judicial radar sweeps, one message per factoring and RUT (client-radar §2 'Judicial radar'). */
  readonly judicialSweep: WorkQueue;
  /** Where every job alarm notifies (subscribe the operators to it). */
  readonly alarmTopic: Topic;
  readonly alarmAction: SnsAction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'Alarms', { displayName: 'Radar Cesiones job alarms', enforceSSL: true });
    this.alarmAction = new SnsAction(this.alarmTopic);
    const email: unknown = this.node.tryGetContext(ALARM_EMAIL_CONTEXT);
    if (typeof email === 'string' && email) this.alarmTopic.addSubscription(new EmailSubscription(email));
    const common = { visibilityTimeout: VISIBILITY_TIMEOUT, alarmAction: this.alarmAction };
    this.refresh = new WorkQueue(this, 'Refresh', common);
    this.clientSync = new WorkQueue(this, 'ClientSync', common);
    this.clientDb = new WorkQueue(this, 'ClientDb', {
      ...common,
      fifo: SERIAL_KINDS.has('client-db'),
      deliveryDelay: Duration.seconds(CLIENT_DB_COALESCE_SECONDS),
    });
    // An envío in flight is asked about once per delivery of its follow-up message.
    this.envios = new WorkQueue(this, 'Envios', { ...common, deliveryDelay: Duration.seconds(ENVIOS_POLL_SECONDS) });
    this.consultaMasiva = new WorkQueue(this, 'ConsultaMasiva', common);
    this.webhooks = new WorkQueue(this, 'Webhooks', common);
    this.judicialSweep = new WorkQueue(this, 'JudicialSweep', common);
  }

  /** The queue URLs as config.queues wants them. */
  get urls(): JobQueueUrls {
    return {
      refresh: this.refresh.queue.queueUrl,
      clientSync: this.clientSync.queue.queueUrl,
      clientDb: this.clientDb.queue.queueUrl,
      envios: this.envios.queue.queueUrl,
      consultaMasiva: this.consultaMasiva.queue.queueUrl,
      webhooks: this.webhooks.queue.queueUrl,
      judicialSweep: this.judicialSweep.queue.queueUrl,
    };
  }
}
