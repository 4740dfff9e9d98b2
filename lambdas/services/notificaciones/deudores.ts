import {
  DEMASIADOS_EMAILS_MESSAGE,
  emailsInvalidosMessage,
  MAX_EMAILS,
  readEmailList,
} from '@domain/notificacion/email-list';
import { readRut } from '@domain/sii-values';
import { BadRequestError } from '../../platform/errors';
import type { NotificacionRepository } from '../../store/notificacion-repository';
import type { Deudor, DeudorResultado } from '@domain/wire/schema-types';
import type { TenantScope } from '../../access/tenant-scope';

type Repository = Pick<NotificacionRepository, 'getDeudor' | 'putDeudor'>;

function readDeudorRut(rut: string): string {
  const normalised = readRut(rut);
  if (normalised === null) throw new BadRequestError(`Rut deudor inválido: ${rut}`);
  return normalised;
}

/**
 * deudor(rutDeudor) (core-platform §7): the e-mails the scope's factoring keeps for the debtor, none when
 * it never stored any.
 * @throws BadRequestError 'Rut deudor inválido: {rut}'.
 */
export async function getDeudor(scope: TenantScope, rutDeudor: string, repository: Repository): Promise<Deudor> {
  const rut = readDeudorRut(rutDeudor);
  const emails = (await repository.getDeudor(scope, rut))?.emails ?? [];
  return { rut, email: emails.join(', '), emails };
}

/**
 * updateDeudor(rut, email) (core-platform §7): replaces the debtor's kept e-mails with the addresses of `email`
 * (separated by commas, semicolons or spaces; an empty text forgets them).
 * @returns body 'ok'; or success false with 'Emails inválidos: ...' (§5: notification e-mails must be valid) or
 *   'Se aceptan como máximo 20 emails', nothing stored.
 * @throws BadRequestError 'Rut deudor inválido: {rut}'.
 */
export async function updateDeudor(
  scope: TenantScope,
  rut: string,
  email: string,
  repository: Repository,
  now: Date,
): Promise<DeudorResultado> {
  const rutDeudor = readDeudorRut(rut);
  const { emails, invalid } = readEmailList(email);
  if (invalid.length > 0) return { success: false, body: emailsInvalidosMessage(invalid) };
  if (emails.length > MAX_EMAILS) return { success: false, body: DEMASIADOS_EMAILS_MESSAGE };
  await repository.putDeudor(scope, { rut: rutDeudor, emails, actualizadoEn: now.toISOString() });
  return { success: true, body: 'ok' };
}
