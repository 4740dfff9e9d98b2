/** Arithmetic on calendar months written 'yyyy-MM' (the months of the SII's periods and of the month filters). */

/**
 * Moves a month by `delta` months.
 * @param month 'yyyy-MM'; delta months (negative goes back). @returns 'yyyy-MM'.
 * @throws Error when `month` is not 'yyyy-MM'.
 */
export function shiftMonth(month: string, delta: number): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new Error(`Mes inválido: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month 'yyyy-MM' as the reports write it: 'MM/yyyy'. */
export const monthLabel = (month: string): string => `${month.slice(5)}/${month.slice(0, 4)}`;
