/**
 * When a TGR statement may be fetched again (client-detail.md §2 "TGR tab"): the force button is offered only if the
 * last update date is earlier than today; otherwise 'No se puede actualizar en el mismo día'. Days are calendar days
 * in Chile (America/Santiago, §9 "TGR dates display in es-CL and the America/Santiago time zone").
 */
import { todayInChile } from '../chile-time';

/** The text shown instead of the force button when the data is from today. */
export const SAME_DAY_MESSAGE = 'No se puede actualizar en el mismo día';

/**
 * @param lastUpdate the instant the statement was issued; now the clock.
 * @returns true when lastUpdate falls on an earlier day in Chile than now (a statement dated in the future, a clock
 *   skew, counts as today: no update).
 */
export function canForceTgrUpdate(lastUpdate: Date, now: Date): boolean {
  return todayInChile(lastUpdate) < todayInChile(now);
}
