import { describe, expect, it } from 'vitest';
import { detectRcvLayout, normalizeColumnName } from '@domain/rcv/rcv-columns';
import { RcvFileError } from '@domain/rcv/rcv-file-error';
import { rawRcv } from './raw-rcv';

describe('detectRcvLayout', () => {
  it.each([
    ['RCV-venta-rz_leading_trailing_whitespace.csv', 'venta', 'venta'],
    ['RCV-compra-registro-rz_leading_trailing_whitespace.csv', 'compra', 'registro'],
    ['RCV-compra-no_incluir-rz_leading_trailing_whitespace.csv', 'compra', 'no_incluir'],
    ['RCV-compra-reclamado-rz_leading_trailing_whitespace.csv', 'compra', 'reclamado'],
    ['RCV-compra-pendiente-rz_leading_trailing_whitespace.csv', 'compra', 'pendiente'],
  ])('recognises the header of %s', (file, kind, variant) => {
    expect(detectRcvLayout(rawRcv(file).header)).toMatchObject({ kind, variant });
  });

  it('compares names without case, accents or extra spaces', () => {
    const header = rawRcv('RCV-compra-pendiente-rz_leading_trailing_whitespace.csv').header.map((name) =>
      name === 'Razon Social' ? '  Razón   SOCIAL ' : name,
    );
    expect(detectRcvLayout(header).variant).toBe('pendiente');
    expect(normalizeColumnName(' Razón   SOCIAL ')).toBe('razon social');
  });

  it('rejects a header that is neither sales nor purchases', () => {
    expect(() => detectRcvLayout(['Nro', 'Folio'], undefined, 'a.csv')).toThrow(
      new RcvFileError('a.csv', 'el encabezado no corresponde a un RCV de ventas ni de compras'),
    );
  });

  it('lists every missing column it needs', () => {
    const header = rawRcv('RCV-venta-rz_leading_trailing_whitespace.csv').header.filter(
      (name) => name !== 'Folio' && name !== 'Monto IVA',
    );
    expect(() => detectRcvLayout(header)).toThrow('faltan columnas en el encabezado: Folio, Monto IVA');
  });
});
