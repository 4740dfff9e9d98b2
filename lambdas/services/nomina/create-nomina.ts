import { readFactoringFeatures } from '@domain/factoring-features';
import { NOMINA_NOT_ENABLED_MESSAGE, NOMINA_SUCCESS_MESSAGE } from '@domain/nomina/messages';
import { loadsNomina } from '@domain/nomina/nomina-feature';
import { nominaKey } from '@domain/nomina/nomina-row';
import type { NominaResultado } from '@domain/wire/schema-types';
import { ForbiddenError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { NominaRepository } from '../../store/nomina-repository';
import type { NominaRow } from '@domain/nomina/nomina-row';

/**
 * Stores a factoring's payroll ('Carga Nómina', core-platform §2, §7 createNomina) for the scope's factoring
 * (`empresa`, checked by the entry handler, which also asks for the cesionesAdquiridas flag: the nómina's states
 * join the acquired documents). Checks that the factoring's record enables the nómina
 * (domain/nomina/nomina-feature.ts; §6 "Reportes, Carga Nomina: only one specific cessionary").
 * Then upserts the rows, stamped with `deps.now()`.
 * @returns success, body 'Nómina cargada con éxito!' (§8) and the number of distinct rows stored.
 * @throws ForbiddenError 'La carga de nómina no está habilitada para este factoring' when the feature is off.
 */
export async function createNomina(
  rows: NominaRow[],
  scope: TenantScope,
  deps: {
    factorings: Pick<FactoringRepository, 'get'>;
    nominas: Pick<NominaRepository, 'putAll'>;
    now(): Date;
  },
): Promise<NominaResultado> {
  const { rutFactoring } = scope;
  const record = await deps.factorings.get(rutFactoring);
  if (!loadsNomina(readFactoringFeatures(record?.features))) throw new ForbiddenError(NOMINA_NOT_ENABLED_MESSAGE);
  await deps.nominas.putAll(scope, rows, deps.now().toISOString());
  const filas = new Set(rows.map((row) => nominaKey(row.rutClient, row.rutDebtor, row.folio))).size;
  return { success: true, body: NOMINA_SUCCESS_MESSAGE, filas };
}
