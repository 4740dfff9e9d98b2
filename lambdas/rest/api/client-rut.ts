import { isValidRut, normalizeRut } from '@domain/rut';
import { BadRequestError } from '../../platform/errors';

/**
 * The client RUT of a `{rut}` path parameter (decoded by the router; dots and dash allowed), normalised
 * ('NNNNNNNN-D').
 * @throws BadRequestError 'RUT de cliente inválido' when it is missing, malformed or its check digit is wrong
 *   (modulo 11, client-radar.md §5).
 */
export function clientRut(params: Record<string, string>): string {
  const text = params.rut ?? '';
  if (!isValidRut(text)) throw new BadRequestError('RUT de cliente inválido');
  return normalizeRut(text);
}
