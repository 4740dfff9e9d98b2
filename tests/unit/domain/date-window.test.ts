import { describe, expect, it } from 'vitest';
import { validateSearchWindow, WINDOW_TOO_LONG_MESSAGE } from '@domain/date-window';

const TOO_LONG = 'El rango de fechas no puede ser mayor a 3 meses.';

describe('validateSearchWindow', () => {
  it('uses the spec message', () => {
    expect(WINDOW_TOO_LONG_MESSAGE).toBe(TOO_LONG);
  });

  describe('without rut or folio: at most 31 days from Desde to Hasta', () => {
    it('accepts 31 days (Oct 23 to Nov 23; Jan 1 to Feb 1)', () => {
      expect(validateSearchWindow({ fechaInicio: '2026-10-23', fechaTermino: '2026-11-23' })).toBeNull();
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-02-01' })).toBeNull();
    });
    it('rejects 32 days (Oct 23 to Nov 24; Jan 1 to Feb 2)', () => {
      expect(validateSearchWindow({ fechaInicio: '2026-10-23', fechaTermino: '2026-11-24' })).toBe(TOO_LONG);
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-02-02' })).toBe(TOO_LONG);
    });
    it('treats rut "" and folio 0 as no filter', () => {
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-02-02', rut: '  ', folio: 0 })).toBe(
        TOO_LONG,
      );
    });
    it('accepts a one-day window', () => {
      expect(validateSearchWindow({ fechaInicio: '2019-04-04', fechaTermino: '2019-04-04' })).toBeNull();
    });
  });

  describe('with rut or folio: at most 93 days', () => {
    // 2019-01-01 + 93 days = 2019-04-04 (31 + 28 + 31 = 90 days to 2019-04-01)
    it('accepts 93 days with a rut', () => {
      expect(
        validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-04-04', rut: '76389992-6' }),
      ).toBeNull();
    });
    it('rejects 94 days with a rut', () => {
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-04-05', rut: '76389992-6' })).toBe(
        TOO_LONG,
      );
    });
    it('accepts 93 days and rejects 94 with a folio', () => {
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-04-04', folio: 170 })).toBeNull();
      expect(validateSearchWindow({ fechaInicio: '2019-01-01', fechaTermino: '2019-04-05', folio: 170 })).toBe(
        TOO_LONG,
      );
    });
  });

  it('rejects an end before the start', () => {
    expect(validateSearchWindow({ fechaInicio: '2019-04-05', fechaTermino: '2019-04-04' })).toBe(
      'La fecha de término no puede ser anterior a la fecha de inicio.',
    );
  });
  it.each([
    ['04-04-2019', '2019-04-05', /Fecha de inicio inválida/],
    ['2019-04-04', '2019-02-30', /Fecha de término inválida/],
    ['', '2019-04-05', /Fecha de inicio inválida/],
  ])('rejects malformed dates %j..%j', (fechaInicio, fechaTermino, message) => {
    expect(validateSearchWindow({ fechaInicio, fechaTermino })).toMatch(message);
  });
});
