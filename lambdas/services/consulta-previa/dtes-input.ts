/**
 * The documents of a REST consultation body (core-platform §7 POST /v1/jwt/consultaprevia {dtes: [{rutEmisor,
 * tipoDTE, folioDTE}]}; the masivo's consultapreviaasincrono carries the same rows): read and checked before any SII
 * call, so a bad row refuses the request with its position instead of reaching the SII.
 */
import { z } from 'zod';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { TIPOS_CONSULTA } from '@domain/consulta-previa/limits';
import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';

const dteSchema = z.object({
  rutEmisor: z.string().trim().refine(isValidRut, 'RUT inválido').transform(normalizeRut),
  tipoDTE: z.coerce.number().refine((tipo) => TIPOS_CONSULTA.includes(tipo), 'debe ser 33, 34 o 46'),
  folioDTE: z.coerce.number().int('debe ser un entero').positive('debe ser positivo'),
});

/**
 * Reads `dtes`: 1 to `max` rows, each with a valid rutEmisor (normalised 'NNNNNNNN-D'), tipoDTE 33, 34 or 46 and a
 * positive integer folioDTE.
 * @throws BadRequestError "Argumento inválido 'dtes.N.campo': motivo", or 'Se pueden consultar a lo más {max}
 *   documentos por llamada' above `max`.
 */
export function parseDtes(dtes: unknown, max: number): DteConsulta[] {
  if (Array.isArray(dtes) && dtes.length > max)
    throw new BadRequestError(`Se pueden consultar a lo más ${max} documentos por llamada`);
  const parsed = z.array(dteSchema).min(1, 'Debe elegir por lo menos un documento').safeParse(dtes);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadRequestError(
    `Argumento inválido 'dtes${issue?.path.length ? `.${issue.path.join('.')}` : ''}': ${issue?.message ?? ''}`,
  );
}
