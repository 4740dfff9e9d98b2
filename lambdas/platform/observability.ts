/**
 * The one Logger and the Metrics of every Lambda (Powertools for AWS Lambda): JSON log lines on stdout with the
 * service name, the request id, the function and the cold-start flag (once a handler runs
 * {@link observedHandler}), and the keys `factoring` and `operation` once a request's scope is known; metrics written
 * as CloudWatch Embedded Metric Format lines in the 'RadarCesiones' namespace. Local mode calls the same routers, so
 * it prints the same lines.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { tracedInvocation } from './tracing';

/** The `service` of every log line and the one dimension every metric carries. */
export const SERVICE = 'radar-cesiones';

/** The CloudWatch namespace of the application's metrics (read by the alarms, infra/observability.ts). */
export const METRICS_NAMESPACE = 'RadarCesiones';

/** The shared logger. Never hand it a secret: its lines go to CloudWatch Logs as they are. */
export const logger = new Logger({ serviceName: SERVICE });

/** Metrics without dimensions beyond the service, stored until the invocation ends ({@link observedHandler}). */
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });

/** Per-operation metrics, each with its own `Operation` dimension (one EMF line per operation when flushed). */
const byOperation = new Map<string, Metrics>();

/**
 * The metrics of one operation (an SII operation such as 'RTCConsultaCesiones'): every metric added to it carries the
 * dimension Operation=`operation`. Stored until the invocation ends, or until Powertools' 100-value limit flushes them.
 */
function operationMetrics(operation: string): Metrics {
  let found = byOperation.get(operation);
  if (!found) {
    found = new Metrics({
      namespace: METRICS_NAMESPACE,
      serviceName: SERVICE,
      defaultDimensions: { Operation: operation },
    });
    byOperation.set(operation, found);
  }
  return found;
}

/**
 * One event of an SII call: its start (one per call, its retries included), an attempt's answer time (ms), a retry, or
 * the call's final failure (its error code).
 */
export type SiiCallEvent = { call: true } | { latencyMs: number } | { retry: true } | { failure: string };

/** Counts one event of an SII call of `operation`. */
export type SiiCallMetrics = (operation: string, event: SiiCallEvent) => void;

/**
 * The SII calls' CloudWatch metrics, per SII operation (dimension Operation): SiiCalls (count, one per call),
 * SiiLatency (ms, one value per attempt that got an answer), SiiRetries (count) and SiiFailures (count, written three
 * times: with the dimension ErrorType = the SiiError code, or 'unexpected'; per operation, which the per-operation
 * failure-rate alarms divide by SiiCalls; and in the total of every operation, dimension service only, which the
 * failures alarm reads). A failure is written at once: its dimensions differ from the stored ones.
 */
export const recordSiiCall: SiiCallMetrics = (operation, event) => {
  if ('call' in event) operationMetrics(operation).addMetric('SiiCalls', MetricUnit.Count, 1);
  else if ('latencyMs' in event)
    operationMetrics(operation).addMetric('SiiLatency', MetricUnit.Milliseconds, event.latencyMs);
  else if ('retry' in event) operationMetrics(operation).addMetric('SiiRetries', MetricUnit.Count, 1);
  else {
    const single = metrics.singleMetric();
    single.addDimensions({ Operation: operation, ErrorType: event.failure });
    // Per operation, every error type together: the failure-rate alarm of each operation reads it.
    single.addDimensions({ Operation: operation });
    // The service-only dimension set: the total of every operation and error type, which the failures alarm reads.
    single.addDimensions({});
    single.addMetric('SiiFailures', MetricUnit.Count, 1);
  }
};

/** How one job run ended: its message kind ('refresh', 'client-sync', …), its outcome's status, its duration (ms). */
export interface JobRunEvent {
  kind: string;
  status: 'ok' | 'partial' | 'failed' | 'skipped';
  durationMs: number;
}

/**
 * Counts one job run that took its lease, written at once with the dimensions Kind and Status: JobRuns (count; the
 * client syncs with Status ok or partial are the clients synced, Status failed the failures) and JobDuration (ms).
 */
export function recordJobRun(run: JobRunEvent): void {
  // One EMF line of its own: its dimensions differ from the stored metrics', and a single metric holds one value.
  const line = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });
  line.addDimensions({ Kind: run.kind, Status: run.status });
  line.addMetric('JobRuns', MetricUnit.Count, 1);
  line.addMetric('JobDuration', MetricUnit.Milliseconds, run.durationMs);
  line.publishStoredMetrics();
}

/** Writes every stored metric (the shared ones and each operation's) as EMF lines; nothing when none is stored. */
export function publishMetrics(): void {
  for (const stored of [metrics, ...byOperation.values()]) {
    if (stored.hasStoredMetrics()) stored.publishStoredMetrics();
  }
}

/**
 * Keys of the request's scope on every later log line of this invocation: `operation` (the GraphQL field, REST action
 * or job kind) and `factoring` (the RUT it acts for, when the request names one).
 */
export function appendScopeKeys(operation: string, factoring?: string | null): void {
  logger.appendKeys({ operation, ...(factoring ? { factoring } : {}) });
}

/**
 * A Lambda entry point that runs `run` observed: `handler = observedHandler(handle)` takes the event and the Lambda
 * context as Lambda passes them, adds the context (request id, function, cold start) to the log lines, runs `run`
 * under the invocation's X-Ray subsegment (tracing.ts), then flushes the metrics and drops the invocation's keys,
 * whether `run` returned or threw.
 * @returns what `run` returns; rethrows what it throws.
 */
export function observedHandler<E, R>(run: (event: E) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    try {
      return await tracedInvocation(() => run(event));
    } finally {
      publishMetrics();
      logger.resetKeys();
    }
  };
}
