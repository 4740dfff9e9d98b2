import { addDays, format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import { effectivePreferences, ALERT_TYPES } from '@domain/alerts/alert-types';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import type { MailSender } from '../../mail/mail-sender';
import type { UserDirectory } from '../../access/user-directory';
import type { AlertPreferenceRepository } from '../../store/alert-preference-repository';
import type { AlertRepository } from '../../store/alert-repository';
import { noMailsYet, type MailRunCounts } from '../../mail/mail-run-counts';
import type { FactoringScope } from '../../platform/factoring-scope';
import { digestMail } from './alert-mail';

export interface AlertDigestDeps {
  users: UserDirectory;
  preferences: Pick<AlertPreferenceRepository, 'get'>;
  alerts: Pick<AlertRepository, 'listForDigest' | 'claimDigest' | 'releaseDigest'>;
  mail: MailSender;
  logger: Pick<Console, 'error'>;
  /** The web app's address the digests link to (ServerConfig.webOrigin). */
  webOrigin?: string;
}

/**
 * The Chile calendar day before `now` and its bounds as ISO instants: [desde, hasta).
 * @returns dia 'yyyy-MM-dd'.
 */
export function previousChileDay(now: Date): { dia: string; desde: string; hasta: string } {
  const today = new TZDate(now, CHILE_TIME_ZONE);
  const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), CHILE_TIME_ZONE);
  const startOfYesterday = addDays(startOfToday, -1);
  return {
    dia: format(startOfYesterday, 'yyyy-MM-dd', { in: tz(CHILE_TIME_ZONE) }),
    desde: new Date(startOfYesterday.getTime()).toISOString(),
    hasta: new Date(startOfToday.getTime()).toISOString(),
  };
}

/**
 * The daily digest of the scope's factoring: each of its users with the digest on for some alert type
 * (flags and preferences, domain/alerts/alert-types.ts), the alerts stored for the digest on the previous Chile day
 * are e-mailed in one message, once per user, factoring and day: the day is taken with a conditional write before
 * sending (a second run, or the same run again, sends nothing), and given back when the e-mail fails so the next run
 * retries. Users with no such alert that day get no e-mail (their day is not taken).
 * @throws the directory's or the stores' error.
 */
export async function sendAlertDigests(
  deps: AlertDigestDeps,
  scope: FactoringScope,
  now: Date,
): Promise<MailRunCounts> {
  const { rutFactoring } = scope;
  const { dia, desde, hasta } = previousChileDay(now);
  const counts = noMailsYet();
  for (const user of await deps.users.listForFactoring(scope)) {
    if (!user.email) continue;
    const preferences = effectivePreferences(await deps.preferences.get(scope, user.username), user.flags);
    const wanted = new Set(ALERT_TYPES.filter((tipo) => preferences[tipo].resumen));
    if (wanted.size === 0) continue;
    const alerts = (await deps.alerts.listForDigest(scope, user.username, desde, hasta)).filter((alert) =>
      wanted.has(alert.tipo),
    );
    if (alerts.length === 0) continue;
    if (!(await deps.alerts.claimDigest(scope, user.username, dia, now.toISOString()))) {
      counts.repetidos += 1;
      continue;
    }
    try {
      await deps.mail.send(digestMail(alerts, dia, user.email, rutFactoring, deps.webOrigin));
      counts.enviados += 1;
    } catch (error) {
      await deps.alerts.releaseDigest(scope, user.username, dia);
      counts.fallidos += 1;
      deps.logger.error('alert digest failed', { rutFactoring, dia, error: String(error) });
    }
  }
  return counts;
}
