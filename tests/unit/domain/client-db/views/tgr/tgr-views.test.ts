import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { agreementsView } from '@domain/client-db/views/tgr/agreements-view';
import { fiscalDebtView } from '@domain/client-db/views/tgr/fiscal-debt-view';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { row, TODAY } from './tgr-rows';

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    tgr_deuda: [
      row(1, { fechaVcto: '2025-05-01', montoTotalTotal: 600_000 }),
      row(2, { fechaVcto: '2025-07-01', montoTotalTotal: 500_000 }),
      row(3, { formTipo: 30, montoTotalTotal: 100 }),
      row(4, {
        formTipo: 99,
        numeroResolucion: 1234,
        fechaVcto: '2025-06-01',
        montoTotalTotal: 200,
        nombreFormulario: 'Convenio',
      }),
      row(5, {
        formTipo: 99,
        numeroResolucion: 1234,
        fechaVcto: '2025-07-01',
        montoTotalTotal: 300,
        nombreFormulario: 'Convenio',
      }),
      row(6, {
        source: 'cartola',
        formTipo: 99,
        numeroResolucion: 1234,
        fechaVcto: '2025-05-01',
        montoTotalTotal: 400,
        nombreFormulario: 'Convenio',
      }),
      row(7, {
        source: 'cartola',
        formTipo: 99,
        numeroResolucion: 5678,
        fechaVcto: '2025-04-01',
        montoTotalTotal: 900,
      }),
    ],
    tgr_cobranza: [
      {
        expediente: 'E-1',
        anio: 2024,
        comuna: 'Santiago',
        etapa: 'Embargo',
        monto: 1_000,
        accion: 'Demanda',
        tipo: 'Fiscal',
      },
    ],
  });
});

describe('fiscalDebtView', () => {
  it('keeps resolution-0 and past-due payments that are not cartola, grouped by form and resolution', () => {
    const debt = fiscalDebtView(db, { today: TODAY });
    expect(debt.payments.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
    expect(debt.resumen.map((e) => [e.id, e.nombreGirador, e.cantidad, e.montoTotal, e.estado])).toEqual([
      ['21-0', 'Servicio de Impuestos Internos', 2, 1_100_000, 'Mixto'],
      ['99-1234', 'Convenio de Pago', 1, 200, 'Pendiente'],
      ['30-0', 'Tesorería General de la República', 1, 100, 'Fechas Inválidas'],
    ]);
    expect(debt.montoTotal).toBe(1_100_300);
    expect(debt.hasOverduePayments).toBe(true);
  });
});

describe('agreementsView', () => {
  it('lists cartola and future-due payments by resolution and hides fully paid agreements', () => {
    const { convenios, cobranza } = agreementsView(db, { today: TODAY });
    expect(convenios).toHaveLength(1);
    expect(convenios[0]).toMatchObject({
      numeroResolucion: 1234,
      numeroResolucionDisplay: '1.234',
      cantidad: 2,
      montoTotal: 700,
      estado: 'Vigente',
    });
    expect(convenios[0]?.pagos.map((p) => [p.id, p.estadoConvenio])).toEqual([
      [6, 'Pagado'],
      [5, 'Vigente'],
    ]);
    expect(cobranza).toEqual([
      {
        expediente: 'E-1',
        anio: 2024,
        comuna: 'Santiago',
        etapa: 'Embargo',
        monto: 1_000,
        accion: 'Demanda',
        tipo: 'Fiscal',
      },
    ]);
  });
});
