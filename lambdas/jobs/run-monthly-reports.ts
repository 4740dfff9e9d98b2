import { systemScope } from '../access/system-scope';
import { sendMonthlyReports, type MonthlyReportCounts } from '../services/reportes/monthly-report';
import type { MonthlyReportRunDeps } from '../services/reportes/create-monthly-report';

/**
 * One run of the monthly report e-mail over every factoring: each factoring's subscribers (sendMonthlyReports) under a
 * systemScope, since the job acts for the factorings of its own table with no user. Runs on other days send nothing.
 * @returns the counts of all factorings added up.
 * @throws the stores' or the directory's error (the reports already sent are not sent again).
 */
export async function runMonthlyReports(deps: MonthlyReportRunDeps, now: Date): Promise<MonthlyReportCounts> {
  const counts: MonthlyReportCounts = { enviados: 0, repetidos: 0, fallidos: 0 };
  for (const factoring of await deps.factorings.list()) {
    const sent = await sendMonthlyReports(deps, systemScope(factoring.rut), factoring, now);
    counts.enviados += sent.enviados;
    counts.repetidos += sent.repetidos;
    counts.fallidos += sent.fallidos;
  }
  return counts;
}
