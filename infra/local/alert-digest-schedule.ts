import { runAlertDigests } from '@lambdas/jobs/run-alert-digests';
import type { AlertDigestRunDeps } from '@lambdas/services/alerts/create-alert-digest';
import { startLocalSchedule } from './local-schedule';

/**
 * How often local mode runs the digest: hourly, so a machine started or woken after the stack's morning hour still
 * sends the day's digests; the digest itself sends each user's day only once.
 */
export const LOCAL_ALERT_DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The daily alert digest on one machine (the stack's EventBridge rule, infra/alerts.ts): the same
 * {@link runAlertDigests} at start and every `intervalMs`. Failures are logged.
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalAlertDigest(
  deps: AlertDigestRunDeps,
  options: { intervalMs?: number; log: (line: string) => void },
): { stop(): Promise<void> } {
  return startLocalSchedule(
    () =>
      runAlertDigests(deps, new Date())
        .then((counts) => {
          if (counts.enviados + counts.fallidos > 0)
            options.log(`Resúmenes de alertas: ${counts.enviados} enviados, ${counts.fallidos} fallidos`);
        })
        .catch((error: unknown) => options.log(`Resúmenes de alertas no enviados: ${(error as Error).message}`)),
    options.intervalMs ?? LOCAL_ALERT_DIGEST_INTERVAL_MS,
  );
}
