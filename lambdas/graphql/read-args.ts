import { z } from 'zod';
import { BadRequestError } from '@lambdas/platform/errors';

/**
 * Reads a field's arguments by schema; a direct Lambda call may not have been checked by AppSync.
 * @throws BadRequestError "Argumento inválido '{path}'" naming the first argument that does not fit.
 */
export function readArgs<T extends z.ZodRawShape>(args: Record<string, unknown>, shape: T): z.infer<z.ZodObject<T>> {
  const parsed = z.object(shape).safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  return parsed.data;
}

/**
 * Reads string arguments by name (schema.graphql makes them String!; AppSync checks that, a direct Lambda call might
 * not), as sent: validating their content is the operation's, in the spec's order.
 * @throws BadRequestError "Argumento inválido '{name}'" when one is missing or not a string ({@link readArgs}).
 */
export function stringArgs<K extends string>(args: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  return readArgs(
    args,
    Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>,
  ) as Record<K, string>;
}
