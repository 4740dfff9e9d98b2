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

/**
 * The rows whose month has a label, each with it as `mesDisplay`, in their order. A row whose period is not a valid
 * 'yyyy-MM' (a malformed issue date in the book) is logged as an invalid period format and left out, so that one bad
 * row does not fail the whole view (client-detail.md §5).
 * @param periodOf the row's period, expected 'yyyy-MM'.
 */
export function withMonthLabels<T>(rows: readonly T[], periodOf: (row: T) => string): (T & { mesDisplay: string })[] {
  return rows.flatMap((row) => {
    try {
      return [{ ...row, mesDisplay: monthDisplay(periodOf(row)) }];
    } catch (error) {
      console.warn('[localdb] formato de periodo inválido', periodOf(row), error);
      return [];
    }
  });
}
