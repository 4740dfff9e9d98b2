import {
  ChangeMessageVisibilityCommand,
  SendMessageBatchCommand,
  type SQSClient,
  type SendMessageBatchRequestEntry,
} from '@aws-sdk/client-sqs';
import { z } from 'zod';
import type { ServerConfig } from '../platform/config';
import { JOB_KINDS, type JobMessage, type JobQueue } from '../services/jobs/job-messages';
import { leaseName, SERIAL_KINDS } from './run-job';

/**
 * Client-db messages of one factoring sent within the same minute are one message, and the client-db queue delays
 * every message by as long (infra/jobs.ts). A message dropped as a duplicate was therefore sent before the one
 * kept can even be delivered, so the build that message starts still sees every change that asked for a build.
 */
export const CLIENT_DB_COALESCE_SECONDS = 60;

/** Delay of every envío message (the envíos queue's): how often an AEC envío in flight is asked about (getEstEnvio). */
export const ENVIOS_POLL_SECONDS = 20;

/** SendMessageBatch takes at most 10 entries. */
const SQS_BATCH_SIZE = 10;

/** The queue URLs of config.queues. */
export type JobQueueUrls = NonNullable<ServerConfig['queues']>;

/**
 * The queue of each kind (config.queues). A masivo consultation has a queue of its own, so one factoring's large
 * consultations never wait behind, nor hold up, the envíos of every factoring.
 */
const QUEUE_OF_KIND: Record<JobMessage['kind'], keyof JobQueueUrls> = {
  refresh: 'refresh',
  'client-sync': 'clientSync',
  'client-db': 'clientDb',
  envios: 'envios',
  'consulta-masiva': 'consultaMasiva',
  'judicial-sweep': 'judicialSweep',
  // A watch tick only plans sweeps: it shares the sweeps' queue and worker.
  'judicial-watch': 'judicialSweep',
  webhook: 'webhooks',
};

const jobMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refresh'), rutFactoring: z.string().min(1) }),
  z.object({ kind: z.literal('client-sync'), rutFactoring: z.string().min(1), rutCliente: z.string().min(1) }),
  z.object({ kind: z.literal('client-db'), rutFactoring: z.string().min(1) }),
  z.object({ kind: z.literal('envios'), rutFactoring: z.string().min(1) }),
  z.object({ kind: z.literal('consulta-masiva'), rutFactoring: z.string().min(1), requestId: z.string().min(1) }),
  z.object({ kind: z.literal('judicial-sweep'), rutFactoring: z.string().min(1), rut: z.string().min(1) }),
  z.object({ kind: z.literal('judicial-watch'), rutFactoring: z.string().min(1), budget: z.number().int().positive() }),
  z.object({
    kind: z.literal('webhook'),
    rutFactoring: z.string().min(1),
    tipo: z.string().min(1),
    deliveryId: z.string().min(1),
    eventId: z.string().min(1),
    attempt: z.number().int().positive(),
    delaySeconds: z.number().int().min(0).max(900),
    body: z.string(),
  }),
]);

/**
 * The job message in an SQS message body (the JSON {@link SqsJobQueue} writes).
 * @throws SyntaxError for a body that is not JSON; ZodError for JSON that is no job message.
 */
export function decodeJobMessage(body: string): JobMessage {
  return jobMessageSchema.parse(JSON.parse(body));
}

/**
 * The job queues on AWS (infra/jobs.ts): one SQS queue per kind, the message as JSON body. Refresh and client-sync
 * queues are standard queues; the client-db queue is FIFO, grouped by factoring (one build of a factoring at a
 * time, in order) and de-duplicated per factoring and minute ({@link CLIENT_DB_COALESCE_SECONDS}), so a burst of
 * client-db messages for one factoring becomes one build.
 */
export class SqsJobQueue implements JobQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly urls: JobQueueUrls,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Sends the messages to their kinds' queues in batches of 10; identical messages in one call are sent once.
   * @throws Error naming the queue and the SQS error codes when SQS refuses any message; the SDK's error when
   *   SQS cannot be reached.
   */
  async send(messages: readonly JobMessage[]): Promise<void> {
    const unique = [...new Map(messages.map((message) => [leaseName(message), message])).values()];
    const sentAt = this.clock();
    for (const kind of JOB_KINDS) {
      const entries = unique
        .filter((message) => message.kind === kind)
        .map((message, index) => this.entry(message, index, sentAt));
      for (let start = 0; start < entries.length; start += SQS_BATCH_SIZE) {
        const result = await this.sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: this.urlOf(kind),
            Entries: entries.slice(start, start + SQS_BATCH_SIZE),
          }),
        );
        const failed = result.Failed ?? [];
        if (failed.length > 0) {
          const codes = [...new Set(failed.map((entry) => entry.Code))].join(', ');
          throw new Error(`SQS no aceptó ${failed.length} mensajes de la cola ${QUEUE_OF_KIND[kind]}: ${codes}`);
        }
      }
    }
  }

  /**
   * Hides a received message for `seconds` more before SQS delivers it again (a client-db message whose lease is
   * held is tried again once that lease must have expired).
   * @throws the SDK's error.
   */
  async postpone(message: JobMessage, receiptHandle: string, seconds: number): Promise<void> {
    await this.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: this.urlOf(message.kind),
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: Math.ceil(seconds),
      }),
    );
  }

  private urlOf(kind: JobMessage['kind']): string {
    return this.urls[QUEUE_OF_KIND[kind]];
  }

  /**
   * One batch entry (with its kind's own delay, or a webhook retry's backoff); FIFO kinds get their group (the
   * factoring) and de-duplication id (factoring and minute).
   */
  private entry(message: JobMessage, index: number, sentAt: Date): SendMessageBatchRequestEntry {
    const delay = message.kind === 'webhook' ? message.delaySeconds : undefined;
    const entry: SendMessageBatchRequestEntry = {
      Id: String(index),
      MessageBody: JSON.stringify(message),
      ...(delay === undefined ? {} : { DelaySeconds: delay }),
    };
    if (!SERIAL_KINDS.has(message.kind)) return entry;
    const window = Math.floor(sentAt.getTime() / (CLIENT_DB_COALESCE_SECONDS * 1000));
    return {
      ...entry,
      MessageGroupId: message.rutFactoring,
      MessageDeduplicationId: `${leaseName(message)}#${window}`,
    };
  }
}
