import { runMonthlyReports } from '@lambdas/jobs/run-monthly-reports';
import type { MonthlyReportRunDeps } from '@lambdas/services/reportes/create-monthly-report';
import { LOCAL_ALERT_DIGEST_INTERVAL_MS } from './alert-digest-schedule';
import { startLocalSchedule } from './local-schedule';

/**
 * The monthly report e-mail on one machine (the stack's EventBridge rule, infra/monthly-report.ts): the same
 * {@link runMonthlyReports} at start and hourly, as the alert digest (a machine started late on the first working day
 * still sends; the job sends each subscriber's month once and nothing on other days). Failures are logged.
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalMonthlyReport(
  deps: MonthlyReportRunDeps,
  options: { intervalMs?: number; log: (line: string) => void },
): { stop(): Promise<void> } {
  return startLocalSchedule(
    () =>
      runMonthlyReports(deps, new Date())
        .then((counts) => {
          if (counts.enviados + counts.fallidos > 0)
            options.log(`Informes mensuales: ${counts.enviados} enviados, ${counts.fallidos} fallidos`);
        })
        .catch((error: unknown) => options.log(`Informes mensuales no enviados: ${(error as Error).message}`)),
    options.intervalMs ?? LOCAL_ALERT_DIGEST_INTERVAL_MS,
  );
}
