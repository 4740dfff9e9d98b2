import { describe, expect, it } from 'vitest';
import { cessionTotals } from '@domain/cession-rules';
import { figuresByMonth, figuresByParty, groupFigures } from '@domain/reportes/report-figures';
import { cesionView } from '@tests/support/cession-factory';

const party = (rut: string, razonSocial = `EMPRESA ${rut}`) => ({ rut, razonSocial });

describe('report figures', () => {
  const rows = [
    cesionView({ id: 'a', fechaCesion: '2026-01-31 23:59', montoCedido: 100 }),
    cesionView({ id: 'b', fechaCesion: '2026-02-01 00:00', montoCedido: 200, estadoCesion: '' }),
    cesionView({ id: 'c', fechaCesion: '2026-02-10 10:00', montoCedido: 300, estadoCesion: 'Cesion Anulada' }),
    cesionView({ id: 'd', fechaCesion: '2026-02-11 10:00', montoCedido: 400, estadoCesion: 'Cesión Vigente' }),
  ];

  it("counts every row and sums montoCedido only where the monitoring screen's totals do", () => {
    const figures = groupFigures(rows);
    expect(figures.documentos).toBe(4);
    expect(figures.montoCedido).toBe(cessionTotals(rows).montoCedido);
    expect(figures.montoCedido).toBe(500);
    expect(figures.recedidos).toBe(1);
  });

  it('counts as returned the documents whose last AEC the platform sent is a devolución the SII accepted', () => {
    const envio = (tipoAccion: string, estado: string) => ({ envio: { tipoAccion, estado } });
    const sent = [
      { ...cesionView({ estadoCesion: '' }), ...envio('devolucion', 'aceptado') },
      { ...cesionView(), ...envio('devolucion', 'aceptado') },
      { ...cesionView(), ...envio('devolucion', 'enviado') },
      { ...cesionView(), ...envio('devolucion', 'rechazado') },
      { ...cesionView({ estadoCesion: '' }), ...envio('cesion', 'aceptado') },
      { ...cesionView(), envio: null },
      cesionView(),
    ];
    const figures = groupFigures(sent);
    expect(figures.devueltos).toBe(2);
    expect(figures.recedidos).toBe(2);
  });

  it('puts a cession in the month of its fechaCesion, the last minute of a month and the first of the next apart', () => {
    const months = figuresByMonth(rows, ['2025-12', '2026-01', '2026-02']);
    expect(months.map((m) => [m.mes, m.documentos, m.montoCedido])).toEqual([
      ['2025-12', 0, 0],
      ['2026-01', 1, 100],
      ['2026-02', 3, 400],
    ]);
  });

  it('gives the acceptance, claim, annulment and reduction rates over all documents, zero when none', () => {
    const mixed = [
      cesionView({ aceptado: { state: 'si', msg: '', fecha: null, codigo: 'ACD' } }),
      cesionView({ aceptado: { state: 'no', msg: '', fecha: null, codigo: 'RCD' } }),
      cesionView({ anulado: { state: 'si', msg: '' } }),
      cesionView({ rebajado: { state: 'si', msg: '' } }),
    ];
    const figures = groupFigures(mixed);
    expect([figures.tasaAceptacion, figures.tasaReclamo, figures.tasaAnulacion, figures.tasaRebaja]).toEqual([
      0.25, 0.25, 0.25, 0.25,
    ]);
    expect(groupFigures([]).tasaReclamo).toBe(0);
  });

  it('ranks cedentes and debtors by amount, then documents, then rut', () => {
    const byDeudor = figuresByParty(
      [
        cesionView({ deudor: party('2-7'), montoCedido: 50 }),
        cesionView({ deudor: party('1-9'), montoCedido: 50 }),
        cesionView({ deudor: party('3-5', ''), montoCedido: 10 }),
        cesionView({ deudor: party('3-5'), montoCedido: 10 }),
        cesionView({ deudor: party('3-5'), montoCedido: 30 }),
        cesionView({ deudor: party('4-3'), montoCedido: 90 }),
      ],
      'deudor',
    );
    expect(byDeudor.map((p) => [p.rut, p.documentos, p.montoCedido])).toEqual([
      ['4-3', 1, 90],
      ['3-5', 3, 50],
      ['1-9', 1, 50],
      ['2-7', 1, 50],
    ]);
    expect(byDeudor[1]!.razonSocial).toBe('EMPRESA 3-5');
  });
});
