import { sendMonthlyReports, type MonthlyReportCounts } from '../services/reportes/monthly-report';
import type { MonthlyReportRunDeps } from '../services/reportes/create-monthly-report';
import { mailRunOverFactorings } from './mail-run';

/**
 * One run of the monthly report e-mail over every factoring: each factoring's subscribers (sendMonthlyReports),
 * through {@link mailRunOverFactorings}. Runs on other days send nothing.
 * @returns the counts of all factorings added up.
 * @throws the stores' or the directory's error (the reports already sent are not sent again).
 */
export function runMonthlyReports(deps: MonthlyReportRunDeps, now: Date): Promise<MonthlyReportCounts> {
  return mailRunOverFactorings(deps.factorings, (scope, factoring) => sendMonthlyReports(deps, scope, factoring, now));
}
