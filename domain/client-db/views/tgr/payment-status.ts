/**
 * Status of one TGR payment (instalment or debt form) by its due date (client-radar.md §4 "Individual payment
 * statuses", §5 "Payment dates before year 2000 or invalid are ignored").
 */
import { daysBetween } from '@domain/chile-time';
import { isIsoDate } from '@domain/sii-dates';

/** The individual payment statuses of client-radar.md §4. */
export type PaymentStatus =
  | 'Sin Fecha'
  | 'Fecha Inválida'
  | 'Vence Hoy'
  | 'Próximo Vencimiento'
  | 'Vigente'
  | 'Vigente a Largo Plazo'
  | 'Vencido Reciente'
  | 'Recién Vencido'
  | 'Vencido'
  | 'Muy Vencido';

/** Statuses of a payment whose due date has passed. */
export const OVERDUE_STATUSES: readonly PaymentStatus[] = [
  'Vencido Reciente',
  'Recién Vencido',
  'Vencido',
  'Muy Vencido',
];

/**
 * @param fechaVcto due date 'yyyy-MM-dd', or null/empty.
 * @param today 'yyyy-MM-dd' in Chile.
 * @returns 'Sin Fecha' without a date; 'Fecha Inválida' for a non-date or a year before 2000; 'Vence Hoy' on the
 *   day; ahead: up to 30 days 'Próximo Vencimiento', up to 90 'Vigente', beyond 'Vigente a Largo Plazo'; late: over
 *   365 days 'Muy Vencido', over 90 'Vencido', over 30 'Recién Vencido', else 'Vencido Reciente'.
 */
export function paymentStatus(fechaVcto: string | null, today: string): PaymentStatus {
  if (!fechaVcto) return 'Sin Fecha';
  if (!isIsoDate(fechaVcto) || fechaVcto < '2000-01-01') return 'Fecha Inválida';
  const ahead = daysBetween(today, fechaVcto);
  if (ahead === 0) return 'Vence Hoy';
  if (ahead > 0) return ahead <= 30 ? 'Próximo Vencimiento' : ahead <= 90 ? 'Vigente' : 'Vigente a Largo Plazo';
  const late = -ahead;
  if (late > 365) return 'Muy Vencido';
  if (late > 90) return 'Vencido';
  return late > 30 ? 'Recién Vencido' : 'Vencido Reciente';
}
