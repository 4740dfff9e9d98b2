/**
 * Reading the date formats the SII writes and normalising them to ours.
 * Ours: dates 'yyyy-MM-dd', date-times 'yyyy-MM-dd HH:mm:ss' (Chile local time, no offset).
 * SII: 'yyyy-MM-dd' (period answers, AEC), 'dd-MM-yyyy' and 'dd-MM-yyyy HH:mm:ss' (RegistroReclamoDteService),
 * 'ddMMyyyy' (DATOS_CONSULTA), 'yyyy-MM-dd HH:mm' (FCH_CESION), 'yyyy-MM-ddTHH:mm:ss' (AEC TmstCesion).
 */
import { isMatch } from 'date-fns';

const SHAPES: ReadonlyArray<{ shape: RegExp; format: string; toIso: (m: RegExpExecArray) => string }> = [
  { shape: /^(\d{4})-(\d{2})-(\d{2})$/, format: 'yyyy-MM-dd', toIso: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  { shape: /^(\d{2})-(\d{2})-(\d{4})$/, format: 'dd-MM-yyyy', toIso: (m) => `${m[3]}-${m[2]}-${m[1]}` },
  { shape: /^(\d{2})(\d{2})(\d{4})$/, format: 'ddMMyyyy', toIso: (m) => `${m[3]}-${m[2]}-${m[1]}` },
];

/**
 * Normalises a calendar date written 'yyyy-MM-dd', 'dd-MM-yyyy' or 'ddMMyyyy' to 'yyyy-MM-dd'.
 * @returns the ISO date, or null when the text has another shape or is not a real calendar day (e.g. 2019-02-30).
 */
export function toIsoDate(input: string): string | null {
  const text = input.trim();
  for (const { shape, format, toIso } of SHAPES) {
    const match = shape.exec(text);
    if (match) return isMatch(text, format) ? toIso(match) : null;
  }
  return null;
}

/** True when the text is exactly a real calendar day 'yyyy-MM-dd'. */
export function isIsoDate(input: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(input) && isMatch(input, 'yyyy-MM-dd');
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
