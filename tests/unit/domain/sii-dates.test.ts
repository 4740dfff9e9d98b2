import { describe, expect, it } from 'vitest';
import { isIsoDate, isoToDisplayDate, toIsoDate, toIsoDateTime } from '@domain/sii-dates';

describe('toIsoDate', () => {
  it.each([
    ['2019-04-28', '2019-04-28'],
    ['28-04-2019', '2019-04-28'],
    ['04042019', '2019-04-04'],
    [' 2020-02-29 ', '2020-02-29'],
  ])('reads %j as %j', (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });
  it.each(['2019-02-29', '2019-13-01', '31-04-2019', '2019/04/28', '2019-4-28', '', 'null'])('rejects %j', (input) => {
    expect(toIsoDate(input)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts only yyyy-MM-dd real days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('28-04-2019')).toBe(false);
  });
});

describe('toIsoDateTime', () => {
  it.each([
    ['05-04-2019 12:34:56', '2019-04-05 12:34:56'],
    ['2019-04-04 09:09', '2019-04-04 09:09:00'],
    ['2019-04-01T10:22:02', '2019-04-01 10:22:02'],
  ])('reads %j as %j', (input, expected) => {
    expect(toIsoDateTime(input)).toBe(expected);
  });
  it.each(['05-04-2019', '05-04-2019 24:00:00', '05-04-2019 12:60', '32-01-2019 10:00:00', 'x 10:00'])(
    'rejects %j',
    (input) => {
      expect(toIsoDateTime(input)).toBeNull();
    },
  );
});

describe('isoToDisplayDate', () => {
  it('writes dd-MM-yyyy', () => {
    expect(isoToDisplayDate('2019-05-01')).toBe('01-05-2019');
    expect(isoToDisplayDate('01-05-2019')).toBeNull();
  });
});
