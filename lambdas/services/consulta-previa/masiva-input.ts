/**
 * The body of POST /v1/jwt/consultapreviaasincrono (core-platform §7: {functionName, email, dtes, headers}): the e-mail
 * the result goes to and the documents, checked before anything is stored. `functionName` and `headers` are read by
 * nobody: they told the former generic asynchronous gateway which function to run and which caller headers to pass on,
 * while here the route is that function and the caller is the verified id token.
 */
import { z } from 'zod';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { MAX_DTES_MASIVO } from '@domain/consulta-previa/limits';
import { ARCHIVO_SIN_DATOS, DEMASIADOS_DTES } from '@domain/consulta-previa/messages';
import { BadRequestError } from '../../platform/errors';
import { parseDtes } from './dtes-input';

/** The checked request. */
export interface ConsultaMasivaInput {
  /** Trimmed e-mail address. */
  email: string;
  dtes: DteConsulta[];
}

/** Message of a missing or malformed e-mail (the spec gives none). */
export const EMAIL_INVALIDO = 'Debe indicar un email válido para recibir el resultado';

const emailSchema = z.string().trim().email().max(254);

/**
 * Reads the body.
 * @throws BadRequestError EMAIL_INVALIDO; §5's 'El archivo debe tener 100 o menos DTEs.' above 100 documents and
 *   'El archivo no tiene datos válidos.' for none; "Argumento inválido 'dtes.N.campo': motivo" for a bad row.
 */
export function parseConsultaMasiva(body: unknown): ConsultaMasivaInput {
  const { email, dtes } = (body ?? {}) as { email?: unknown; dtes?: unknown };
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw new BadRequestError(EMAIL_INVALIDO);
  if (!Array.isArray(dtes) || dtes.length === 0) throw new BadRequestError(ARCHIVO_SIN_DATOS);
  if (dtes.length > MAX_DTES_MASIVO) throw new BadRequestError(DEMASIADOS_DTES);
  return { email: parsedEmail.data, dtes: parseDtes(dtes, MAX_DTES_MASIVO) };
}
