import type { CesionView } from '@domain/cession';
import type { CesionConNomina } from '@domain/nomina/estado-nomina';

/** Header of the Estado DBThor column (core-platform §6) and of its export column (§3). */
export const ESTADO_DBTHOR_HEADER = 'Estado DBThor';

/**
 * The Estado DBThor of a cession: the status the factoring's nómina gives it (API field estadoDbThor,
 * lambdas/graphql/cessions/nomina-status.ts), '' when the nómina does not list it or the field is absent.
 */
export function estadoDbThor(cesion: CesionView): string {
  return (cesion as CesionConNomina).estadoDbThor ?? '';
}

/**
 * Whether a list carries nómina data: the server sets estadoNomina on every acquired cession of a factoring
 * that loads a nómina and leaves it null elsewhere (assigned and owed lists, other factorings).
 */
export function hasNominaStatus(cesiones: readonly CesionView[]): boolean {
  return cesiones.some((cesion) => cesion.estadoNomina !== null);
}
