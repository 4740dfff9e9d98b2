/**
 * The Riesgo tab's scoring over the local database (client-detail.md §2 "Riesgo tab", §9 "Risk scoring"): gathers
 * the inputs of domain/risk from the other views and scores them.
 * - payment: the client's sales documents (not notes) in the range; claimed documents estimated as 70% of the
 *   credit-note count (§9); annulled = documents with the displayed anulado; monthly sales of the range (the counts
 *   come from the day aggregate resumen_dia);
 * - fiscal: the fiscal-debt view (total, distinct forms, overdue payments);
 * - concentration: factorings of the client's cessions in the range and the debtors' share of sales (the debtor
 *   count is capped at the top list of 20, enough for the "fewer than 5" rule).
 */
import { scoreClientRisk, type ClientRisk } from '../../../../domain/risk/client-risk';
import type { LocalDbReader } from '../local-database';
import { counterpartyTotalsView } from './counterparty-totals-view';
import { factoringConcentrationView } from './factoring-concentration-view';
import { CLAIM_ESTIMATE_RATIO, monthlySummaryView } from './monthly-summary-view';
import { fiscalDebtView } from './tgr/fiscal-debt-view';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** Range of the analysis and today 'yyyy-MM-dd' (Chile) for the fiscal due dates. */
export interface ClientRiskFilters extends DateRangeFilter {
  today: string;
}

/** Scores the loaded client. @throws RangeError on a bad date bound. */
export function clientRiskView(reader: LocalDbReader, filters: ClientRiskFilters): ClientRisk {
  const range = { fechaDesde: filters.fechaDesde, fechaHasta: filters.fechaHasta };
  const where = new SqlWhere().add("ventaOCompra = 'venta'").addDateRange('fecha', range);
  const [counts] = reader.all<{ documentos: number | null; notas: number | null; anulados: number | null }>(
    `SELECT SUM(cantidad) AS documentos, SUM(ncCantidad) AS notas, SUM(anuladoCantidad) AS anulados
    FROM resumen_dia ${where.sql}`,
    where.params,
  );
  const fiscal = fiscalDebtView(reader, { today: filters.today });
  const factorings = factoringConcentrationView(reader, range);
  const debtors = counterpartyTotalsView(reader, 'venta', range);
  return scoreClientRisk({
    payment: {
      totalDocumentos: counts?.documentos ?? 0,
      documentosReclamados: (counts?.notas ?? 0) * CLAIM_ESTIMATE_RATIO,
      documentosAnulados: counts?.anulados ?? 0,
      ventasMensuales: monthlySummaryView(reader, 'venta', range).map((month) => month.total),
    },
    fiscal: {
      montoDeuda: fiscal.montoTotal,
      tiposDeuda: new Set(fiscal.payments.map((payment) => payment.formTipo)).size,
      pagosVencidos: fiscal.hasOverduePayments,
    },
    concentration: {
      cantidadFactorings: factorings.length,
      participacionTopFactoring: factorings[0]?.participacion ?? 0,
      participacionTopDeudor: debtors[0]?.participacion ?? 0,
      cantidadDeudores: debtors.length,
    },
  });
}
