/**
 * Reading the date formats the SII writes and normalising them to ours.
 * Ours: dates 'yyyy-MM-dd', date-times 'yyyy-MM-dd HH:mm:ss' (Chile local time, no offset).
 * SII: 'yyyy-MM-dd' (period answers, AEC), 'dd-MM-yyyy' and 'dd-MM-yyyy HH:mm:ss' (RegistroReclamoDteService),
 * 'ddMMyyyy' (DATOS_CONSULTA), 'yyyy-MM-dd HH:mm' (FCH_CESION), 'yyyy-MM-ddTHH:mm:ss' (AEC TmstCesion).
 */
/** Each accepted shape and where its year, month and day groups are. */
const SHAPES: ReadonlyArray<{ shape: RegExp; year: number; month: number; day: number }> = [
  { shape: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  { shape: /^(\d{2})-(\d{2})-(\d{4})$/, year: 3, month: 2, day: 1 },
  { shape: /^(\d{2})(\d{2})(\d{4})$/, year: 3, month: 2, day: 1 },
];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True when year, month (1-12) and day exist in the proleptic Gregorian calendar (year 1 or later). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/**
 * Normalises a calendar date written 'yyyy-MM-dd', 'dd-MM-yyyy' or 'ddMMyyyy' to 'yyyy-MM-dd'.
 * @returns the ISO date, or null when the text has another shape or is not a real calendar day (e.g. 2019-02-30).
 */
export function toIsoDate(input: string): string | null {
  const text = input.trim();
  for (const { shape, year, month, day } of SHAPES) {
    const match = shape.exec(text);
    if (!match) continue;
    const [y, m, d] = [match[year]!, match[month]!, match[day]!];
    return isCalendarDay(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
  }
  return null;
}

/** True when the text is exactly a real calendar day 'yyyy-MM-dd'. */
export function isIsoDate(input: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Normalises a date-time written '<date> HH:mm[:ss]' or '<date>THH:mm[:ss]', where <date> is any form
 * accepted by {@link toIsoDate}, to 'yyyy-MM-dd HH:mm:ss' (seconds '00' when absent). No time-zone shift.
 * @returns the normalised text, or null when the date or the time is not valid.
 */
export function toIsoDateTime(input: string): string | null {
  const match = /^(\S+)[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(input.trim());
  if (!match) return null;
  const [, datePart = '', hh = '', mm = '', ss = '00'] = match;
  const date = toIsoDate(datePart);
  if (!date || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  return `${date} ${hh}:${mm}:${ss}`;
}

/**
 * Formats an ISO date 'yyyy-MM-dd' as 'dd-MM-yyyy' (the display form of core-platform §3 fechaVencimiento).
 * @returns null when the input is not a valid ISO date.
 */
export function isoToDisplayDate(isoDate: string): string | null {
  if (!isIsoDate(isoDate)) return null;
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}
