import { describe, expect, it } from 'vitest';
import { financiableDocuments } from '@domain/invoice-changes/financiable';
import { invoiceChange } from '../../../support/invoice-changes';

const DEUDOR = '96519800-8';
const DOCUMENT = '76354771-K#33#1';
/** Received by the SII 2026-11-20 10:00, Chile time. */
const sale = invoiceChange(1);
/** The Chile day `day` of November 2026 at 12:00. */
const on = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T15:00:00Z`);
const none = new Set<string>();

describe('financiableDocuments: what the factoring could still buy, with the days left to claim it', () => {
  it('keeps a document financiable through the 8th day after its reception, with the days left, and not the 9th', () => {
    expect(financiableDocuments([sale], none, on(20))).toEqual(new Map([[DOCUMENT, 8]]));
    expect(financiableDocuments([sale], none, on(25))).toEqual(new Map([[DOCUMENT, 3]]));
    expect(financiableDocuments([sale], none, on(28))).toEqual(new Map([[DOCUMENT, 0]]));
    expect(financiableDocuments([sale], none, on(29))).toEqual(new Map());
  });

  it('drops a document once ceded (to the factoring or another) or claimed, but not once acknowledged', () => {
    const of = (change_type: 'cesion' | 'reclamada' | 'aceptada') => invoiceChange(2, { folio: 1, change_type });
    expect(financiableDocuments([sale, of('cesion')], none, on(21)).size).toBe(0);
    expect(financiableDocuments([sale, of('reclamada')], none, on(21)).size).toBe(0);
    expect(financiableDocuments([sale, of('aceptada')], none, on(21))).toEqual(new Map([[DOCUMENT, 7]]));
    // Another document's cession says nothing of this one.
    expect(financiableDocuments([sale, invoiceChange(3, { change_type: 'cesion' })], none, on(21)).size).toBe(1);
  });

  it('drops a document whose debtor is beyond a Cartera limit', () => {
    expect(financiableDocuments([sale], new Set([DEUDOR]), on(21)).size).toBe(0);
    expect(financiableDocuments([sale], new Set(['77360390-1']), on(21)).size).toBe(1);
  });

  it('counts only cedible sales with a known reception', () => {
    expect(
      financiableDocuments([invoiceChange(1, { tipo_dte: 61, change_type: 'nota_credito' })], none, on(21)).size,
    ).toBe(0);
    expect(financiableDocuments([invoiceChange(1, { tipo_dte: 39 })], none, on(21)).size).toBe(0);
    expect(financiableDocuments([invoiceChange(1, { tipo_dte: 34 })], none, on(21)).size).toBe(1);
    const unknownReception = invoiceChange(1, { invoice_data: { ...sale.invoice_data, fechaHoraEnSII: '' } });
    expect(financiableDocuments([unknownReception], none, on(21)).size).toBe(0);
  });
});
