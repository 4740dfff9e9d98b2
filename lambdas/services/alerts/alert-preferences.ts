import {
  ALERT_TYPE_LABEL,
  ALERT_TYPES,
  DEFAULT_ALERT_PREFERENCES,
  alertAllowed,
  effectivePreferences,
  type AlertChannels,
  type AlertPreferences,
  type AlertType,
} from '@domain/alerts/alert-types';
import type { PermissionFlags } from '@domain/permissions';
import type { PreferenciaAlerta } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import type { AlertPreferenceRepository } from '../../store/alert-preference-repository';

function rows(preferences: AlertPreferences, flags: PermissionFlags): PreferenciaAlerta[] {
  return ALERT_TYPES.map((tipo) => ({
    tipo,
    etiqueta: ALERT_TYPE_LABEL[tipo],
    permitido: alertAllowed(tipo, flags),
    ...preferences[tipo],
  }));
}

/**
 * The caller's alert preferences for the factoring: every alert type with its label, whether the
 * caller's flags allow it and the effective channels (saved or default; all off when not allowed).
 */
export async function preferenciasAlertas(
  scope: TenantScope,
  deps: { alertPreferences: Pick<AlertPreferenceRepository, 'get'> },
): Promise<PreferenciaAlerta[]> {
  const { identity, flags } = scope;
  return rows(effectivePreferences(await deps.alertPreferences.get(scope, identity.username), flags), flags);
}

/**
 * Saves the caller's own channels for the factoring (the username comes from the verified token, so nobody edits
 * another's): the types sent replace their channels, the others keep theirs.
 * @returns the new preferences as {@link preferenciasAlertas} answers them.
 * @throws BadRequestError 'No tiene permiso para las alertas de "{label}"' when a channel is turned on for a type the
 *   caller's flags do not allow.
 */
export async function updatePreferenciasAlertas(
  preferencias: Partial<AlertPreferences>,
  scope: TenantScope,
  deps: { alertPreferences: Pick<AlertPreferenceRepository, 'get' | 'put'>; now(): Date },
): Promise<PreferenciaAlerta[]> {
  const { identity, flags } = scope;
  for (const [tipo, channels] of Object.entries(preferencias) as [AlertType, AlertChannels][]) {
    const on = channels.email || channels.app || channels.resumen;
    if (on && !alertAllowed(tipo, flags))
      throw new BadRequestError(`No tiene permiso para las alertas de "${ALERT_TYPE_LABEL[tipo]}"`);
  }
  const saved = await deps.alertPreferences.get(scope, identity.username);
  const merged: AlertPreferences = { ...DEFAULT_ALERT_PREFERENCES, ...saved, ...preferencias };
  await deps.alertPreferences.put(scope, identity.username, merged, deps.now().toISOString());
  return rows(effectivePreferences(merged, flags), flags);
}
