import type { CesionView } from '@domain/cession';
import { EN_NOMINA, FUERA_DE_NOMINA, type CesionConNomina } from '@domain/nomina/estado-nomina';
import { loadsNomina } from '@domain/nomina/nomina-feature';
import { nominaKey, type NominaRow } from '@domain/nomina/nomina-row';
import type { FactoringFeatures } from '@domain/factoring-features';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { NominaRepository } from '../../store/nomina-repository';

/**
 * The nómina rows an acquired list joins (the GraphQL acquired list and the extended search, POST
 * /v1/jwt/cesiones-periodo): the factoring's stored rows when its features load a nómina
 * (domain/nomina/nomina-feature.ts, core-platform §6), else null, so its cessions keep estadoNomina null.
 * One paginated Query of the `nominas` partition when enabled, no read otherwise.
 * @param features the factoring's settings (readFactoringFeatures of its record).
 * @returns the rows to pass to {@link withNominaStatus}, or null; store errors propagate.
 */
export async function nominaOf(
  scope: FactoringScope,
  features: Pick<FactoringFeatures, 'estadoDBThor'>,
  nominas: Pick<NominaRepository, 'listForFactoring'>,
): Promise<NominaRow[] | null> {
  return loadsNomina(features) ? nominas.listForFactoring(scope) : null;
}

/**
 * Joins a factoring's nómina to its acquired cessions (core-platform §3 estadoNomina and the richer export, §6 the
 * Estado DBThor column). A cession matches a row on (rut of its cedente, rut of its deudor, folio); when the
 * cedente is not the row's client (a re-ceded document), the emisor is tried as the client. A match gives
 * estadoNomina 'En nómina' and estadoDbThor the row's estado; no match 'No está en nómina' and null.
 * Ruts are compared in their stored normal form ('NNNNNNNN-D'); the nómina carries no DTE type, so the same folio of
 * two types of one client and deudor gets the same status. Call it only for factorings that load a nómina
 * (domain/nomina/nomina-feature.ts): the others keep estadoNomina null.
 * @param rows the factoring's stored nómina rows (NominaRepository.listForFactoring), any order.
 * @param cesiones the page of CesionViews; not mutated.
 * @returns new views, same order and length.
 */
export function withNominaStatus<T extends CesionView>(
  rows: readonly NominaRow[],
  cesiones: readonly T[],
): Array<T & CesionConNomina> {
  const estados = new Map(rows.map((row) => [nominaKey(row.rutClient, row.rutDebtor, row.folio), row.estado]));
  return cesiones.map((cesion) => {
    const estado =
      estados.get(nominaKey(cesion.cedente.rut, cesion.deudor.rut, cesion.folio)) ??
      estados.get(nominaKey(cesion.emisor.rut, cesion.deudor.rut, cesion.folio));
    return {
      ...cesion,
      estadoNomina: estado === undefined ? FUERA_DE_NOMINA : EN_NOMINA,
      estadoDbThor: estado ?? null,
    };
  });
}
