import { describe, expect, it } from 'vitest';
import { cartolaAmount, cartolaDate, parseTgrStatement, splitAgreementNumber } from '@domain/client-db/tgr-statement';

const json = (value: unknown): Uint8Array => Buffer.from(JSON.stringify(value), 'utf8');

describe('cartola values (client-radar.md §5)', () => {
  it('reads day-month-year dates; "-", empty, invalid and pre-2000 dates are none', () => {
    expect(cartolaDate('05-01-2026')).toBe('2026-01-05');
    expect(cartolaDate('05/01/2026')).toBe('2026-01-05');
    expect(cartolaDate('-')).toBeNull();
    expect(cartolaDate('')).toBeNull();
    expect(cartolaDate('31-02-2026')).toBeNull();
    expect(cartolaDate('01-01-1900')).toBeNull();
    expect(cartolaDate('31-12-1999')).toBeNull();
    expect(cartolaDate('01-01-2000')).toBe('2000-01-01');
  });

  it('strips $, commas and spaces from amounts and rejects anything else', () => {
    expect(cartolaAmount('$1,234,567')).toBe(1_234_567);
    expect(cartolaAmount('$ 0')).toBe(0);
    expect(cartolaAmount(42)).toBe(42);
    expect(() => cartolaAmount('$1.234')).toThrow(RangeError);
  });

  it('splits a form 99 number into resolution and payment at the separating zero', () => {
    expect(splitAgreementNumber('451230003')).toEqual({ resolucion: 45123, paymentNumber: 3 });
    expect(splitAgreementNumber('102030012')).toEqual({ resolucion: 10203, paymentNumber: 12 });
    expect(splitAgreementNumber('12345')).toBeNull();
  });
});

describe('parseTgrStatement', () => {
  it('maps debts and agreement instalments, keeps the good entries beside a bad one', () => {
    const result = parseTgrStatement(
      json({
        listaDeudas: [
          {
            formTipo: '21',
            formFolio: '77',
            fechaVcto: '30-04-2026',
            montoNetoTotal: '$1,000',
            montoTotalTotal: '$1,080',
            condonaTotal: '$0',
            numeroResolucion: '0',
            nombreFormulario: 'F21',
            nemoGirador: 'SII',
            category: 'FISCAL',
          },
          { formTipo: '29', formFolio: '78', montoTotalTotal: 'mucho' },
        ],
        cartola: [
          {
            formTipo: '99',
            formFolio: '45123',
            documentNumber: '451230003',
            fecha1: '05-01-2026',
            fecha2: '-',
            montoTotalTotal: '$250,000',
            numeroResolucion: '45123',
            nombreFormulario: 'CONVENIO DE PAGO',
            nemoGirador: 'TGR',
          },
        ],
        cobranzas: [
          {
            expediente: '10',
            anio: 2025,
            comuna: 'SANTIAGO',
            etapa: 'Embargo',
            monto: '$9',
            accion: 'x',
            tipo: 'Fiscal',
          },
        ],
      }),
    );
    expect(result.errors).toEqual([{ entry: 'listaDeudas[1]', message: 'monto inválido "mucho"' }]);
    expect(result.deudas).toEqual([
      expect.objectContaining({
        source: 'listaDeudas',
        formTipo: 21,
        fechaVcto: '2026-04-30',
        montoNetoTotal: 1000,
        montoTotalTotal: 1080,
        numeroResolucion: 0,
      }),
      expect.objectContaining({
        source: 'cartola',
        formTipo: 99,
        fechaVcto: '2026-01-05',
        fecha1: '2026-01-05',
        fecha2: null,
        montoTotalTotal: 250_000,
        numeroResolucion: 45123,
        paymentNumber: 3,
        documentNumber: '451230003',
      }),
    ]);
    expect(result.cobranzas).toEqual([
      { expediente: '10', anio: 2025, comuna: 'SANTIAGO', etapa: 'Embargo', monto: 9, accion: 'x', tipo: 'Fiscal' },
    ]);
  });

  it('refuses a file that is not a JSON object', () => {
    expect(() => parseTgrStatement(json([1]))).toThrow('no es un objeto');
  });
});
