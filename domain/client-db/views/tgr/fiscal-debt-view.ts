/**
 * Fiscal debt of the loaded client (client-radar.md §7 "Fiscal debt includes payments with resolution number 0 or
 * past due, and excludes cartola ones", §3 "Debt summary entry", §4 group statuses; client-detail.md §3 "Fiscal
 * data"). Payments are grouped by form and resolution. With `testMode` (§7 "Test mode simulates overdue payments
 * (up to 10) when none are found"; off by default) a client without overdue payments gets simulated ones
 * (simulated-overdue.ts), marked `simulado` on each payment and on the result.
 */
import type { LocalDbReader } from '../../db-reader';
import { debtGroupStatus, type DebtGroupStatus } from './debt-group-status';
import { OVERDUE_STATUSES } from './payment-status';
import { simulatedOverduePayments } from './simulated-overdue';
import { tgrPayments, type TaxDebtPayment } from './tgr-payments';

/** One group: id '{formTipo}-{numeroResolucion}', cantidad payments, montoTotal CLP (montoTotalTotal summed). */
export interface DebtSummaryEntry {
  id: string;
  formTipo: number;
  nombreFormulario: string;
  nombreGirador: string;
  numeroResolucion: number;
  cantidad: number;
  montoTotal: number;
  estado: DebtGroupStatus;
}

/** Payments, their groups, the total CLP and whether any payment is overdue. */
export interface FiscalDebt {
  payments: TaxDebtPayment[];
  resumen: DebtSummaryEntry[];
  montoTotal: number;
  hasOverduePayments: boolean;
  /** True when the test mode added simulated payments (then some payments carry `simulado: true`). */
  simulado: boolean;
}

/**
 * @param filters.today 'yyyy-MM-dd' in Chile (past due = fechaVcto before it); filters.testMode true to simulate
 *   overdue payments when the client has none (default false: only stored payments).
 */
export function fiscalDebtView(reader: LocalDbReader, filters: { today: string; testMode?: boolean }): FiscalDebt {
  const stored = tgrPayments(reader, filters.today, "source <> 'cartola' AND (numeroResolucion = 0 OR fechaVcto < ?)", [
    filters.today,
  ]);
  const simulate = filters.testMode === true && !stored.some((payment) => OVERDUE_STATUSES.includes(payment.status));
  const payments = simulate ? [...stored, ...simulatedOverduePayments(reader.clientRut, filters.today)] : stored;
  const groups = new Map<string, TaxDebtPayment[]>();
  for (const payment of payments) {
    const id = `${payment.formTipo}-${payment.numeroResolucion}`;
    groups.set(id, [...(groups.get(id) ?? []), payment]);
  }
  const resumen = [...groups.entries()].map(([id, group]): DebtSummaryEntry => {
    const first = group[0] as TaxDebtPayment;
    const montoTotal = group.reduce((sum, payment) => sum + payment.montoTotalTotal, 0);
    return {
      id,
      formTipo: first.formTipo,
      nombreFormulario: first.nombreFormulario,
      nombreGirador: first.nombreGirador,
      numeroResolucion: first.numeroResolucion,
      cantidad: group.length,
      montoTotal,
      estado: debtGroupStatus(
        group.map((payment) => payment.status),
        montoTotal,
      ),
    };
  });
  return {
    payments,
    resumen,
    montoTotal: resumen.reduce((sum, entry) => sum + entry.montoTotal, 0),
    hasOverduePayments: payments.some((payment) => OVERDUE_STATUSES.includes(payment.status)),
    simulado: simulate,
  };
}
