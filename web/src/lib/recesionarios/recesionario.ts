import type { Recesionario } from '@domain/recesionario';
import type { RecesionarioResultado } from '@domain/wire/schema-types';
import { ApiError } from '@web/lib/api-error';

export type { Recesionario };

/** The selection of schema.graphql Recesionario every query asks for. */
export const RECESIONARIO_FIELDS = 'rut razonSocial direccion email empresa';

/**
 * The outcome of a recessionary mutation as a promise outcome: nothing on success, else an ApiError (code 'BadRequest')
 * carrying the server's reason, so the screen shows it like any other refusal.
 * @throws ApiError when success is false.
 */
export function assertResultadoOk(resultado: RecesionarioResultado): void {
  if (!resultado.success) throw new ApiError(resultado.body, 'BadRequest');
}
