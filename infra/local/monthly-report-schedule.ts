import { runMonthlyReports } from '@lambdas/jobs/run-monthly-reports';
import type { MonthlyReportRunDeps } from '@lambdas/services/reportes/create-monthly-report';
import { startLocalMailJob } from './local-schedule';

/**
 * The monthly report e-mail on one machine (the stack's EventBridge rule, infra/monthly-report.ts): the same
 * {@link runMonthlyReports} at start and hourly (the job sends nothing but on the first working day, and each
 * subscriber's month once). Failures are logged.
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalMonthlyReport(
  deps: MonthlyReportRunDeps,
  options: { intervalMs?: number; log: (line: string) => void },
): { stop(): Promise<void> } {
  return startLocalMailJob('Informes mensuales', (now) => runMonthlyReports(deps, now), options);
}
