import type { KpiId } from './kpi-ids';
import type { MonthFacts } from './month-facts';
import { percentOf, topShare } from './share';

/** Value of each KPI for one client and month: a percentage 0..100 (2 decimals), a count, or null (no basis). */
export type MonthKpis = Record<KpiId, number | null>;

/**
 * Computes the KPIs of client-radar.md §9 for one client and month.
 * - payment-compliance: % of the ceded documents due (and past due) in the month not sent to collection
 *   (ESTADO_CESION 'Documento Asociado en Cobranza').
 * - total-ventas-cedido-promedio: % of the month's sales amount that was ceded.
 * - aceptacion-documentos-promedio / reclamo-promedio: % of the month's sales documents accepted / claimed
 *   (accepted: acknowledged, or 8 days in the SII unclaimed; client-radar.md §4).
 * - anulaciones-promedio / rebajas-promedio: % of the month's invoices (33) annulled / reduced by credit notes.
 * - cantidad-factorings: factorings the client ceded to in the month (0 when none).
 * - concentracion-top1-factoring / top3-factorings: share of the 1 / 3 largest factorings in the month's ceded CLP.
 * - top1-cliente / top3-clientes: share of the 1 / 3 largest debtors in the month's sales CLP.
 * Ratios with a zero basis are null (nothing to measure), never 0.
 * @param facts the month's counts and amounts (see {@link MonthFacts}).
 * @returns every KPI id with its value.
 */
export function computeMonthKpis(facts: MonthFacts): MonthKpis {
  const { ventas, facturas, vencimientos } = facts;
  return {
    'payment-compliance': percentOf(vencimientos.documentos - vencimientos.enCobranza, vencimientos.documentos),
    'total-ventas-cedido-promedio': percentOf(Math.min(ventas.cedido, ventas.total), ventas.total),
    'aceptacion-documentos-promedio': percentOf(ventas.aceptados, ventas.documentos),
    'reclamo-promedio': percentOf(ventas.reclamados, ventas.documentos),
    'anulaciones-promedio': percentOf(facturas.anuladas, facturas.cantidad),
    'rebajas-promedio': percentOf(facturas.rebajadas, facturas.cantidad),
    'cantidad-factorings': facts.cedidoPorFactoring.filter((amount) => amount > 0).length,
    'concentracion-top1-factoring': topShare(facts.cedidoPorFactoring, 1),
    'top3-factorings': topShare(facts.cedidoPorFactoring, 3),
    'top1-cliente': topShare(facts.ventasPorDeudor, 1),
    'top3-clientes': topShare(facts.ventasPorDeudor, 3),
  };
}
