/**
 * Speed of every local view in sql.js (client-radar.md §7 "Local database service"): opens the given client database
 * bytes, finds its client RUT in metadata (key rutCliente), and runs each view N times as displayed (one page,
 * the whole range; the '6m' entries with the last six months, day-precise: the counterparty lists read the
 * cumulative monthly aggregate plus the edge days; the 'Rango' entries with two partial months; then the estado,
 * cession and factoring filters, and the debtor filter of the sticky bar). Reports the median in ms per view;
 * localdb-views-native.ts runs the same views (same SQL) in native SQLite for comparison. Never asserted in tests.
 */
import { performance } from 'node:perf_hooks';
import initSqlJs from 'sql.js';
import { LocalDatabase } from '@web/localdb/local-database';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { agreementsView } from '@domain/client-db/views/tgr/agreements-view';
import { cesionesView } from '@domain/client-db/views/cesiones-view';
import { claimsByCounterpartyView } from '@domain/client-db/views/claims-by-counterparty-view';
import { clientRiskView } from '@domain/client-db/views/client-risk-view';
import { counterpartyOptionsView } from '@domain/client-db/views/counterparty-options-view';
import { counterpartyTotalsView } from '@domain/client-db/views/counterparty-totals-view';
import { creditNotesByCounterpartyView } from '@domain/client-db/views/credit-notes-by-counterparty-view';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { documentsView } from '@domain/client-db/views/documents-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { fiscalDebtView } from '@domain/client-db/views/tgr/fiscal-debt-view';
import { monthlyChartView } from '@domain/client-db/views/monthly-chart-view';
import { monthlySummaryView } from '@domain/client-db/views/monthly-summary-view';
import { providerCesionesView } from '@domain/client-db/views/provider-cesiones-view';
import { providerFactoringView } from '@domain/client-db/views/provider-factoring-view';
import { vatHistoryView } from '@domain/client-db/views/vat-history-view';
import { percentile, round } from './stats';

const TODAY = '2025-12-31';
/** The last six months of the benchmark client (tests/bench/client-db.ts dates end on 2026-11-21). */
const SIX_MONTHS = { fechaDesde: '2026-05-22', fechaHasta: '2026-11-21' };
/** A range of two partial months at both ends (Inicio and Fin are any days, client-detail.md §2). */
const MID_MONTHS = { fechaDesde: '2025-07-16', fechaHasta: '2025-09-15' };
/** The longest edges of a range read from snapshots (domain/client-db/views/range-plan.ts): 8 days at each end. */
const LONG_EDGES = { fechaDesde: '2025-07-24', fechaHasta: '2025-10-23' };
/** The longest range read from librocv alone (range-plan.ts): 31 days whose ends are 8 days from any snapshot. */
const LONG_DIRECT = { fechaDesde: '2025-07-24', fechaHasta: '2025-08-23' };
/**
 * The largest debtor, the two largest, one of the smallest (31 documents over the 24 months), the largest supplier
 * and the first factoring of tests/bench/client-db.ts ('Filtrar por Deudor', factoring filters).
 */
const TOP_DEBTOR = ['77000000-9'];
const TOP_TWO_DEBTORS = ['77000000-9', '77000037-8'];
const SMALL_DEBTOR = ['77071262-9'];
const FIRST_FACTORING = ['96500000-3'];

/** Every in-browser view as displayed (first page, whole range), by report name. */
export const LOCAL_VIEWS: Record<string, (reader: LocalDbReader) => unknown> = {
  cesiones: (r) => cesionesView(r, { today: TODAY }),
  cesionesProblematicas: (r) => cesionesView(r, { today: TODAY, estadoFilters: ['anulado', 'rebajado', 'reclamado'] }),
  documentosEmitidos: (r) => documentsView(r, 'venta', { today: TODAY }),
  documentosRecibidos: (r) => documentsView(r, 'compra', { today: TODAY }),
  graficoMensual: (r) => monthlyChartView(r, {}),
  ventasMensuales: (r) => monthlySummaryView(r, 'venta', {}),
  comprasMensuales: (r) => monthlySummaryView(r, 'compra', {}),
  concentracionFactoring: (r) => factoringConcentrationView(r, {}),
  concentracionDeudor: (r) => debtorConcentrationView(r, {}),
  proveedoresFactoring: (r) => providerFactoringView(r, {}),
  proveedoresCesiones: (r) => providerCesionesView(r, {}),
  ventasPorDeudor: (r) => counterpartyTotalsView(r, 'venta', {}),
  comprasPorProveedor: (r) => counterpartyTotalsView(r, 'compra', {}),
  notasCreditoPorDeudor: (r) => creditNotesByCounterpartyView(r, 'venta', {}),
  notasCreditoPorProveedor: (r) => creditNotesByCounterpartyView(r, 'compra', {}),
  reclamosPorDeudor: (r) => claimsByCounterpartyView(r, 'venta', {}),
  reclamosPorProveedor: (r) => claimsByCounterpartyView(r, 'compra', {}),
  ventasCruzadas: (r) => crossSalesView(r, {}),
  historialIva: (r) => vatHistoryView(r),
  deudaFiscal: (r) => fiscalDebtView(r, { today: TODAY }),
  convenios: (r) => agreementsView(r, { today: TODAY }),
  riesgo: (r) => clientRiskView(r, { today: TODAY }),
  cesiones6m: (r) => cesionesView(r, { today: TODAY, ...SIX_MONTHS }),
  documentosEmitidos6m: (r) => documentsView(r, 'venta', { today: TODAY, ...SIX_MONTHS }),
  ventasMensuales6m: (r) => monthlySummaryView(r, 'venta', SIX_MONTHS),
  ventasPorDeudor6m: (r) => counterpartyTotalsView(r, 'venta', SIX_MONTHS),
  comprasPorProveedor6m: (r) => counterpartyTotalsView(r, 'compra', SIX_MONTHS),
  reclamosPorDeudor6m: (r) => claimsByCounterpartyView(r, 'venta', SIX_MONTHS),
  notasCreditoPorDeudor6m: (r) => creditNotesByCounterpartyView(r, 'venta', SIX_MONTHS),
  opcionesDeudor6m: (r) => counterpartyOptionsView(r, 'venta', SIX_MONTHS),
  ventasCruzadas6m: (r) => crossSalesView(r, SIX_MONTHS),
  riesgo6m: (r) => clientRiskView(r, { today: TODAY, ...SIX_MONTHS }),
  concentracionDeudor6m: (r) => debtorConcentrationView(r, SIX_MONTHS),
  ventasPorDeudorRango: (r) => counterpartyTotalsView(r, 'venta', MID_MONTHS),
  opcionesDeudorRango: (r) => counterpartyOptionsView(r, 'venta', MID_MONTHS),
  ventasCruzadasRango: (r) => crossSalesView(r, MID_MONTHS),
  ventasCruzadasBordes: (r) => crossSalesView(r, LONG_EDGES),
  ventasCruzadasUnMes: (r) => crossSalesView(r, LONG_DIRECT),
  opcionesDeudorUnMes: (r) => counterpartyOptionsView(r, 'venta', LONG_DIRECT),
  documentosAnulados: (r) => documentsView(r, 'venta', { today: TODAY, estadoFilters: ['anulado'] }),
  documentosCedidos: (r) => documentsView(r, 'venta', { today: TODAY, cedido: true }),
  cesionesFactoring: (r) => cesionesView(r, { today: TODAY, factorings: FIRST_FACTORING }),
  documentosDeudor: (r) => documentsView(r, 'venta', { today: TODAY, deudores: TOP_DEBTOR }),
  documentosDeudorPequeno: (r) => documentsView(r, 'venta', { today: TODAY, deudores: SMALL_DEBTOR }),
  documentosDosDeudores: (r) => documentsView(r, 'venta', { today: TODAY, deudores: TOP_TWO_DEBTORS }),
  documentosDeudorReclamados: (r) =>
    documentsView(r, 'venta', { today: TODAY, deudores: TOP_DEBTOR, estadoFilters: ['reclamado'] }),
  documentosDeudorPequenoCedidos: (r) =>
    documentsView(r, 'venta', { today: TODAY, deudores: SMALL_DEBTOR, cedido: true }),
  documentosProveedor: (r) => documentsView(r, 'compra', { today: TODAY, deudores: TOP_DEBTOR }),
  cesionesDeudor: (r) => cesionesView(r, { today: TODAY, deudores: TOP_DEBTOR }),
  graficoMensualDeudor: (r) => monthlyChartView(r, { deudores: TOP_DEBTOR }),
  ventasMensualesDeudor: (r) => monthlySummaryView(r, 'venta', { deudores: TOP_DEBTOR }),
};

/** What one engine gave for every view: median ms per view name, and each view's result (to compare engines). */
export interface ViewTimings {
  medianMs: Record<string, number>;
  results: Record<string, unknown>;
}

/**
 * Runs every view of {@link LOCAL_VIEWS} `runs` times on `reader` (no result cache).
 * @returns the median ms per view (3 decimals) and the result of each view's first run.
 */
export function timeViews(reader: LocalDbReader, runs: number): ViewTimings {
  const timings: ViewTimings = { medianMs: {}, results: {} };
  for (const [name, view] of Object.entries(LOCAL_VIEWS)) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      const result = view(reader);
      times.push(performance.now() - t0);
      if (run === 0) timings.results[name] = result;
    }
    timings.medianMs[name] = round(percentile(times, 50), 3);
  }
  return timings;
}

/** The client RUT stored in a client database's metadata (key rutCliente). @throws Error when missing. */
export function clientRutOf(probe: { exec(sql: string): { values: unknown[][] }[] }): string {
  const rut = probe.exec("SELECT value FROM metadata WHERE key = 'rutCliente'")[0]?.values[0]?.[0];
  if (typeof rut !== 'string') throw new Error('metadata rutCliente missing in the database file');
  return rut;
}

/**
 * @param dbBytes a client database file (schema of domain/client-db/schema.ts) with metadata rutCliente.
 * @param runs repetitions per view (default 20); the result cache is bypassed (views run on the reader directly).
 * @returns the load (download stub + open + checks through LocalDatabase) median in ms, and the view timings.
 * @throws Error when the file has no metadata rutCliente.
 */
export async function benchLocalDbViews(
  dbBytes: Uint8Array,
  runs = 20,
): Promise<{ loadMedianMs: number } & ViewTimings> {
  const SQL = await initSqlJs();
  const probe = new SQL.Database(dbBytes);
  const rut = clientRutOf(probe);
  probe.close();
  const loads: number[] = [];
  const db = new LocalDatabase({
    loadSqlJs: async () => SQL,
    fileStore: { read: async () => null, write: async () => undefined, remove: async () => undefined },
    fetch: (async () => new Response(new Uint8Array(dbBytes), { status: 200 })) as typeof fetch,
    now: () => 0,
  });
  for (let run = 0; run < Math.min(runs, 5); run++) {
    const t0 = performance.now();
    await db.loadDatabase({ url: 'bench://client.sqlite', rut });
    loads.push(performance.now() - t0);
  }
  const timings = timeViews(db, runs);
  db.close();
  return { loadMedianMs: round(percentile(loads, 50), 2), ...timings };
}
