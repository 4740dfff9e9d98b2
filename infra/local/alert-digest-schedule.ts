import { runAlertDigests } from '@lambdas/jobs/run-alert-digests';
import type { AlertDigestRunDeps } from '@lambdas/services/alerts/create-alert-digest';
import { startLocalMailJob } from './local-schedule';

/**
 * The daily alert digest on one machine (the stack's EventBridge rule, infra/alerts.ts): the same
 * {@link runAlertDigests} at start and hourly (the digest itself sends each user's day only once). Failures are logged.
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalAlertDigest(
  deps: AlertDigestRunDeps,
  options: { intervalMs?: number; log: (line: string) => void },
): { stop(): Promise<void> } {
  return startLocalMailJob('Resúmenes de alertas', (now) => runAlertDigests(deps, now), options);
}
