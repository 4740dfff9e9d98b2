import { z } from 'zod';
import { ALERT_TYPES, type AlertChannels, type AlertType } from '@domain/alerts/alert-types';
import { BadRequestError } from '../../platform/errors';
import { readArgs } from '../read-args';

const preferencesShape = {
  rutFactoring: z.string(),
  preferencias: z.array(z.object({ tipo: z.string(), email: z.boolean(), app: z.boolean(), resumen: z.boolean() })),
};

const markReadShape = { rutFactoring: z.string(), ids: z.array(z.string()).nullish() };

/**
 * Reads updatePreferenciasAlertas' arguments.
 * @returns the factoring as sent and the channels per type.
 * @throws BadRequestError 'Tipo de alerta desconocido: {tipo}' or 'Tipo de alerta repetido: {tipo}', or "Argumento
 *   inválido '{path}'" for a malformed argument.
 */
export function readPreferencesArgs(args: Record<string, unknown>): {
  rutFactoring: string;
  preferencias: Partial<Record<AlertType, AlertChannels>>;
} {
  const parsed = readArgs(args, preferencesShape);
  const preferencias: Partial<Record<AlertType, AlertChannels>> = {};
  for (const { tipo, email, app, resumen } of parsed.preferencias) {
    if (!(ALERT_TYPES as readonly string[]).includes(tipo))
      throw new BadRequestError(`Tipo de alerta desconocido: ${tipo}`);
    if (preferencias[tipo as AlertType]) throw new BadRequestError(`Tipo de alerta repetido: ${tipo}`);
    preferencias[tipo as AlertType] = { email, app, resumen };
  }
  return { rutFactoring: parsed.rutFactoring, preferencias };
}

/**
 * Reads marcarAlertasLeidas' arguments: ids null or absent means all. @throws BadRequestError for a malformed argument.
 */
export function readMarkReadArgs(args: Record<string, unknown>): { rutFactoring: string; ids: string[] | null } {
  const { rutFactoring, ids } = readArgs(args, markReadShape);
  return { rutFactoring, ids: ids ?? null };
}
