import type { JobMessage } from '../services/jobs/job-messages';
import { loggableJob } from './loggable-job';

/**
 * The CloudWatch metric of failed job runs, written by the workers as Embedded Metric Format log lines and watched
 * by the failed-runs alarm (infra/jobs.ts). Counted once without dimensions (the alarm's metric) and once per kind.
 */
export const FAILED_RUNS_METRIC = {
  namespace: 'RadarCesiones/Jobs',
  name: 'FailedRuns',
  kindDimension: 'Kind',
} as const;

/**
 * One Embedded Metric Format log line counting a failed run of `message`: the job ran and failed ('failed') or
 * could not be attempted ('error'). CloudWatch Logs turns it into the metric; the line also names the work (kind,
 * factoring, client) for searching the log, never a webhook's body (loggable-job.ts).
 * Format: CloudWatch "Specification: Embedded metric format" (root `_aws` with Timestamp and CloudWatchMetrics).
 */
export function failedRunMetricLine(message: JobMessage, reason: 'failed' | 'error', now: Date): string {
  const { namespace, name, kindDimension } = FAILED_RUNS_METRIC;
  return JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        { Namespace: namespace, Dimensions: [[], [kindDimension]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [kindDimension]: message.kind,
    [name]: 1,
    reason,
    ...loggableJob(message),
  });
}
