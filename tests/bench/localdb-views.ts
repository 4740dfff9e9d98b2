/**
 * Speed of every local view in sql.js (client-radar.md §7 "Local database service"): opens the given client database
 * bytes, finds its client RUT in metadata (key rutCliente), and runs each view N times as displayed (one page,
 * the whole range). Reports the median in ms per view, to compare with native SQLite. Never asserted in tests.
 */
import { performance } from 'node:perf_hooks';
import initSqlJs from 'sql.js';
import { LocalDatabase } from '../../web/src/localdb/local-database';
import type { LocalDbReader } from '../../web/src/localdb/local-database';
import { agreementsView } from '../../web/src/localdb/views/tgr/agreements-view';
import { cesionesView } from '../../web/src/localdb/views/cesiones-view';
import { claimsByCounterpartyView } from '../../web/src/localdb/views/claims-by-counterparty-view';
import { clientRiskView } from '../../web/src/localdb/views/client-risk-view';
import { counterpartyTotalsView } from '../../web/src/localdb/views/counterparty-totals-view';
import { creditNotesByCounterpartyView } from '../../web/src/localdb/views/credit-notes-by-counterparty-view';
import { crossSalesView } from '../../web/src/localdb/views/cross-sales-view';
import { debtorConcentrationView } from '../../web/src/localdb/views/debtor-concentration-view';
import { documentsView } from '../../web/src/localdb/views/documents-view';
import { factoringConcentrationView } from '../../web/src/localdb/views/factoring-concentration-view';
import { fiscalDebtView } from '../../web/src/localdb/views/tgr/fiscal-debt-view';
import { monthlyChartView } from '../../web/src/localdb/views/monthly-chart-view';
import { monthlySummaryView } from '../../web/src/localdb/views/monthly-summary-view';
import { providerCesionesView } from '../../web/src/localdb/views/provider-cesiones-view';
import { providerFactoringView } from '../../web/src/localdb/views/provider-factoring-view';
import { vatHistoryView } from '../../web/src/localdb/views/vat-history-view';
import { percentile, round } from './stats';

const TODAY = '2025-12-31';

const VIEWS: Record<string, (reader: LocalDbReader) => unknown> = {
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
};

/**
 * @param dbBytes a client database file (schema of domain/client-db/schema.ts) with metadata rutCliente.
 * @param runs repetitions per view (default 20); the result cache is bypassed (views run on the reader directly).
 * @returns median ms per view name, plus the load (open + checks) median.
 * @throws Error when the file has no metadata rutCliente.
 */
export async function benchLocalDbViews(dbBytes: Uint8Array, runs = 20): Promise<Record<string, number>> {
  const SQL = await initSqlJs();
  const probe = new SQL.Database(dbBytes);
  const rut = probe.exec("SELECT value FROM metadata WHERE key = 'rutCliente'")[0]?.values[0]?.[0];
  probe.close();
  if (typeof rut !== 'string') throw new Error('metadata rutCliente missing in the database file');
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
  const result: Record<string, number> = { bytes: dbBytes.length, loadMedianMs: round(percentile(loads, 50), 2) };
  for (const [name, view] of Object.entries(VIEWS)) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      view(db);
      times.push(performance.now() - t0);
    }
    result[`${name}MedianMs`] = round(percentile(times, 50), 2);
  }
  db.close();
  return result;
}
