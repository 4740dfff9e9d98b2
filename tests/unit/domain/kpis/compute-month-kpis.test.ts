import { describe, expect, it } from 'vitest';
import { computeMonthKpis } from '@domain/kpis/compute-month-kpis';
import { KPI_IDS } from '@domain/kpis/kpi-ids';
import type { MonthFacts } from '@domain/kpis/month-facts';
import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';

const EMPTY: MonthFacts = {
  ventas: { documentos: 0, aceptados: 0, reclamados: 0, total: 0, cedido: 0 },
  facturas: { cantidad: 0, anuladas: 0, rebajadas: 0 },
  vencimientos: { documentos: 0, enCobranza: 0 },
  cedidoPorFactoring: [],
  ventasPorDeudor: [],
};

describe('computeMonthKpis (client-radar.md §9)', () => {
  it('uses the ids of the default KPI columns, every one of them', () => {
    const columnIds = DEFAULT_COLUMN_CONFIG.columns.filter((c) => c.type === 'kpi').map((c) => c.id);
    expect([...KPI_IDS].sort()).toEqual([...columnIds].sort());
    expect(Object.keys(computeMonthKpis(EMPTY)).sort()).toEqual([...KPI_IDS].sort());
  });

  it('gives null, not 0, for every ratio of a month without a basis, and 0 factorings', () => {
    const kpis = computeMonthKpis(EMPTY);
    for (const id of KPI_IDS) expect(kpis[id], id).toBe(id === 'cantidad-factorings' ? 0 : null);
  });

  it('computes the document ratios over the month sales documents, with 2 decimals', () => {
    const kpis = computeMonthKpis({
      ...EMPTY,
      ventas: { documentos: 3, aceptados: 2, reclamados: 1, total: 3_000_000, cedido: 1_000_000 },
      facturas: { cantidad: 8, anuladas: 1, rebajadas: 3 },
    });
    expect(kpis['aceptacion-documentos-promedio']).toBe(66.67);
    expect(kpis['reclamo-promedio']).toBe(33.33);
    expect(kpis['total-ventas-cedido-promedio']).toBe(33.33);
    expect(kpis['anulaciones-promedio']).toBe(12.5);
    expect(kpis['rebajas-promedio']).toBe(37.5);
  });

  it('caps the ceded share at 100 when more was ceded than sold in the month', () => {
    const kpis = computeMonthKpis({ ...EMPTY, ventas: { ...EMPTY.ventas, documentos: 1, total: 100, cedido: 150 } });
    expect(kpis['total-ventas-cedido-promedio']).toBe(100);
  });

  it('counts payment compliance as due documents not sent to collection', () => {
    expect(computeMonthKpis({ ...EMPTY, vencimientos: { documentos: 4, enCobranza: 1 } })['payment-compliance']).toBe(
      75,
    );
    expect(computeMonthKpis({ ...EMPTY, vencimientos: { documentos: 2, enCobranza: 2 } })['payment-compliance']).toBe(
      0,
    );
  });

  it('measures factoring concentration over the ceded amounts, ignoring factorings with nothing', () => {
    const kpis = computeMonthKpis({ ...EMPTY, cedidoPorFactoring: [500, 0, 300, 100, 100] });
    expect(kpis['cantidad-factorings']).toBe(4);
    expect(kpis['concentracion-top1-factoring']).toBe(50);
    expect(kpis['top3-factorings']).toBe(90);
  });

  it('gives 100 when there are no more participants than the top size', () => {
    const kpis = computeMonthKpis({ ...EMPTY, cedidoPorFactoring: [700], ventasPorDeudor: [10, 30] });
    expect(kpis['concentracion-top1-factoring']).toBe(100);
    expect(kpis['top3-factorings']).toBe(100);
    expect(kpis['top1-cliente']).toBe(75);
    expect(kpis['top3-clientes']).toBe(100);
  });

  it('sorts the debtors by amount whatever their order', () => {
    const kpis = computeMonthKpis({ ...EMPTY, ventasPorDeudor: [1, 2, 3, 4] });
    expect(kpis['top1-cliente']).toBe(40);
    expect(kpis['top3-clientes']).toBe(90);
  });
});
