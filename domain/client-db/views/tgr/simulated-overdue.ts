/**
 * TGR test mode (client-radar.md §7 "Test mode simulates overdue payments (up to 10) when none are found"): made-up
 * overdue payments, so the fiscal debt screens and their statuses can be shown for a client without debt. Off unless
 * the caller asks (fiscal-debt-view.ts `testMode`); every row says it is simulated (`simulado: true`, form name
 * 'SIMULADO (modo prueba)', nemoGirador 'SIMULADO', folio 'SIM-n', negative ids that no stored row has).
 * Deterministic: the same client and day give the same rows.
 * Switch: a deployment setting, never a user's choice: `"tgrTestMode": true` in the web's /config.json (demo and
 * local environments only; absent or false everywhere else), passed by the TGR tab as `testMode`.
 */
import { format, subDays } from 'date-fns';
import { paymentStatus } from './payment-status';
import { nombreGirador, type TaxDebtPayment } from './tgr-payments';

/** The most payments the test mode makes up (client-radar.md §7). */
export const MAX_SIMULATED_PAYMENTS = 10;

/** Form name of every simulated payment, shown where the real form name goes. */
export const SIMULATED_FORM_NAME = 'SIMULADO (modo prueba)';

/** Forms of the simulated payments, in turn: IVA (29), renta (22), SII (21). */
const FORMS = [29, 22, 21] as const;

/**
 * The simulated overdue payments of a client.
 * @param clientRut 'NNNNNNNN-D' (decides how many, 1..10, and the amounts).
 * @param today 'yyyy-MM-dd' in Chile; due dates fall 5 to about 500 days before it, so every overdue status appears.
 * @returns payments with ids -1, -2, ..., due date ascending, amounts CLP between 100,000 and 2,500,000.
 */
export function simulatedOverduePayments(clientRut: string, today: string): TaxDebtPayment[] {
  let state = hash(clientRut);
  const next = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
  const count = 1 + (next() % MAX_SIMULATED_PAYMENTS);
  const noon = new Date(`${today}T12:00:00`);
  const payments = Array.from({ length: count }, (_, i): TaxDebtPayment => {
    const formTipo = FORMS[i % FORMS.length]!;
    const fechaVcto = format(subDays(noon, 5 + i * 55 + (next() % 20)), 'yyyy-MM-dd');
    const montoNetoTotal = 100_000 + (next() % 2_000) * 1_000;
    const montoTotalTotal = Math.round(montoNetoTotal * 1.2);
    return {
      id: -(i + 1),
      source: 'listaDeudas',
      formTipo,
      formFolio: `SIM-${i + 1}`,
      fechaVcto,
      montoNetoTotal,
      montoTotalTotal,
      condonaTotal: 0,
      numeroResolucion: 0,
      nombreFormulario: SIMULATED_FORM_NAME,
      nemoGirador: 'SIMULADO',
      category: 'simulado',
      documentNumber: null,
      fecha1: null,
      fecha2: null,
      paymentNumber: null,
      nombreGirador: nombreGirador(formTipo),
      status: paymentStatus(fechaVcto, today),
      simulado: true,
    };
  });
  return payments.reverse();
}

/** FNV-1a of the text: a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
