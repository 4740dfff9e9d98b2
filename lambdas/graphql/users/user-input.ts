import { z } from 'zod';
import { flagsFromList } from '@domain/accounts/permission-editor';
import type { PermissionFlags } from '@domain/permissions';
import type { EjecutivoEmpresaInput } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';

const inputSchema = z.object({
  empresa: z.string(),
  email: z.string().nullish(),
  emails: z.array(z.string()).nullish(),
  permisos: z.array(z.string()).nullish(),
});

/** schema.graphql UserInput as the service reads it. */
export interface UserInput {
  empresa: string;
  email: string;
  emails: string[];
  flags: PermissionFlags;
}

/**
 * Reads the `userInput` argument of createUser, editUser, deleteUser and unlinkUser (core-platform §7). Missing email
 * reads as '', missing emails and permisos as none.
 * @throws BadRequestError "Argumento inválido 'userInput.{field}'" for a wrong shape, or 'Permiso desconocido: x'.
 */
export function readUserInput(args: Record<string, unknown>): UserInput {
  const parsed = inputSchema.safeParse(args.userInput);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido 'userInput.${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  const { empresa, email, emails, permisos } = parsed.data;
  let flags: PermissionFlags;
  try {
    flags = flagsFromList(permisos ?? []);
  } catch (error) {
    throw new BadRequestError((error as Error).message);
  }
  return { empresa, email: email ?? '', emails: emails ?? [], flags };
}

const rowsSchema = z.array(z.object({ usernameEjecutivo: z.string(), rutEmpresa: z.string() }));

/**
 * Reads the rows of insertarArrayEjecutivoEmpresa.
 * @throws BadRequestError "Argumento inválido 'rows'" for a wrong shape.
 */
export function readExecutiveRows(args: Record<string, unknown>): EjecutivoEmpresaInput[] {
  const parsed = rowsSchema.safeParse(args.rows);
  if (!parsed.success) throw new BadRequestError("Argumento inválido 'rows'");
  return parsed.data;
}
