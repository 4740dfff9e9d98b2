import {
  firstRecesionarioProblem,
  normalizeRecesionario,
  recesionarioDuplicadoMessage,
  recesionarioInexistenteMessage,
  RUT_INVALIDO_MESSAGE,
  RUT_VACIO_MESSAGE,
  type Recesionario,
  type RecesionarioFields,
} from '@domain/recesionario';
import { isValidRut, normalizeRut } from '@domain/rut';
import type { TenantScope } from '../../access/tenant-scope';
import type { RecesionarioRepository } from '../../store/recesionario-repository';
import type { RecesionarioResultado } from '@domain/wire/schema-types';

type Deps = { recesionarios: Pick<RecesionarioRepository, 'list' | 'create' | 'update' | 'delete'> };
/** What the listings read. */
type ListDeps = { recesionarios: Pick<RecesionarioRepository, 'list'> };

const OK: RecesionarioResultado = { success: true, body: 'ok' };
const refused = (body: string): RecesionarioResultado => ({ success: false, body });

/** By razón social (Spanish collation, accents and case aside), then RUT. */
function byRazonSocial(a: Recesionario, b: Recesionario): number {
  return a.razonSocial.localeCompare(b.razonSocial, 'es', { sensitivity: 'base' }) || a.rut.localeCompare(b.rut);
}

/**
 * getFactorings(rutEmpresa) (core-platform §7): the factoring's recessionaries for the 'Re-Cesionarios' list, sorted
 * by razón social.
 */
export async function getFactorings(scope: TenantScope, deps: ListDeps): Promise<Recesionario[]> {
  return (await deps.recesionarios.list(scope)).sort(byRazonSocial);
}

/**
 * factoringsToGive(rutFactoring) (core-platform §7): the recessionaries a mass cession may name as Cesionario (the
 * dropdown of /cesion-masiva), sorted by razón social. Only those whose stored data passes today's rules
 * (domain/recesionario.ts: the AEC's Cesionario needs every field), so a record kept from older rules never reaches
 * an AEC.
 */
export async function factoringsToGive(scope: TenantScope, deps: ListDeps): Promise<Recesionario[]> {
  const rut = scope.rutFactoring;
  const complete = (await deps.recesionarios.list(scope)).filter(
    (recesionario) => firstRecesionarioProblem(recesionario, rut) === null,
  );
  return complete.sort(byRazonSocial);
}

/**
 * createFactoring({factoring}) (core-platform §7): checks the form rules of core-platform §5 (domain/recesionario.ts)
 * and stores the recessionary under the factoring, RUT normalised.
 * @returns body 'ok'; or success false with the first rule's message, or the duplicate's when the factoring already
 *   has that RUT (nothing stored).
 */
export async function createFactoring(
  input: { fields: RecesionarioFields },
  scope: TenantScope,
  deps: Deps,
): Promise<RecesionarioResultado> {
  return storeChecked(
    input.fields,
    scope,
    (recesionario) => deps.recesionarios.create(scope, recesionario),
    recesionarioDuplicadoMessage,
  );
}

/**
 * updateFactoring({factoring}) (core-platform §7): the same rules as creation; replaces razón social, dirección and
 * e-mail of the recessionary with that RUT (the RUT is read-only: 'Editando Recesionario', core-platform §2).
 * @returns body 'ok'; or success false with the first rule's message, or when the factoring has no such RUT.
 */
export async function updateFactoring(
  input: { fields: RecesionarioFields },
  scope: TenantScope,
  deps: Deps,
): Promise<RecesionarioResultado> {
  return storeChecked(
    input.fields,
    scope,
    (recesionario) => deps.recesionarios.update(scope, recesionario),
    recesionarioInexistenteMessage,
  );
}

/**
 * The form rules of core-platform §5 (domain/recesionario.ts), then `store` of the normalised recessionary.
 * @returns body 'ok'; the first rule's message; or `refusal(rut)` when `store` answers false.
 */
async function storeChecked(
  fields: RecesionarioFields,
  scope: TenantScope,
  store: (recesionario: ReturnType<typeof normalizeRecesionario>) => Promise<boolean>,
  refusal: (rut: string) => string,
): Promise<RecesionarioResultado> {
  const problem = firstRecesionarioProblem(fields, scope.rutFactoring);
  if (problem) return refused(problem);
  const recesionario = normalizeRecesionario(fields, scope.rutFactoring);
  return (await store(recesionario)) ? OK : refused(refusal(recesionario.rut));
}

/**
 * deleteFactoring({factoring}) (core-platform §7): deletes the factoring's recessionary with that RUT (only rut and
 * empresa are read).
 * @returns body 'ok'; or success false when the RUT is empty or not a RUT, or the factoring has no such RUT.
 */
export async function deleteFactoring(
  input: { fields: Pick<RecesionarioFields, 'rut'> },
  scope: TenantScope,
  deps: Deps,
): Promise<RecesionarioResultado> {
  if (!input.fields.rut.trim()) return refused(RUT_VACIO_MESSAGE);
  if (!isValidRut(input.fields.rut)) return refused(RUT_INVALIDO_MESSAGE);
  const rut = normalizeRut(input.fields.rut);
  return (await deps.recesionarios.delete(scope, rut)) ? OK : refused(recesionarioInexistenteMessage(rut));
}
