/**
 * The units of scheduled work (ARCHITECTURE.md data flow: "one SQS message per factoring / client"): a factoring's
 * SII refresh, a client company's SII sync (its RCV and period answers, with its own clave), the rebuild of a
 * factoring's client databases, a factoring's AEC envíos (send the queued ones, follow those at the SII) and one
 * masivo prior consultation of a factoring (its request stored in consultasMasivas under `requestId`) and one attempt
 * to deliver a platform event to a factoring's webhook (lambdas/services/webhooks/deliver-webhook.ts: `body` the exact
 * JSON POSTed, `attempt` 1 to 3, `delaySeconds` how long the queue holds it first: the retries' backoff) and one
 * judicial radar sweep of a RUT, shared by every factoring (`rutFactoring` the one that asked first;
 * lambdas/services/judicial/sweep-job.ts) and one tick of a factoring's nightly judicial watch, starting at most
 * `budget` sweeps (lambdas/services/judicial/judicial-watch.ts). On AWS they
 * travel on SQS; locally on an in-process queue with the same handlers.
 */
export type JobMessage =
  | { kind: 'refresh'; rutFactoring: string }
  | { kind: 'client-sync'; rutFactoring: string; rutCliente: string }
  | { kind: 'client-db'; rutFactoring: string }
  | { kind: 'envios'; rutFactoring: string }
  | { kind: 'consulta-masiva'; rutFactoring: string; requestId: string }
  | { kind: 'judicial-sweep'; rutFactoring: string; rut: string }
  | { kind: 'judicial-watch'; rutFactoring: string; budget: number }
  | WebhookJobMessage;

/** One delivery attempt of one event to one webhook (see {@link JobMessage}). */
export interface WebhookJobMessage {
  kind: 'webhook';
  rutFactoring: string;
  /** the webhook's event type (idWebhook) */
  tipo: string;
  deliveryId: string;
  eventId: string;
  attempt: number;
  delaySeconds: number;
  body: string;
}

/** Each kind of job, one key per variant of {@link JobMessage}, so a new variant cannot be left out. */
const KINDS: Record<JobMessage['kind'], true> = {
  refresh: true,
  'client-sync': true,
  'client-db': true,
  envios: true,
  'consulta-masiva': true,
  'judicial-sweep': true,
  'judicial-watch': true,
  webhook: true,
};

/** Every kind of job ({@link JobMessage}'s `kind`). */
export const JOB_KINDS = Object.keys(KINDS) as readonly JobMessage['kind'][];

/** Where jobs are sent (SQS on AWS, the in-process queue locally). */
export interface JobQueue {
  /** Enqueues the messages (any number; batched as the transport needs). @throws the transport's error. */
  send(messages: readonly JobMessage[]): Promise<void>;
}
