/**
 * Payment agreements (convenios) of the loaded client (client-radar.md §7: "Agreements are cartola payments or
 * future-due ones with a resolution. Fully paid agreements and those without a resolution are hidden"; §4 "Agreement
 * payment: Pagado for cartola form 99 payments, otherwise Vigente; the agreement group status is always Vigente";
 * §3 "Agreement summary" with the cobranza entries of tgr_cobranza).
 */
import type { TgrCobranzaRow } from '@domain/client-db/row-types';
import type { LocalDbReader } from '../../db-reader';
import { AGREEMENT_FORM, tgrPayments, type TaxDebtPayment } from './tgr-payments';

const RESOLUTION_FORMAT = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, useGrouping: 'always' });

/** An agreement instalment with its agreement status. */
export interface AgreementPayment extends TaxDebtPayment {
  estadoConvenio: 'Pagado' | 'Vigente';
}

/**
 * One agreement: numeroResolucion and its es-CL display, descripcion (the form name of its first instalment),
 * cantidad instalments, montoTotal CLP, estado 'Vigente'. fechaResolucion is null: the schema has no such column.
 */
export interface AgreementSummary {
  numeroResolucion: number;
  numeroResolucionDisplay: string;
  fechaResolucion: string | null;
  descripcion: string;
  cantidad: number;
  montoTotal: number;
  estado: 'Vigente';
  pagos: AgreementPayment[];
}

/** Agreements by resolution (ascending) and the collection proceedings. @param filters.today 'yyyy-MM-dd' Chile. */
export function agreementsView(
  reader: LocalDbReader,
  filters: { today: string },
): { convenios: AgreementSummary[]; cobranza: TgrCobranzaRow[] } {
  const payments = tgrPayments(
    reader,
    filters.today,
    "numeroResolucion <> 0 AND (source = 'cartola' OR fechaVcto >= ?)",
    [filters.today],
  );
  const byResolution = new Map<number, AgreementPayment[]>();
  for (const payment of payments) {
    const estadoConvenio = payment.source === 'cartola' && payment.formTipo === AGREEMENT_FORM ? 'Pagado' : 'Vigente';
    byResolution.set(payment.numeroResolucion, [
      ...(byResolution.get(payment.numeroResolucion) ?? []),
      { ...payment, estadoConvenio },
    ]);
  }
  const convenios = [...byResolution.entries()]
    .filter(([, pagos]) => pagos.some((pago) => pago.estadoConvenio !== 'Pagado'))
    .sort(([a], [b]) => a - b)
    .map(([numeroResolucion, pagos]): AgreementSummary => ({
      numeroResolucion,
      numeroResolucionDisplay: RESOLUTION_FORMAT.format(numeroResolucion),
      fechaResolucion: null,
      descripcion: pagos[0]?.nombreFormulario ?? '',
      cantidad: pagos.length,
      montoTotal: pagos.reduce((sum, pago) => sum + pago.montoTotalTotal, 0),
      estado: 'Vigente',
      pagos,
    }));
  const cobranza = reader.all<TgrCobranzaRow>(
    'SELECT expediente, anio, comuna, etapa, monto, accion, tipo FROM tgr_cobranza ORDER BY anio DESC, expediente',
  );
  return { convenios, cobranza };
}
