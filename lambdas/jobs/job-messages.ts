/**
 * The units of scheduled work (ARCHITECTURE.md data flow: "one SQS message per factoring / client"): a factoring's
 * SII refresh, a client company's SII sync (its RCV and period answers, with its own clave), the rebuild of a
 * factoring's client databases, a factoring's AEC envíos (send the queued ones, follow those at the SII) and one
 * masivo prior consultation of a factoring (its request stored in consultasMasivas under `requestId`). On AWS they
 * travel on SQS; locally on an in-process queue with the same handlers.
 */
export type JobMessage =
  | { kind: 'refresh'; rutFactoring: string }
  | { kind: 'client-sync'; rutFactoring: string; rutCliente: string }
  | { kind: 'client-db'; rutFactoring: string }
  | { kind: 'envios'; rutFactoring: string }
  | { kind: 'consulta-masiva'; rutFactoring: string; requestId: string };

/** Where jobs are sent (SQS on AWS, the in-process queue locally). */
export interface JobQueue {
  /** Enqueues the messages (any number; batched as the transport needs). @throws the transport's error. */
  send(messages: readonly JobMessage[]): Promise<void>;
}
