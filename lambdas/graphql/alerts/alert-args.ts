import { z } from 'zod';
import { ALERT_TYPES, type AlertChannels, type AlertType } from '@domain/alerts/alert-types';
import { BadRequestError } from '../../platform/errors';

const preferencesSchema = z.object({
  rutFactoring: z.string(),
  preferencias: z.array(z.object({ tipo: z.string(), email: z.boolean(), app: z.boolean(), resumen: z.boolean() })),
});

const markReadSchema = z.object({ rutFactoring: z.string(), ids: z.array(z.string()).nullish() });

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
  const parsed = preferencesSchema.safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  const preferencias: Partial<Record<AlertType, AlertChannels>> = {};
  for (const { tipo, email, app, resumen } of parsed.data.preferencias) {
    if (!(ALERT_TYPES as readonly string[]).includes(tipo))
      throw new BadRequestError(`Tipo de alerta desconocido: ${tipo}`);
    if (preferencias[tipo as AlertType]) throw new BadRequestError(`Tipo de alerta repetido: ${tipo}`);
    preferencias[tipo as AlertType] = { email, app, resumen };
  }
  return { rutFactoring: parsed.data.rutFactoring, preferencias };
}

/**
 * Reads marcarAlertasLeidas' arguments: ids null or absent means all. @throws BadRequestError for a malformed argument.
 */
export function readMarkReadArgs(args: Record<string, unknown>): { rutFactoring: string; ids: string[] | null } {
  const parsed = markReadSchema.safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  return { rutFactoring: parsed.data.rutFactoring, ids: parsed.data.ids ?? null };
}
