import { describe, expect, it } from 'vitest';
import { creditNoteState, summarizeCreditNotes } from '@domain/client-db/credit-notes';
import type { RcvRow } from '@domain/rcv/types';

const CLIENT = '76354771-K';

function venta(tipoDTE: number, folio: number, total: number, ref?: [number, number][]): RcvRow {
  return {
    line: folio,
    ventaOCompra: 'venta',
    tipoDTE,
    folio,
    rutEmisor: CLIENT,
    rutReceptor: '96790240-3',
    razonSocial: 'DEUDOR S.A.',
    fechaEmision: '2026-10-01',
    fechaHoraEnSII: '2026-10-01 10:00:00',
    fechaAcuse: null,
    fechaReclamo: null,
    montoExento: 0,
    montoNeto: total,
    montoIva: 0,
    total,
    referencias: (ref ?? []).map(([tipoReferencia, folioReferencia]) => ({ tipoReferencia, folioReferencia })),
    otrosImpuestos: [],
  };
}

describe('creditNoteState (client-radar.md §4)', () => {
  it('annuls when the notes reach the total, within 0.01', () => {
    expect(creditNoteState(1000, 1000)).toBe('Anulado');
    expect(creditNoteState(999.995, 1000)).toBe('Anulado');
    expect(creditNoteState(1200, 1000)).toBe('Anulado');
  });

  it('reduces when the notes are positive and below the total', () => {
    expect(creditNoteState(999.98, 1000)).toBe('Rebajado');
    expect(creditNoteState(1, 1000)).toBe('Rebajado');
  });

  it('annuls an invoice of total 0, and says nothing without a note amount', () => {
    expect(creditNoteState(0, 0)).toBe('Anulado');
    expect(creditNoteState(0, 1000)).toBeNull();
  });
});

describe('summarizeCreditNotes', () => {
  it('sums every note of an invoice 33 and ignores notes referencing other types or unknown folios', () => {
    const rows = [
      venta(33, 10, 1000),
      venta(33, 11, 500),
      venta(34, 12, 800),
      venta(61, 1, 300, [[33, 10]]),
      venta(61, 2, 200, [[33, 10]]),
      venta(61, 3, 500, [[33, 11]]),
      venta(61, 4, 800, [[34, 12]]),
      venta(61, 5, 100, [[33, 99]]),
    ];
    expect(summarizeCreditNotes(rows)).toEqual([
      { rutEmisor: CLIENT, tipoDTE: 33, folio: 10, ncCount: 2, ncTotal: 500, estado: 'Rebajado' },
      { rutEmisor: CLIENT, tipoDTE: 33, folio: 11, ncCount: 1, ncTotal: 500, estado: 'Anulado' },
    ]);
  });

  it('counts a note that references two invoices in both', () => {
    const rows = [
      venta(33, 10, 1000),
      venta(33, 11, 1000),
      venta(61, 1, 400, [
        [33, 10],
        [33, 11],
      ]),
    ];
    expect(summarizeCreditNotes(rows).map((r) => [r.folio, r.ncTotal])).toEqual([
      [10, 400],
      [11, 400],
    ]);
  });

  it('sums the credit notes 60 and 112 with the 61 (client-detail §9), not the debit notes 56 and 111', () => {
    const rows = [
      venta(33, 10, 1000),
      venta(33, 11, 1000),
      venta(60, 1, 100, [[33, 10]]),
      venta(112, 2, 200, [[33, 10]]),
      venta(61, 3, 300, [[33, 10]]),
      venta(56, 4, 1000, [[33, 11]]),
      venta(111, 5, 1000, [[33, 11]]),
    ];
    expect(summarizeCreditNotes(rows)).toEqual([
      { rutEmisor: CLIENT, tipoDTE: 33, folio: 10, ncCount: 3, ncTotal: 600, estado: 'Rebajado' },
    ]);
  });
});
