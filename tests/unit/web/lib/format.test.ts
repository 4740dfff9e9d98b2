import { describe, expect, it } from 'vitest';
import { displayRut, formatAmount, formatDate, formatDateTime, NO_DATE } from '@web/lib/format';

describe('formatAmount (core-platform §1, §9: $ prefix, dot thousands)', () => {
  it('groups thousands with dots', () => {
    expect(formatAmount(1234567)).toBe('$1.234.567');
    expect(formatAmount(1000)).toBe('$1.000');
    expect(formatAmount(999)).toBe('$999');
    expect(formatAmount(0)).toBe('$0');
  });

  it('rounds to whole pesos and keeps the sign before the $', () => {
    expect(formatAmount(1500.6)).toBe('$1.501');
    expect(formatAmount(-25000)).toBe('-$25.000');
  });
});

describe('formatDate / formatDateTime (America/Santiago)', () => {
  it('shows Chile wall times as written, whatever the machine zone', () => {
    expect(formatDate('2019-04-05')).toBe('05/04/2019');
    expect(formatDate('2019-04-05 12:34')).toBe('05/04/2019');
    expect(formatDateTime('2019-04-05 12:34:56')).toBe('05/04/2019 12:34');
    expect(formatDate('30-06-2019')).toBe('30/06/2019');
  });

  it('converts instants to Chile time (UTC-3 in summer, UTC-4 in winter)', () => {
    expect(formatDateTime('2024-01-15T02:30:00Z')).toBe('14/01/2024 23:30');
    expect(formatDateTime('2024-06-10T02:30:00Z')).toBe('09/06/2024 22:30');
    expect(formatDate(new Date('2024-06-10T05:00:00Z'))).toBe('10/06/2024');
  });

  it('shows the written day of a wall time even where the zone shifted the instant', () => {
    expect(formatDate('2024-09-08 00:30')).toBe('08/09/2024'); // skipped by the 2024 daylight-saving change
    expect(formatDate('1947-05-21 23:59:59')).toBe('21/05/1947'); // Chile changed its offset that night
    expect(formatDate('1916-07-01')).toBe('01/07/1916');
    expect(formatDate('2024-02-30')).toBe('N/A');
  });

  it("gives 'N/A' for missing or unreadable dates instead of throwing", () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDate('')).toBe(NO_DATE);
    expect(formatDateTime('2019-02-30')).toBe(NO_DATE);
    expect(formatDate('mañana')).toBe(NO_DATE);
  });
});

describe('displayRut', () => {
  it('formats a rut with dots and dash', () => {
    expect(displayRut('76389992-6')).toBe('76.389.992-6');
  });

  it('shows text that is not a rut unchanged', () => {
    expect(displayRut('sin rut')).toBe('sin rut');
  });
});
