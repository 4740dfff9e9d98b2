/**
 * The Riesgo tab's scoring over the local database (client-detail.md §2 "Riesgo tab", §9 "Risk scoring"): gathers
 * the inputs of domain/risk from the other views and scores them.
 * - payment: the client's sales documents (not notes) in the range; claimed documents estimated as 70% of the
 *   credit-note count (§9); annulled = documents with the displayed anulado; monthly sales of every month of the
 *   range within the ledger's days, a month without sales counting 0 for the trend (the counts come from the day
 *   aggregate resumen_dia);
 * - fiscal: the fiscal-debt view (total, distinct forms, overdue payments);
 * - concentration: factorings of the client's cessions in the range, the top debtor's share of sales and the number
 *   of debtors with documents in the range (the options of 'Filtrar por Deudor').
 */
import { scoreClientRisk, type ClientRisk, type ClientRiskInput } from '@domain/risk/client-risk';
import type { LocalDbReader } from '../db-reader';
import { counterpartyOptionsView } from './counterparty-options-view';
import { counterpartyTotalsView } from './counterparty-totals-view';
import { factoringConcentrationView } from './factoring-concentration-view';
import { CLAIM_ESTIMATE_RATIO, monthlySummaryView } from './monthly-summary-view';
import { clampToLedger, monthOf, monthStart } from './ledger-months';
import { fiscalDebtView } from './tgr/fiscal-debt-view';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** Range of the analysis and today 'yyyy-MM-dd' (Chile) for the fiscal due dates. */
export interface ClientRiskFilters extends DateRangeFilter {
  today: string;
}

/** The scoring and the figures it was computed from (shown beside the levels). */
export interface ClientRiskReport extends ClientRisk {
  input: ClientRiskInput;
}

/** Scores the loaded client. @throws RangeError on a bad date bound. */
export function clientRiskView(reader: LocalDbReader, filters: ClientRiskFilters): ClientRiskReport {
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
  const input: ClientRiskInput = {
    payment: {
      totalDocumentos: counts?.documentos ?? 0,
      documentosReclamados: (counts?.notas ?? 0) * CLAIM_ESTIMATE_RATIO,
      documentosAnulados: counts?.anulados ?? 0,
      ventasMensuales: monthlySales(reader, range),
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
      cantidadDeudores: counterpartyOptionsView(reader, 'venta', range).length,
    },
  };
  return { ...scoreClientRisk(input), input };
}

/** Sales CLP of each month from the range's first to its last month (clamped to the ledger), 0 for a month without. */
function monthlySales(reader: LocalDbReader, range: DateRangeFilter): number[] {
  const clamped = clampToLedger(reader, range);
  if (!clamped) return [];
  const byPeriod = new Map(monthlySummaryView(reader, 'venta', range).map((month) => [month.period, month.total]));
  const months: number[] = [];
  for (let month = monthOf(clamped.desde); month <= monthOf(clamped.hasta); month += 1) {
    months.push(byPeriod.get(monthStart(month).slice(0, 7)) ?? 0);
  }
  return months;
}
