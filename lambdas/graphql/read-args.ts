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
