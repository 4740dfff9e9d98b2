import type { SqlJsStatic } from 'sql.js';
import { todayInChile } from '@domain/chile-time';
import { monthlyUsage, type MonitoredClient, type MonthlyUsage } from '@domain/usage/monthly-usage';
import type { FactoringScope } from '../../platform/factoring-scope';
import { clientListDbKey, type ClientDbObjects } from '../../store/client-db/client-db-objects';
import type { CredentialRepository } from '../../store/credential-repository';

/** Months of history shown ('Uso del mes' and the eleven before it). */
export const USAGE_MONTHS = 12;

/** The KPI whose value is how many factorings a client ceded to in a month (domain/kpis/compute-month-kpis.ts). */
const CEDED_TO = 'cantidad-factorings';

/** What the usage is read from: the enrolled clients' claves and the factoring's client-list database. */
export interface UsageDeps {
  credentials: Pick<CredentialRepository, 'listClients'>;
  clientDbs: Pick<ClientDbObjects, 'get'>;
  loadSql(): Promise<SqlJsStatic>;
}

/**
 * The scope factoring's monthly usage (domain/usage/monthly-usage.ts, core-platform.md §9), read from what the
 * platform keeps: its enrolled clients (a clave kept; enrolled from the Chile month of registradaEn) and, from its
 * client-list database the client-database builder writes, the months in which each client ceded to at least one
 * factoring (KPI 'cantidad-factorings' above 0, from the client's cessions as cedente).
 * @param now the clock: the current month is its month in Chile.
 * @returns at most USAGE_MONTHS months, newest first; a factoring whose client list is not built yet has every
 *   client as not operated.
 * @throws DynamoDB's, S3's or SQLite's error.
 */
export async function factoringUsage(deps: UsageDeps, scope: FactoringScope, now: Date): Promise<MonthlyUsage[]> {
  const [claves, listDb] = await Promise.all([
    deps.credentials.listClients(scope),
    deps.clientDbs.get(clientListDbKey(scope)),
  ]);
  const clients: MonitoredClient[] = claves.flatMap(({ rutCliente, claveGuardada, registradaEn }) =>
    claveGuardada && registradaEn ? [{ rutCliente, desde: todayInChile(new Date(registradaEn)).slice(0, 7) }] : [],
  );
  const cededIn = listDb ? cededMonths(await deps.loadSql(), listDb) : new Map<string, Set<string>>();
  return monthlyUsage({ clients, cededIn, hasta: todayInChile(now).slice(0, 7), meses: USAGE_MONTHS });
}

/** Client RUT → the months 'yyyy-MM' in which it ceded, from a client-list database's kpis table. */
function cededMonths(SQL: SqlJsStatic, bytes: Uint8Array): Map<string, Set<string>> {
  const db = new SQL.Database(bytes);
  try {
    const [result] = db.exec('SELECT rut, date FROM kpis WHERE kpi = $kpi AND value > 0', { $kpi: CEDED_TO });
    const months = new Map<string, Set<string>>();
    for (const [rut, date] of result?.values ?? []) {
      const set = months.get(String(rut)) ?? new Set<string>();
      set.add(String(date));
      months.set(String(rut), set);
    }
    return months;
  } finally {
    db.close();
  }
}
