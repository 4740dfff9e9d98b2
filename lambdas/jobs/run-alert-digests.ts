import { systemScope } from '../access/system-scope';
import { sendAlertDigests, type AlertDigestCounts } from '../services/alerts/alert-digest';
import type { AlertDigestRunDeps } from '../services/alerts/create-alert-digest';

/**
 * One run of the daily digest over every factoring: each factoring's digests (sendAlertDigests) under a systemScope,
 * since the job acts for the factorings of its own table with no user.
 * @returns the counts of all factorings added up.
 * @throws the stores' or the directory's error (the digests already sent are not sent again).
 */
export async function runAlertDigests(deps: AlertDigestRunDeps, now: Date): Promise<AlertDigestCounts> {
  const counts: AlertDigestCounts = { enviados: 0, repetidos: 0, fallidos: 0 };
  for (const factoring of await deps.factorings.list()) {
    const sent = await sendAlertDigests(deps, systemScope(factoring.rut), now);
    counts.enviados += sent.enviados;
    counts.repetidos += sent.repetidos;
    counts.fallidos += sent.fallidos;
  }
  return counts;
}
