import { describe, expect, it } from 'vitest';
import { MasivoFileError, parseMasivoRows } from '@domain/consulta-previa/masivo-rows';

const HEADER = ['rut', 'tipo', 'folio'];

describe('parseMasivoRows (core-platform §5 Masivo)', () => {
  it('keeps good rows and lists the refused ones with their sheet row', () => {
    const result = parseMasivoRows([
      HEADER,
      ['76.354.771-K', 33, 120],
      ['76354771-K', '34', '121'],
      ['76354771-K', null, 5],
      [],
      ['76354771-0', 33, 9],
      ['76354771-K', 39, 9],
      ['76354771-K', 33, 1.5],
      ['76354771-K', 33, 120],
    ]);
    expect(result.rows).toEqual([
      { rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 120 },
      { rutEmisor: '76354771-K', tipoDTE: 34, folioDTE: 121 },
    ]);
    expect(result.errors.map((e) => e.fila)).toEqual([4, 6, 7, 8, 9]);
    expect(result.errors[0]?.mensaje).toBe('Faltan rut, tipo o folio');
    expect(result.errors[4]?.mensaje).toBe('Documento repetido');
  });

  it('refuses a file without valid rows', () => {
    expect(() => parseMasivoRows([HEADER, ['x', 33, 1]])).toThrowError(
      new MasivoFileError('El archivo no tiene datos válidos.', [{ fila: 2, mensaje: "RUT inválido: 'x'" }]),
    );
    expect(() => parseMasivoRows([HEADER])).toThrowError('El archivo no tiene datos válidos.');
  });

  it('takes 100 documents and refuses 101', () => {
    const rows = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => ['76354771-K', 33, i + 1])];
    expect(parseMasivoRows(rows(100)).rows).toHaveLength(100);
    expect(() => parseMasivoRows(rows(101))).toThrowError('El archivo debe tener 100 o menos DTEs.');
  });
});
