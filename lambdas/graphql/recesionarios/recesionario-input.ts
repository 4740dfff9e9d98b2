import { z } from 'zod';
import type { RecesionarioFields } from '@domain/recesionario';
import { BadRequestError } from '../../platform/errors';

/** schema.graphql RecesionarioInput: rut and empresa required, the rest optional (deleteFactoring needs only those). */
const inputSchema = z.object({
  rut: z.string(),
  razonSocial: z.string().nullish(),
  direccion: z.string().nullish(),
  email: z.string().nullish(),
  empresa: z.string(),
});

/**
 * Reads the `factoring` argument of createFactoring, updateFactoring and deleteFactoring (core-platform §7
 * {factoring}; empresa is the factoring's RUT). Missing optional fields read as ''.
 * @returns the form fields as sent (their rules are the operation's, domain/recesionario.ts) and empresa.
 * @throws BadRequestError "Argumento inválido 'factoring.{field}'" when the shape is wrong (AppSync checks the
 *   schema's types; a direct Lambda call might not).
 */
export function readRecesionarioInput(args: Record<string, unknown>): { fields: RecesionarioFields; empresa: string } {
  const parsed = inputSchema.safeParse(args.factoring);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido 'factoring.${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  const { rut, razonSocial, direccion, email, empresa } = parsed.data;
  return { fields: { rut, razonSocial: razonSocial ?? '', direccion: direccion ?? '', email: email ?? '' }, empresa };
}
