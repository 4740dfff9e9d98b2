import { describe, expect, it } from 'vitest';
import {
  type FieldResult,
  MISSING_VALUE,
  optional,
  readAmount,
  readDate,
  readDateTime,
  readDecimal,
  readFolio,
  readOptionalDateTime,
  readRut,
  readText,
  readTipoDte,
} from '@domain/rcv/rcv-fields';

const value = <T>(result: FieldResult<T>) => (result.ok ? result.value : result.reason);

describe('RCV cell readers', () => {
  it('folio: 1 to 10 digits, not zero (SiiTypes FolioType)', () => {
    expect(value(readFolio('9999999999'))).toBe(9999999999);
    for (const bad of ['0', '10000000000', '12a', '-5', '1.0']) expect(readFolio(bad).ok).toBe(false);
    expect(value(readFolio(''))).toBe(MISSING_VALUE);
  });

  it('tipo de documento: positive code of up to 3 digits', () => {
    expect(value(readTipoDte('61'))).toBe(61);
    for (const bad of ['0', '1000', 'FA']) expect(readTipoDte(bad).ok).toBe(false);
  });

  it('amounts: integers in CLP, negative allowed, no decimals or separators', () => {
    expect(value(readAmount('-1966880'))).toBe(-1966880);
    for (const bad of ['1.000', '10,5', '1e3', '9007199254740993']) expect(readAmount(bad).ok).toBe(false);
    expect(value(readAmount('-'))).toBe(MISSING_VALUE);
    expect(value(optional(readAmount)('-'))).toBeNull();
  });

  it('decimals such as tax rates', () => {
    expect(value(readDecimal('2.967999999'))).toBe(2.967999999);
    expect(readDecimal('31,5').ok).toBe(false);
  });

  it('dates dd/MM/yyyy to yyyy-MM-dd, rejecting impossible days and other shapes', () => {
    expect(value(readDate('29/02/2024'))).toBe('2024-02-29');
    for (const bad of ['29/02/2023', '2024-02-29', '01-09-2025', '1/9/2025']) expect(readDate(bad).ok).toBe(false);
  });

  it('date-times keep the Chile local wall time, even in the hour skipped by the DST change', () => {
    // 2023-09-03 00:00 does not exist in America/Santiago (clocks jump to 01:00); the SII text is kept as written.
    expect(value(readDateTime('03/09/2023 00:15:30'))).toBe('2023-09-03 00:15:30');
    for (const bad of ['03/09/2023 24:00:00', '03/09/2023 10:00', '03/09/2023'])
      expect(readDateTime(bad).ok).toBe(false);
  });

  it('optional date-times accept empty, "-" and the literal null', () => {
    for (const empty of ['', '-', 'null', 'NULL']) expect(value(readOptionalDateTime(empty))).toBeNull();
    expect(readOptionalDateTime('invalid-datetime').ok).toBe(false);
  });

  it('RUTs are checked (modulo 11) and normalised', () => {
    expect(value(readRut('76.354.771-k'))).toBe('76354771-K');
    expect(value(readRut('76354771-1'))).toBe('RUT inválido "76354771-1"');
  });

  it('required text must not be empty', () => {
    expect(value(readText(''))).toBe(MISSING_VALUE);
    expect(value(readText('-'))).toBe('-');
  });
});
