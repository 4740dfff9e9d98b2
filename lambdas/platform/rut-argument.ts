import { InvalidRutError, normalizeRut } from '@domain/rut';
import { BadRequestError } from './errors';

/**
 * A RUT a caller sent, normalised 'NNNNNNNN-D' (dots, case of K and leading zeros aside; domain/rut.ts).
 * @throws BadRequestError with domain/rut.ts's message when it is not a RUT (a caller's mistake, not a server fault).
 */
export function rutArgument(text: string): string {
  try {
    return normalizeRut(text);
  } catch (error) {
    if (error instanceof InvalidRutError) throw new BadRequestError(error.message);
    throw error;
  }
}
