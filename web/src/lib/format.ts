import { formatInChile, parseApiDate, wallTimeDay } from './chile-time';
import { formatRut } from '@domain/rut';

/** Shown when a date is missing or unreadable (core-platform §8 "Date format failure"). */
export const NO_DATE = 'N/A';

/**
 * Formats an amount in Chilean pesos (CLP) the es-CL way: '$' prefix, dot thousands, no decimals
 * (core-platform §1, §9). 1234567 -> '$1.234.567'; -1500 -> '-$1.500'. Same rule as the generated documents.
 */
export { formatClp as formatAmount } from '@domain/es-cl-format';

/** A month 'yyyy-MM' as 'MM/yyyy' (the screens' and the reports' month labels), e.g. '2026-09' -> '09/2026'. */
export { monthLabel as formatMonth } from '@domain/calendar-month';

/**
 * Formats a date as 'dd/MM/yyyy' in America/Santiago (core-platform §1).
 * @param value an instant, or an API date string (see parseApiDate: ISO instant or Chile wall time).
 * @returns the formatted date, or 'N/A' when missing or unreadable.
 */
export function formatDate(value: Date | string | null | undefined): string {
  const day = typeof value === 'string' ? wallTimeDay(value) : null;
  if (day) return day;
  const instant = value instanceof Date ? value : parseApiDate(value);
  return instant ? formatInChile(instant, 'dd/MM/yyyy') : NO_DATE;
}

/**
 * Formats a date and time as 'dd/MM/yyyy HH:mm' in America/Santiago (core-platform §1).
 * @param value an instant, or an API date string (see parseApiDate).
 * @returns the formatted value, or 'N/A' when missing or unreadable.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  const instant = value instanceof Date ? value : parseApiDate(value);
  return instant ? formatInChile(instant, 'dd/MM/yyyy HH:mm') : NO_DATE;
}

/**
 * Formats a RUT for display with dots and dash ('76389992-6' -> '76.389.992-6', domain/rut formatRut);
 * text that is not a RUT is shown as given, so bad data stays visible instead of breaking the screen.
 */
export function displayRut(rut: string): string {
  try {
    return formatRut(rut);
  } catch {
    return rut;
  }
}
