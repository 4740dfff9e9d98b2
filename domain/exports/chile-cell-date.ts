import { toIsoDate, toIsoDateTime } from '../sii-dates';

/**
 * Turns a Chile-local date of the API ('yyyy-MM-dd', 'dd-MM-yyyy', 'yyyy-MM-dd HH:mm[:ss]') into the Date a
 * spreadsheet cell needs. Excel dates carry no time zone and exceljs writes a Date's UTC fields, so the
 * result's UTC fields ARE the Chile wall-clock time: the cell shows the same day and hour as the screen.
 * @returns the Date, or null when the text is missing or not a valid date.
 */
export function chileCellDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const value = toIsoDateTime(text) ?? (toIsoDate(text) ? `${toIsoDate(text)} 00:00:00` : null);
  if (!value) return null;
  const [date = '', time = ''] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm, ss));
}
