/**
 * The per-factoring trial or subscription record that gates the judicial radar (client-radar.md §1 'usable only when
 * an availability check says the free trial month has begun', §6), kept in the factoring record (attribute `prueba`
 * of lambdas/store/factoring-repository.ts) so the assistant and the enroller can read the same record.
 */
import { daysBetween } from './chile-time';

/** The factoring's trial and subscription, days 'yyyy-MM-dd' in Chile. */
export interface TrialRecord {
  /** First day of the free trial month; absent when it has not begun. */
  pruebaDesde?: string;
  /** Last day of a paid subscription; absent when there is none. */
  suscripcionHasta?: string;
}

/** Length of the free trial, days ('mes de prueba gratis'). */
export const TRIAL_DAYS = 30;

/** What the check says: usable, the trial not begun, or the trial over without a subscription. */
export type Availability = 'available' | 'not-started' | 'ended';

/** The blocked screens' texts (client-radar.md §2 for 'not-started'). */
export const AVAILABILITY_MESSAGES: Readonly<Record<Exclude<Availability, 'available'>, string>> = {
  'not-started': 'No has comenzado tu mes de prueba gratis. Contáctanos para comenzar.',
  ended: 'Tu mes de prueba gratis terminó. Contáctanos para continuar.',
};

/**
 * @param record the factoring's record (null: none, so the trial has not begun).
 * @param today 'yyyy-MM-dd' in Chile.
 * @returns 'available' during a subscription (up to its last day) or the {@link TRIAL_DAYS} days from the trial's
 *   first day; 'not-started' before the trial's first day or without one; otherwise 'ended'.
 */
export function availability(record: TrialRecord | null | undefined, today: string): Availability {
  if (record?.suscripcionHasta && today <= record.suscripcionHasta) return 'available';
  if (!record?.pruebaDesde || today < record.pruebaDesde) return 'not-started';
  return daysBetween(record.pruebaDesde, today) < TRIAL_DAYS ? 'available' : 'ended';
}
