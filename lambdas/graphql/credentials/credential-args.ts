import { z } from 'zod';
import { BadRequestError } from '../../platform/errors';

/**
 * Reads the string arguments of a credentials field (schema.graphql makes them String!; AppSync checks that, a direct
 * Lambda call might not).
 * @returns the arguments by name, as sent (validation of their content is the operation's, in the spec's order).
 * @throws BadRequestError "Argumento inválido '{name}'" when one is missing or not a string.
 */
export function stringArgs<K extends string>(args: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  const schema = z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);
  const parsed = schema.safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  return parsed.data as Record<K, string>;
}
