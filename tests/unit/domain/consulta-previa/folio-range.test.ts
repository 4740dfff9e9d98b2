import { describe, expect, it } from 'vitest';
import { checkConsultaForm, parseFolioRange } from '@domain/consulta-previa/folio-range';
import {
  DEMASIADOS_FOLIOS,
  FOLIO_REQUERIDO,
  FOLIOS_MAL_ESCRITOS,
  RUT_INVALIDO,
  TIPO_REQUERIDO,
} from '@domain/consulta-previa/messages';

describe('parseFolioRange (core-platform §5)', () => {
  it('reads commas and a-b ranges, spaces ignored, repeated folios once', () => {
    expect(parseFolioRange(' 1, 2,5 - 8 ,2')).toEqual({ ok: true, value: [1, 2, 5, 6, 7, 8] });
  });

  it('takes exactly 10 folios and refuses 11', () => {
    expect(parseFolioRange('1-10')).toEqual({ ok: true, value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(parseFolioRange('1-11')).toEqual({ ok: false, message: DEMASIADOS_FOLIOS });
    expect(parseFolioRange('1-5,20-24,99')).toEqual({ ok: false, message: DEMASIADOS_FOLIOS });
    expect(parseFolioRange('1-5,3-7')).toMatchObject({ ok: true, value: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('refuses a huge range without expanding it', () => {
    expect(parseFolioRange('1-999999999')).toEqual({ ok: false, message: DEMASIADOS_FOLIOS });
  });

  it('asks for a folio when blank', () => {
    expect(parseFolioRange('')).toEqual({ ok: false, message: FOLIO_REQUERIDO });
    expect(parseFolioRange(' , ')).toEqual({ ok: false, message: FOLIO_REQUERIDO });
  });

  it.each(['abc', '8-5', '0', '1;2', '1-2-3', '-4'])('refuses %s', (text) => {
    expect(parseFolioRange(text)).toEqual({ ok: false, message: FOLIOS_MAL_ESCRITOS });
  });
});

describe('checkConsultaForm', () => {
  it('checks rut, then type, then folios', () => {
    expect(checkConsultaForm({ rut: '76.354.771-0', tipo: '', rango: '' })).toEqual({
      ok: false,
      message: RUT_INVALIDO,
    });
    expect(checkConsultaForm({ rut: '76.354.771-K', tipo: '', rango: '' })).toEqual({
      ok: false,
      message: TIPO_REQUERIDO,
    });
    expect(checkConsultaForm({ rut: '76.354.771-K', tipo: 39, rango: '1' })).toEqual({
      ok: false,
      message: TIPO_REQUERIDO,
    });
    expect(checkConsultaForm({ rut: '76.354.771-K', tipo: '33', rango: '' })).toEqual({
      ok: false,
      message: FOLIO_REQUERIDO,
    });
  });

  it('expands the form into documents with the normalised rut', () => {
    expect(checkConsultaForm({ rut: '76.354.771-k', tipo: '46', rango: '7,9-10' })).toEqual({
      ok: true,
      value: [7, 9, 10].map((folioDTE) => ({ rutEmisor: '76354771-K', tipoDTE: 46, folioDTE })),
    });
  });
});
