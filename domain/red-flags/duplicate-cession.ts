/**
 * Red-flag rule e: the same document ceded again by someone else while the factoring still holds it.
 * The SII registers a CED event for every cesión of a DTE, with the RUT of its cedente as responsable; a holder's
 * own re-cession makes its record recedido (lambdas/services/refresh/build-cession-record.ts). So a CED event later
 * than the factoring's own cesión, registered by another RUT, on an acquired record that is not recedido and that the
 * SII still lists as current (estadoCesionSii not empty), means the registry names a cesión the factoring did not make.
 */
import type { CessionRecord } from '../cession';
import { formatFecha } from '../es-cl-format';
import { toIsoDateTime } from '../sii-dates';
import type { RedFlag } from './red-flag';

/** What rule e reads of a stored cession. */
export type DuplicateRuleInput = Pick<
  CessionRecord,
  'role' | 'recedido' | 'estadoCesionSii' | 'eventos' | 'fechaCesion'
>;

/**
 * Rule e (CESION_DUPLICADA): only acquired cessions (role cesionario) not recedido with a non-empty
 * estadoCesionSii; raised by the first CED event whose minute is later than the cesión's FCH_CESION minute and
 * whose responsable is not `rutFactoring` ('NNNNNNNN-D'). A CED in the cesión's own minute is the cesión itself.
 * @returns the flag (its motivo gives the date of that CED), or null.
 */
export function duplicateCessionFlag(record: DuplicateRuleInput, rutFactoring: string): RedFlag | null {
  if (record.role !== 'cesionario' || record.recedido || record.estadoCesionSii.trim() === '' || !record.eventos)
    return null;
  const own = toIsoDateTime(record.fechaCesion)?.slice(0, 16);
  if (!own) return null;
  const later = record.eventos
    .filter((event) => event.codigo === 'CED' && event.responsable !== rutFactoring)
    .filter((event) => (toIsoDateTime(event.fecha)?.slice(0, 16) ?? '') > own)
    .sort((a, b) => a.fecha.localeCompare(b.fecha))[0];
  if (!later) return null;
  return {
    regla: 'CESION_DUPLICADA',
    // No RUT in the text: demo mode masks RUT values, not RUTs inside prose (domain/demo-mask.ts); Mvtos. shows who.
    motivo: `El SII registra una nueva cesión del ${formatFecha(later.fecha)} hecha por otro cedente (ver Mvtos.), mientras esta cesión figura vigente`,
  };
}
