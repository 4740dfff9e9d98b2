import { describe, expect, it } from 'vitest';
import { clientRiskView } from '@domain/client-db/views/client-risk-view';
import { doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { LEDGER } from './ledger-dataset';

describe('clientRiskView', () => {
  it('feeds the ledger, cessions and TGR debt into the risk scoring', async () => {
    const db = await loadTestDatabase({
      ...LEDGER,
      tgr_deuda: [
        {
          id: 1,
          source: 'listaDeudas',
          formTipo: 21,
          formFolio: 'F1',
          fechaVcto: '2025-04-01',
          montoNetoTotal: 0,
          montoTotalTotal: 6_000_000,
          condonaTotal: 0,
          numeroResolucion: 0,
          nombreFormulario: 'IVA',
          nemoGirador: 'SII',
        },
      ],
    });
    const risk = clientRiskView(db, { today: '2025-04-30' });
    // 3 sales documents (V1, V2, V3); 2 credit notes -> 1.4 claimed (70%); V3 annulled.
    expect(risk.payment.tasaReclamos).toBeCloseTo((1.4 * 100) / 3, 10);
    expect(risk.payment.tasaAnulaciones).toBeCloseTo(100 / 3, 10);
    expect(risk.payment.aceptacion).toBeCloseTo(((3 - 1.4 - 1) * 100) / 3, 10);
    // 6,000,000 overdue in one form: moderada (2) + overdue (2) = 4, medium.
    expect([risk.fiscal.nivelDeuda, risk.fiscal.score, risk.fiscal.level]).toEqual(['moderada', 4, 'medium']);
    // 2 factorings (1), top factoring 3000/3800 = 78.9% (2), top debtor 50% (1), 2 debtors (1) = 5, high.
    expect([risk.concentration.score, risk.concentration.level]).toEqual([5, 'high']);
    expect(risk.level).toBe('high');
  });

  it('counts a month without sales as 0 in the trend and returns the scored figures', async () => {
    const db = await loadTestDatabase({
      librocv: ['2025-01-10', '2025-02-10', '2025-03-10', '2025-06-10'].map((fechaEmision, index) =>
        doc({ folio: index + 1, fechaEmision, total: 1000, rutReceptor: `7700000${index}-${index}` }),
      ),
    });
    const risk = clientRiskView(db, { fechaDesde: '2025-01-01', fechaHasta: '2025-06-30', today: '2025-06-30' });
    // [1000, 1000, 1000, 0, 0, 1000]: the last 3 months sold 1000 against 3000 before, a drop of 66.7%.
    expect(risk.input.payment.ventasMensuales).toEqual([1000, 1000, 1000, 0, 0, 1000]);
    // The same months labelled, for the tab's chart.
    expect(risk.ventasPorMes).toEqual([
      { mes: '2025-01', mesDisplay: 'Ene 2025', ventas: 1000 },
      { mes: '2025-02', mesDisplay: 'Feb 2025', ventas: 1000 },
      { mes: '2025-03', mesDisplay: 'Mar 2025', ventas: 1000 },
      { mes: '2025-04', mesDisplay: 'Abr 2025', ventas: 0 },
      { mes: '2025-05', mesDisplay: 'May 2025', ventas: 0 },
      { mes: '2025-06', mesDisplay: 'Jun 2025', ventas: 1000 },
    ]);
    expect(risk.payment.tendencia).toBeCloseTo(-200 / 3, 10);
    expect(risk.payment.findings).toContainEqual({
      level: 'high',
      message: 'Ventas de los últimos 3 meses caen 66,7%',
    });
    expect(risk.input.payment.totalDocumentos).toBe(4);
    expect(risk.input.concentration.cantidadDeudores).toBe(4);
  });
});
