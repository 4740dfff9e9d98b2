import type { MailRunCounts } from '../mail/mail-run-counts';
import { sendAlertDigests } from '../services/alerts/alert-digest';
import type { AlertDigestRunDeps } from '../services/alerts/create-alert-digest';
import { mailRunOverFactorings } from './mail-run';

/**
 * One run of the daily digest over every factoring: each factoring's digests (sendAlertDigests), through
 * {@link mailRunOverFactorings}.
 * @returns the counts of all factorings added up.
 * @throws the stores' or the directory's error (the digests already sent are not sent again).
 */
export function runAlertDigests(deps: AlertDigestRunDeps, now: Date): Promise<MailRunCounts> {
  return mailRunOverFactorings(deps.factorings, (scope) => sendAlertDigests(deps, scope, now));
}
