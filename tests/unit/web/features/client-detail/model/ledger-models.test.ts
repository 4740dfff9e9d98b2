import { describe, expect, it } from 'vitest';
import { formatDetailAmount } from '@web/features/client-detail/model/amount-format';
import { documentCells } from '@web/features/client-detail/model/document-cells';
import { documentCounterparty, ledgerTexts, notesAndClaimsRows } from '@web/features/client-detail/model/ledger-side';
import { monthRange, monthSetFilter, toggleMonth } from '@web/features/client-detail/model/month-selection';
import { formatFactor, salesFactor } from '@web/features/client-detail/model/sales-factor';
import type { DocumentRow } from '@domain/client-db/views/documents-view';

describe('formatDetailAmount (client-detail §2 Completo / M$ Millones, §9)', () => {
  it('shows full pesos or M$ with the amount divided by one million', () => {
    const amount = 12_345_678;
    expect(formatDetailAmount(amount, 'completo')).toBe('$12.345.678');
    const millions = (amount / 1_000_000).toFixed(1).replace('.', ',');
    expect(formatDetailAmount(amount, 'millones')).toBe(`M$${millions}`);
    expect(formatDetailAmount(-amount, 'millones')).toBe(`-M$${millions}`);
  });
});

describe('chained month selection (client-detail §2 Ventas tab)', () => {
  it('toggles months in and out, kept sorted', () => {
    const once = toggleMonth(toggleMonth([], '2025-03'), '2025-01');
    expect(once).toEqual(['2025-01', '2025-03']);
    expect(toggleMonth(once, '2025-03')).toEqual(['2025-01']);
  });

  it('gives the global range without a selection and the selected months as a set otherwise', () => {
    const range = { inicio: '2025-01-15', fin: '2025-06-10' };
    expect(monthSetFilter([], range)).toEqual({ fechaDesde: range.inicio, fechaHasta: range.fin });
    expect(monthSetFilter(['2025-01', '2025-06'], range)).toEqual({
      fechaDesde: range.inicio,
      fechaHasta: range.fin,
      meses: ['2025-01', '2025-06'],
    });
  });

  it('gives one month clipped to the range for the Cesiones month filter', () => {
    const range = { inicio: '2025-01-15', fin: '2025-06-10' };
    expect(monthRange('2025-02', range)).toEqual({ fechaDesde: '2025-02-01', fechaHasta: '2025-02-28' });
    expect(monthRange('2025-01', range)).toEqual({ fechaDesde: '2025-01-15', fechaHasta: '2025-01-31' });
    expect(monthRange('2024-02', { inicio: '2024-01-01', fin: '2024-12-31' }).fechaHasta).toBe('2024-02-29');
  });
});

describe('credit-note/sales and claims/sales factors (client-detail §9)', () => {
  it('is the part over sales as a percentage with 2 decimals', () => {
    const notes = 123_457;
    const sales = 9_876_543;
    const factor = salesFactor(notes, sales);
    expect(factor).toBe(Number(((notes / sales) * 100).toFixed(2)));
    expect(formatFactor(factor)).toBe(`${factor!.toFixed(2).replace('.', ',')}%`);
  });

  it('has no factor without sales', () => {
    expect(salesFactor(10, 0)).toBeNull();
    expect(formatFactor(null)).toBe('-');
  });
});

describe('document cells (client-detail §4)', () => {
  const base: DocumentRow = {
    id: '33-1',
    folio: 1,
    tipo: 33,
    fecha: '2025-01-02',
    monto: 1_000_000,
    emisor: 'E',
    rutEmisor: '1-9',
    deudor: 'D',
    rutDeudor: '2-7',
    estado: 'aceptado',
    aceptado: true,
    reclamado: false,
    anulado: false,
    rebajado: true,
    cedido: false,
    montoCedido: null,
    factoring: null,
    fechaCesion: null,
    notasCreditoCount: 2,
    notasCreditoTotal: 0,
    notasCreditoList: [
      { folio: 7, fecha: '2025-01-05', total: 100_000, receptor: 'D', rutReceptor: '2-7' },
      { folio: 8, fecha: '2025-01-06', total: 50_000, receptor: 'D', rutReceptor: '2-7' },
    ],
    tipoReferencia: null,
    folioReferencia: null,
  };
  const row = { ...base, notasCreditoTotal: base.notasCreditoList.reduce((sum, nc) => sum + nc.total, 0) };

  it("reads 'Rebajado (n NC)' with a tooltip listing each NC and the total", () => {
    const cells = documentCells(row, String, 'No Aceptado');
    expect(cells.rebajado).toEqual({ text: `Rebajado (${row.notasCreditoList.length} NC)`, tone: 'warning' });
    expect(cells.anulado).toEqual({ text: 'No', tone: 'secondary' });
    expect(cells.notasTooltip).toBe(
      [...row.notasCreditoList.map((nc) => `NC ${nc.folio}: ${nc.total}`), `Total: ${row.notasCreditoTotal}`].join(
        '\n',
      ),
    );
    expect(cells.estado).toBe('Aceptado');
  });

  it('shows a dash as the status of a credit note and no tooltip without notes', () => {
    const cells = documentCells(
      { ...row, tipo: 61, notasCreditoCount: 0, notasCreditoList: [], rebajado: false },
      String,
      'No Aceptado',
    );
    expect(cells.estado).toBe('-');
    expect(cells.rebajado).toEqual({ text: 'No', tone: 'secondary' });
    expect(cells.notasTooltip).toBeNull();
  });

  it("shows Anulado 'Sí' as a dark badge and a reduction without listed notes as a warning 'Sí'", () => {
    expect(documentCells({ ...row, anulado: true, rebajado: false }, String, 'No Aceptado').anulado).toEqual({
      text: 'Sí',
      tone: 'dark',
    });
    expect(
      documentCells({ ...row, notasCreditoCount: 0, notasCreditoList: [] }, String, 'No Aceptado').rebajado,
    ).toEqual({
      text: 'Sí',
      tone: 'warning',
    });
  });

  it("shows 'Pendiente' for null flags and 'No Aceptado' for an issued document without estado nor flags", () => {
    const unknown = { ...row, notasCreditoCount: 0, notasCreditoList: [], anulado: null, rebajado: null };
    const cells = documentCells(unknown, String, 'No Aceptado');
    expect([cells.anulado.text, cells.rebajado.text]).toEqual(['Pendiente', 'Pendiente']);
    const noEstado = { ...row, estado: null, aceptado: false, reclamado: false };
    expect(documentCells(noEstado, String, ledgerTexts('venta').noEstado).estado).toBe('No Aceptado');
    expect(documentCells(noEstado, String, ledgerTexts('compra').noEstado).estado).toBe('Pendiente');
  });
});

describe('ledger sides (client-detail §2 Ventas and Compras tabs, §8, §9)', () => {
  it('names debtors and issued documents on sales, suppliers and received documents on purchases', () => {
    expect(ledgerTexts('venta')).toMatchObject({
      key: 'ventas',
      counterparty: 'Deudor',
      documentsTitle: 'Documentos Emitidos',
      monthlyError: 'Error cargando datos mensuales',
    });
    expect(ledgerTexts('compra')).toMatchObject({
      key: 'compras',
      counterparty: 'Proveedor',
      documentCounterparty: 'Emisor',
      documentsTitle: 'Documentos Recibidos',
      monthlyError: 'Error cargando compras mensuales',
      documentsError: 'Error cargando documentos recibidos',
    });
    const document = { deudor: 'Receptor SA', emisor: 'Emisor SpA' };
    expect(documentCounterparty('venta', document)).toBe(document.deudor);
    expect(documentCounterparty('compra', document)).toBe(document.emisor);
  });

  it('gives 10 supplier credit-note and claims rows under a month filter, 20 otherwise', () => {
    expect(notesAndClaimsRows('compra', true)).toBe(10);
    expect(notesAndClaimsRows('compra', false)).toBe(20);
    expect(notesAndClaimsRows('venta', true)).toBe(20);
  });
});
