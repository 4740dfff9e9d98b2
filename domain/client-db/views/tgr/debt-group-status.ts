/**
 * Status of a group of fiscal-debt payments (client-radar.md §4 "Fiscal debt payment group statuses", §9 thresholds
 * 1,000,000 and 10,000,000 CLP). Order of the checks (the spec lists the statuses, this module fixes the order):
 * no payments or no amount 'Sin Deuda'; no valid due date 'Fechas Inválidas'; overdue and not overdue payments
 * 'Mixto'; none overdue 'Al Día'; all overdue: total above 10,000,000 'Crítico', above 1,000,000 'Alto', more than
 * 10 payments 'Múltiple', else 'Pendiente'.
 */
import { OVERDUE_STATUSES, type PaymentStatus } from './payment-status';

/** The group statuses of client-radar.md §4. */
export type DebtGroupStatus =
  'Sin Deuda' | 'Fechas Inválidas' | 'Mixto' | 'Al Día' | 'Crítico' | 'Alto' | 'Múltiple' | 'Pendiente';

/** CLP thresholds and payment count of client-radar.md §9. */
export const CRITICAL_DEBT_CLP = 10_000_000;
export const HIGH_DEBT_CLP = 1_000_000;
export const MANY_PAYMENTS = 10;

/**
 * @param statuses the status of each payment of the group.
 * @param montoTotal the group's total, CLP.
 */
export function debtGroupStatus(statuses: readonly PaymentStatus[], montoTotal: number): DebtGroupStatus {
  if (statuses.length === 0 || montoTotal <= 0) return 'Sin Deuda';
  const dated = statuses.filter((status) => status !== 'Sin Fecha' && status !== 'Fecha Inválida');
  if (dated.length === 0) return 'Fechas Inválidas';
  const overdue = dated.filter((status) => OVERDUE_STATUSES.includes(status)).length;
  if (overdue > 0 && overdue < dated.length) return 'Mixto';
  if (overdue === 0) return 'Al Día';
  if (montoTotal > CRITICAL_DEBT_CLP) return 'Crítico';
  if (montoTotal > HIGH_DEBT_CLP) return 'Alto';
  return statuses.length > MANY_PAYMENTS ? 'Múltiple' : 'Pendiente';
}
