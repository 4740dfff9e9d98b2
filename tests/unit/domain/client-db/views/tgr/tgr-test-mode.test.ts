import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { fiscalDebtView } from '@domain/client-db/views/tgr/fiscal-debt-view';
import { OVERDUE_STATUSES } from '@domain/client-db/views/tgr/payment-status';
import { MAX_SIMULATED_PAYMENTS, SIMULATED_FORM_NAME } from '@domain/client-db/views/tgr/simulated-overdue';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { row, TODAY } from './tgr-rows';

/** Debt that is not overdue: one payment due next month and a paid cartola instalment. */
const NOTHING_OVERDUE = {
  tgr_deuda: [
    row(1, { fechaVcto: '2025-07-01', montoTotalTotal: 500_000 }),
    row(2, { source: 'cartola', formTipo: 99, numeroResolucion: 77, fechaVcto: '2025-05-01', montoTotalTotal: 400 }),
  ],
};

describe('fiscalDebtView test mode (client-radar.md §7)', () => {
  let clean: LocalDatabase;
  let otherClient: LocalDatabase;
  let overdue: LocalDatabase;

  beforeAll(async () => {
    clean = await loadTestDatabase(NOTHING_OVERDUE);
    otherClient = await loadTestDatabase(NOTHING_OVERDUE, '77360390-1');
    overdue = await loadTestDatabase({ tgr_deuda: [row(1, { fechaVcto: '2025-05-01', montoTotalTotal: 600_000 })] });
  });

  it('is off by default: only stored payments, nothing simulated', () => {
    for (const debt of [
      fiscalDebtView(clean, { today: TODAY }),
      fiscalDebtView(clean, { today: TODAY, testMode: false }),
    ]) {
      expect(debt.payments.map((p) => p.id)).toEqual([1]);
      expect(debt.simulado).toBe(false);
      expect(debt.hasOverduePayments).toBe(false);
    }
  });

  it('adds 1 to 10 overdue payments, each marked as simulated, when the client has none overdue', () => {
    const debt = fiscalDebtView(clean, { today: TODAY, testMode: true });
    const simulated = debt.payments.filter((p) => p.simulado);
    expect(debt.simulado).toBe(true);
    expect(debt.payments.filter((p) => !p.simulado).map((p) => p.id)).toEqual([1]);
    expect(simulated.length).toBeGreaterThanOrEqual(1);
    expect(simulated.length).toBeLessThanOrEqual(MAX_SIMULATED_PAYMENTS);
    for (const payment of simulated) {
      expect(payment.id).toBeLessThan(0);
      expect(payment.nombreFormulario).toBe(SIMULATED_FORM_NAME);
      expect(payment.formFolio).toMatch(/^SIM-\d+$/);
      expect(payment.fechaVcto! < TODAY).toBe(true);
      expect(OVERDUE_STATUSES).toContain(payment.status);
      expect(payment.montoTotalTotal).toBeGreaterThan(0);
    }
    expect(debt.hasOverduePayments).toBe(true);
    const total = debt.payments.reduce((sum, p) => sum + p.montoTotalTotal, 0);
    expect(debt.montoTotal).toBe(total);
    expect(debt.resumen.reduce((sum, e) => sum + e.cantidad, 0)).toBe(debt.payments.length);
  });

  it('is deterministic for a client and day, and depends on the client', () => {
    const first = fiscalDebtView(clean, { today: TODAY, testMode: true });
    expect(fiscalDebtView(clean, { today: TODAY, testMode: true })).toEqual(first);
    const other = fiscalDebtView(otherClient, { today: TODAY, testMode: true });
    const amounts = (debt: typeof first) => debt.payments.filter((p) => p.simulado).map((p) => p.montoTotalTotal);
    expect(amounts(other)).not.toEqual(amounts(first));
  });

  it('simulates nothing for a client that already has overdue payments', () => {
    const debt = fiscalDebtView(overdue, { today: TODAY, testMode: true });
    expect(debt.simulado).toBe(false);
    expect(debt.payments.map((p) => [p.id, p.simulado])).toEqual([[1, undefined]]);
  });
});
