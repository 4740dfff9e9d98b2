/**
 * Month labels of the charts: 'yyyy-MM' -> 'Ene 2025' (client-radar.md §7 "Month labels are Spanish
 * abbreviations"; client-detail.md §5: three-letter Spanish month plus the year).
 */
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;

/**
 * Spanish label of a month.
 * @param period 'yyyy-MM'.
 * @throws RangeError when the text is not 'yyyy-MM' with a month 01..12.
 */
export function monthDisplay(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Periodo inválido (se espera yyyy-MM): '${period}'`);
  return `${month} ${match[1]}`;
}
