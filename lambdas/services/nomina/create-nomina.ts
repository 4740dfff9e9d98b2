import { readFactoringFeatures } from '@domain/factoring-features';
import { NOMINA_NOT_ENABLED_MESSAGE, NOMINA_SUCCESS_MESSAGE } from '@domain/nomina/messages';
import { loadsNomina } from '@domain/nomina/nomina-feature';
import { nominaKey } from '@domain/nomina/nomina-row';
import type { NominaResultado } from '@domain/wire/schema-types';
import { ForbiddenError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { assertActsFor } from '../../access/tenant';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { NominaRepository } from '../../store/nomina-repository';
import type { NominasArgs } from './nomina-args';

/**
 * Stores a factoring's payroll ('Carga Nómina', core-platform §2, §7 createNomina). Checks, in order: the user
 * acts for `empresa` (one of its identity's companies), and the factoring's record enables the nómina
 * (domain/nomina/nomina-feature.ts; §6 "Reportes, Carga Nomina: only one specific cessionary", no user flag).
 * Then upserts the rows, stamped with `deps.now()`.
 * @returns success, body 'Nómina cargada con éxito!' (§8) and the number of distinct rows stored.
 * @throws BadRequestError (empresa not a RUT); ForbiddenError (foreign factoring; feature off, with
 *   'La carga de nómina no está habilitada para este factoring').
 */
export async function createNomina(
  args: NominasArgs,
  identity: Identity,
  deps: {
    factorings: Pick<FactoringRepository, 'get'>;
    nominas: Pick<NominaRepository, 'putAll'>;
    now(): Date;
  },
): Promise<NominaResultado> {
  const rutFactoring = assertActsFor(identity, args.empresa);
  const record = await deps.factorings.get(rutFactoring);
  if (!loadsNomina(readFactoringFeatures(record?.features))) throw new ForbiddenError(NOMINA_NOT_ENABLED_MESSAGE);
  await deps.nominas.putAll(rutFactoring, args.rows, deps.now().toISOString());
  const filas = new Set(args.rows.map((row) => nominaKey(row.rutClient, row.rutDebtor, row.folio))).size;
  return { success: true, body: NOMINA_SUCCESS_MESSAGE, filas };
}
