import type { AlertasUsuario } from '@domain/wire/schema-types';
import type { TenantScope } from '../../access/tenant-scope';
import type { AlertRepository } from '../../store/alert-repository';
import { alertaItem } from './alerts-sink';

/** How many alerts the bell lists. */
export const BELL_SIZE = 50;

/**
 * The caller's bell for the scope's factoring: its {@link BELL_SIZE} newest in-app alerts, newest first, and how many
 * of all its in-app alerts are unread. The username is the verified token's, so a user reads only their own.
 */
export async function alertasUsuario(
  scope: TenantScope,
  deps: { alerts: Pick<AlertRepository, 'listForUser'> },
): Promise<AlertasUsuario> {
  const { alertas, noLeidas } = await deps.alerts.listForUser(scope, scope.identity.username, BELL_SIZE);
  return { noLeidas, alertas: alertas.map(alertaItem) };
}

/**
 * Marks the caller's own alerts of the scope's factoring read (`ids` the alert ids; null: every unread one).
 * @returns the bell afterwards, as {@link alertasUsuario} answers it.
 */
export async function marcarAlertasLeidas(
  scope: TenantScope,
  ids: readonly string[] | null,
  deps: { alerts: Pick<AlertRepository, 'listForUser' | 'markRead'> },
): Promise<AlertasUsuario> {
  await deps.alerts.markRead(scope, scope.identity.username, ids);
  return alertasUsuario(scope, deps);
}
