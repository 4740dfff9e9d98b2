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
import { monthDisplay } from './month-label';
import { fiscalDebtView } from './tgr/fiscal-debt-view';
import { SqlWhere, type DateRangeFilter } from './view-filters';

/** Range of the analysis and today 'yyyy-MM-dd' (Chile) for the fiscal due dates. */
export interface ClientRiskFilters extends DateRangeFilter {
  today: string;
}

/** One month of the sales trend: 'yyyy-MM', its label ('Ene 2025') and its sales CLP (0 for a month without). */
export interface RiskSalesMonth {
  mes: string;
  mesDisplay: string;
  ventas: number;
}

/** The scoring and the figures it was computed from (shown beside the levels), the trend's months labelled. */
export interface ClientRiskReport extends ClientRisk {
  input: ClientRiskInput;
  ventasPorMes: RiskSalesMonth[];
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
  const ventasPorMes = monthlySales(reader, range);
  const input: ClientRiskInput = {
    payment: {
      totalDocumentos: counts?.documentos ?? 0,
      documentosReclamados: (counts?.notas ?? 0) * CLAIM_ESTIMATE_RATIO,
      documentosAnulados: counts?.anulados ?? 0,
      ventasMensuales: ventasPorMes.map((month) => month.ventas),
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
  return { ...scoreClientRisk(input), input, ventasPorMes };
}

/** Sales CLP of each month from the range's first to its last month (clamped to the ledger), 0 for a month without. */
function monthlySales(reader: LocalDbReader, range: DateRangeFilter): RiskSalesMonth[] {
  const clamped = clampToLedger(reader, range);
  if (!clamped) return [];
  const byPeriod = new Map(monthlySummaryView(reader, 'venta', range).map((month) => [month.period, month.total]));
  const months: RiskSalesMonth[] = [];
  for (let month = monthOf(clamped.desde); month <= monthOf(clamped.hasta); month += 1) {
    const mes = monthStart(month).slice(0, 7);
    months.push({ mes, mesDisplay: monthDisplay(mes), ventas: byPeriod.get(mes) ?? 0 });
  }
  return months;
}
