import { BadRequestError } from '../../platform/errors';
import type { UserDirectory } from '../../access/user-directory';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { MonthlyReportRepository } from '../../store/monthly-report-repository';

/** One user of the factoring as the 'Informe mensual por correo' card lists it. */
export interface MonthlyReportSubscriber {
  username: string;
  email: string;
  nombre: string;
  /** Subscribed to the monthly report e-mail. */
  suscrito: boolean;
}

export interface MonthlyReportSubscriberDeps {
  users: Pick<UserDirectory, 'listForFactoring'>;
  monthlyReports: Pick<MonthlyReportRepository, 'subscribers' | 'setSubscribers'>;
}

/**
 * The scope's factoring's users with whether each receives the monthly report e-mail, by e-mail address. A stored
 * subscriber who is no longer its user is not listed (and receives nothing: services/reportes/monthly-report.ts).
 * @throws the directory's or the store's error.
 */
export async function monthlyReportSubscribers(
  deps: MonthlyReportSubscriberDeps,
  scope: FactoringScope,
): Promise<MonthlyReportSubscriber[]> {
  const [users, subscribed] = await Promise.all([
    deps.users.listForFactoring(scope),
    deps.monthlyReports.subscribers(scope),
  ]);
  return subscriberRows(users, subscribed);
}

/**
 * Saves who of the scope's factoring's users receive the monthly report e-mail (every other user stops receiving it).
 * @param usernames the chosen users' usernames.
 * @returns the users as {@link monthlyReportSubscribers} lists them after the change.
 * @throws BadRequestError 'El usuario {username} no pertenece al factoring' for anyone who is not its user (another
 *   factoring's users cannot be subscribed).
 */
export async function setMonthlyReportSubscribers(
  deps: MonthlyReportSubscriberDeps,
  scope: FactoringScope,
  usernames: readonly string[],
): Promise<MonthlyReportSubscriber[]> {
  const users = await deps.users.listForFactoring(scope);
  const members = new Set(users.map((user) => user.username));
  const stranger = usernames.find((username) => !members.has(username));
  if (stranger !== undefined) throw new BadRequestError(`El usuario ${stranger} no pertenece al factoring`);
  const subscribed = [...new Set(usernames)];
  await deps.monthlyReports.setSubscribers(scope, subscribed);
  // The users were just read: the answer is built from them, not from a second pass over the directory.
  return subscriberRows(users, subscribed);
}

/** The users as the card lists them: by e-mail, each marked when among `subscribed` (usernames). */
function subscriberRows(
  users: readonly Pick<MonthlyReportSubscriber, 'username' | 'email' | 'nombre'>[],
  subscribed: readonly string[],
): MonthlyReportSubscriber[] {
  const chosen = new Set(subscribed);
  return users
    .map(({ username, email, nombre }) => ({ username, email, nombre, suscrito: chosen.has(username) }))
    .toSorted((a, b) => a.email.localeCompare(b.email));
}
