/**
 * es-CL display formats (core-platform §1, §9) shared by the generated documents (lambdas/services/documents) and the
 * web app: amounts '$' with dot thousands, dates dd/MM/yyyy (and HH:mm when a time is present), RUTs with dots.
 * Date inputs are our stored Chile-local strings, so no time-zone conversion is involved.
 */
import { formatRut, isValidRut } from './rut';

const pesos = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, useGrouping: 'always' });

/** CLP amount: 1234567 -> '$1.234.567', -1500 -> '-$1.500' (rounded to whole pesos). */
export function formatClp(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${pesos.format(Math.abs(Math.round(amount)))}`;
}

/**
 * A stored date or date-time ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm[:ss]', 'yyyy-MM-ddTHH:mm:ss') as
 * 'dd/MM/yyyy' or 'dd/MM/yyyy HH:mm'. Null or unreadable input gives 'N/A' (core-platform §8).
 */
export function formatFecha(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value ?? '');
  if (!match) return 'N/A';
  const [, y, m, d, hh, mm] = match;
  return hh === undefined ? `${d}/${m}/${y}` : `${d}/${m}/${y} ${hh}:${mm}`;
}

/** A RUT with dots and dash ('76389992-6' -> '76.389.992-6'); text that is not a valid RUT is shown as given. */
export function displayRut(rut: string): string {
  return isValidRut(rut) ? formatRut(rut) : rut;
}

const counts = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/** A whole count with es-CL dot thousands: 35000 -> '35.000'. */
export function formatCount(count: number): string {
  return counts.format(count);
}

/**
 * A count with its noun in the right number (Spanish: only 1 takes the singular): (1, 'documento', 'documentos') ->
 * '1 documento', (0, ...) -> '0 documentos', 5000 -> '5.000 documentos' (es-CL dot thousands).
 * @param count a whole number.
 * @param singular the noun phrase for exactly one ('documento seleccionado').
 * @param plural the noun phrase for any other count ('documentos seleccionados').
 */
export function countText(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${Math.abs(count) === 1 ? singular : plural}`;
}

const oneDecimal = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A percentage (0..100 scale) with one decimal and the es-CL decimal comma: 12.345 -> '12,3%', -5 -> '-5,0%'; a value
 * that rounds to zero reads '0,0%' whatever its sign.
 */
export function formatPercentOne(value: number): string {
  return `${oneDecimal.format(Math.round(value * 10) / 10 || 0)}%`;
}

/**
 * A stored date as 'dd-MM-yyyy' (the assistant's day format): '2026-08-04' -> '04-08-2026'; 'N/A' as formatFecha.
 */
export function formatDia(value: string | null | undefined): string {
  return formatFecha(value).replaceAll('/', '-');
}
