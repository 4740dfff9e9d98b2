import { describe, expect, it } from 'vitest';
import {
  defaultSearchForm,
  INVALID_FOLIO_MESSAGE,
  INVALID_RUT_MESSAGE,
  searchFormFromAddress,
  toCessionSearch,
} from '@web/lib/cessions/search-criteria';

const window = { fechaInicio: '2024-06-01', fechaTermino: '2024-06-10', rut: '', folio: '' };

describe('defaultSearchForm', () => {
  it('covers the last 7 days up to today in Chile', () => {
    // 02:00 UTC on 11 June is still 10 June in Santiago (UTC-4)
    expect(defaultSearchForm(new Date('2024-06-11T02:00:00Z'))).toEqual({
      fechaInicio: '2024-06-03',
      fechaTermino: '2024-06-10',
      rut: '',
      folio: '',
    });
  });

  it('crosses month boundaries', () => {
    expect(defaultSearchForm(new Date('2024-03-03T15:00:00Z')).fechaInicio).toBe('2024-02-25');
  });

  it("starts the window at the screen's own offset in days", () => {
    const form = defaultSearchForm(new Date('2024-06-11T15:00:00Z'), 30);
    expect([form.fechaInicio, form.fechaTermino]).toEqual(['2024-05-12', '2024-06-11']);
    expect(defaultSearchForm(new Date('2024-06-11T15:00:00Z'), 0).fechaInicio).toBe('2024-06-11');
  });
});

describe('toCessionSearch', () => {
  it('normalises the rut and reads the folio; empty filters mean none', () => {
    expect(toCessionSearch({ ...window, rut: ' 76.389.992-6 ', folio: '170' })).toEqual({
      search: { fechaInicio: '2024-06-01', fechaTermino: '2024-06-10', rut: '76389992-6', folio: 170 },
    });
    expect(toCessionSearch(window)).toEqual({ search: { ...window, folio: 0 } });
  });

  it('rejects a rut with a wrong check digit and a folio that is not a whole number', () => {
    expect(toCessionSearch({ ...window, rut: '76389992-5' })).toEqual({ error: INVALID_RUT_MESSAGE });
    expect(toCessionSearch({ ...window, folio: '12a' })).toEqual({ error: INVALID_FOLIO_MESSAGE });
    expect(toCessionSearch({ ...window, folio: '-3' })).toEqual({ error: INVALID_FOLIO_MESSAGE });
  });

  it('applies the window rule: 31 days without filters, 93 with rut or folio (core-platform §5)', () => {
    const tooLong = 'El rango de fechas no puede ser mayor a 3 meses.';
    expect(toCessionSearch({ ...window, fechaInicio: '2024-01-01', fechaTermino: '2024-02-01' })).toHaveProperty(
      'search',
    );
    expect(toCessionSearch({ ...window, fechaInicio: '2024-01-01', fechaTermino: '2024-02-02' })).toEqual({
      error: tooLong,
    });
    const filtered = { ...window, fechaInicio: '2024-01-01', fechaTermino: '2024-02-02', folio: '5' };
    expect(toCessionSearch(filtered)).toHaveProperty('search');
  });

  it("takes a razón social in 'Rut o Razón Social' (owed) without a rut filter, so the 31-day limit holds", () => {
    expect(toCessionSearch({ ...window, rut: ' Comercial Ñuble ' }, { razonSocial: true })).toEqual({
      search: { ...window, rut: '', folio: 0, razonSocial: 'Comercial Ñuble' },
    });
    const long = { ...window, fechaInicio: '2024-01-01', fechaTermino: '2024-02-02', rut: 'ALFA' };
    expect(toCessionSearch(long, { razonSocial: true })).toEqual({
      error: 'El rango de fechas no puede ser mayor a 3 meses.',
    });
    expect(toCessionSearch({ ...window, rut: '76389992-6' }, { razonSocial: true })).toEqual({
      search: { ...window, rut: '76389992-6', folio: 0 },
    });
  });

  it('still refuses a mistyped RUT, and names where only a RUT is allowed', () => {
    expect(toCessionSearch({ ...window, rut: '76389992-5' }, { razonSocial: true })).toEqual({
      error: INVALID_RUT_MESSAGE,
    });
    expect(toCessionSearch({ ...window, rut: 'ALFA SPA' })).toEqual({ error: INVALID_RUT_MESSAGE });
  });
});

describe('searchFormFromAddress', () => {
  const now = new Date('2024-06-11T15:00:00Z');

  it('searches the linked folio over the 93 days a folio search allows', () => {
    const form = searchFormFromAddress(now, 7, '800123');
    expect(form).toEqual({ fechaInicio: '2024-03-10', fechaTermino: '2024-06-11', rut: '', folio: '800123' });
    expect(toCessionSearch(form)).toEqual({ search: { ...form, folio: 800123 } });
  });

  it("keeps the screen's default window without a whole folio in the address", () => {
    for (const param of [null, '', 'abc', '12a', '0']) {
      expect(searchFormFromAddress(now, 7, param)).toEqual(defaultSearchForm(now, 7));
    }
  });
});
