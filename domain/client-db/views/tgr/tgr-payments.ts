/**
 * TGR payments of the loaded client (table tgr_deuda; client-radar.md §3 "Tax-debt payment", §7 "Form issuer names").
 */
import type { TgrDeudaRow } from '@domain/client-db/row-types';
import type { LocalDbReader } from '../../db-reader';
import { paymentStatus, type PaymentStatus } from './payment-status';

/**
 * A payment as stored (its row id and tgr_deuda columns), with its issuer name and due-date status. Amounts CLP; dates
 * 'yyyy-MM-dd' or null.
 */
export interface TaxDebtPayment extends TgrDeudaRow {
  id: number;
  nombreGirador: string;
  status: PaymentStatus;
  /** True only on the made-up rows of the test mode (simulated-overdue.ts); absent on stored payments. */
  simulado?: true;
}

/** Form 99: payment agreement (convenio) instalments. */
export const AGREEMENT_FORM = 99;

/** Issuer of a form: 21 SII, 42 Dirección del Trabajo, 99 convenio de pago, others the TGR (client-radar.md §7). */
export function nombreGirador(formTipo: number): string {
  if (formTipo === 21) return 'Servicio de Impuestos Internos';
  if (formTipo === 42) return 'Dirección del Trabajo';
  if (formTipo === AGREEMENT_FORM) return 'Convenio de Pago';
  return 'Tesorería General de la República';
}

/** Every payment of tgr_deuda matching `condition` (SQL over its columns, '?' bound to `params`), due date order. */
export function tgrPayments(
  reader: LocalDbReader,
  today: string,
  condition: string,
  params: (string | number)[],
): TaxDebtPayment[] {
  return reader
    .all<Omit<TaxDebtPayment, 'nombreGirador' | 'status'>>(
      `SELECT id, source, formTipo, formFolio, fechaVcto, montoNetoTotal, montoTotalTotal, condonaTotal, numeroResolucion,
        nombreFormulario, nemoGirador, category, documentNumber, fecha1, fecha2, paymentNumber
      FROM tgr_deuda WHERE ${condition} ORDER BY fechaVcto IS NULL, fechaVcto, id`,
      params,
    )
    .map((row) => ({
      ...row,
      nombreGirador: nombreGirador(row.formTipo),
      status: paymentStatus(row.fechaVcto, today),
    }));
}
