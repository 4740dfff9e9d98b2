import { systemScope } from '@lambdas/access/system-scope';
import type { UserDirectory } from '@lambdas/access/user-directory';
import type { MonthlyReportRepository } from '@lambdas/store/monthly-report-repository';
import type { DemoUser } from './seed-tenants';

/**
 * The first demo factoring's analyst is subscribed to the monthly report e-mail, so MailDev shows one on the first
 * working day of a month. A factoring with subscribers already saved keeps them (a restart, or an administrator's
 * choice, changes nothing).
 * @returns the e-mail subscribed, or null when none was.
 */
export async function seedDemoMonthlyReport(
  rutFactoring: string,
  users: readonly DemoUser[],
  stores: {
    directory: Pick<UserDirectory, 'listForFactoring'>;
    reports: Pick<MonthlyReportRepository, 'subscribers' | 'setSubscribers'>;
  },
): Promise<string | null> {
  const scope = systemScope(rutFactoring);
  const analyst = users.find(
    (u) => u.kind === 'factoring' && u.factorings.length === 1 && u.factorings[0]!.rut === rutFactoring,
  );
  if (!analyst || (await stores.reports.subscribers(scope)).length > 0) return null;
  const user = (await stores.directory.listForFactoring(scope)).find((u) => u.email === analyst.email);
  if (!user) return null;
  await stores.reports.setSubscribers(scope, [user.username]);
  return user.email;
}
