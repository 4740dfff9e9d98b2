import { performance } from 'node:perf_hooks';
import { rutFromBody } from '@domain/rut';
import { KPI_IDS, type KpiId } from '@domain/kpis/kpi-ids';
import { KPI_DEFAULT_SCALES } from '@domain/kpis/kpi-scales';
import { classPreview } from '@domain/kpis/radar-config/class-preview';
import { constrainStops, sliderRule } from '@domain/kpis/radar-config/slider-rule';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import type { KpiRow } from '@lambdas/services/client-db/write-client-db';
import { writeClientListDb, type EmpresaRow } from '@lambdas/services/client-db/write-client-list-db';
import { createRng } from '@infra/local/demo-world/rng';
import { shiftMonth } from '@domain/calendar-month';
import { defaultMonthRange } from '@web/lib/month-range';
import { editorMonths } from '@web/features/kpi-radar-config/model/editor-months';
import { kpiValuesOf } from '@web/localdb/client-list/kpi-values';
import { readClientList } from '@web/localdb/client-list/read-client-list';
import { percentile, round } from './stats';

/** The bench's client list: `clients` companies with 12 months of every radar KPI ending at `now`'s month. */
export interface BenchClientList {
  bytes: Uint8Array;
  kpis: KpiRow[];
}

/**
 * Writes the benchmarks' client-list database (see {@link benchKpiRadar}): `clients` companies, 12 months of every
 * radar KPI up to the month of `now` (5% of the values missing, 5% of the companies without KPIs).
 * @param rutFactoring the factoring the list belongs to (its metadata).
 */
export async function benchClientList(clients: number, now: Date, rutFactoring: string): Promise<BenchClientList> {
  const rng = createRng('bench-kpi-radar');
  const range = defaultMonthRange(now);
  const months = Array.from({ length: 12 }, (_, i) => shiftMonth(range.end, -i));
  const empresas: EmpresaRow[] = Array.from({ length: clients }, (_, i) => ({
    rut: rutFromBody(76_000_000 + i * 37),
    razonsocial: `EMPRESA ${i}`,
    ejecutivo: '',
    estado: 'Activo',
    tamano: rng.int(1, 5),
    correo: null,
    telefono: null,
  }));
  const kpis: KpiRow[] = empresas
    .filter(() => !rng.chance(0.05))
    .flatMap(({ rut: clientRut }) =>
      KPI_IDS.flatMap((kpi) => {
        const { min, max } = KPI_DEFAULT_SCALES[kpi];
        return months.map((date) => ({
          rut: clientRut,
          kpi,
          date,
          value: rng.chance(0.05) ? null : kpi === 'cantidad-factorings' ? rng.int(min, max) : rng.next() * max,
        }));
      }),
    );
  const SQL = await loadSqlJs();
  return { bytes: writeClientListDb(SQL, empresas, kpis, rutFactoring, now), kpis };
}

/**
 * Benchmarks the live preview of 'Configuración Radar' (client-radar.md §2 and §4 editor) over a factoring's
 * client-list database of `clients` companies with 12 months of every radar KPI (5% of the values missing, 5% of the
 * companies without KPIs). The list is written with sql.js, opened and read over the editor's months as the screen
 * does (editorMonths: the preview's default 3 months and the backtest's windows); then `steps` slider steps walk the
 * KPIs in turn, each moving one handle by the slider's step (constrainStops), and each is timed from the step to
 * the preview computed: the clients' values (kpiValuesOf, which the page keeps while the list is loaded, so this
 * counts it on every step as an upper bound) and the class counts (classPreview, what the card recomputes on a move).
 * @returns ms: list read (open + readClientList), step to preview p50/p95 (kpiValuesOf + classPreview) and the
 *   classPreview part alone p50/p95; the counts of clients and KPI rows read.
 */
export async function benchKpiRadar(clients = 2_000, steps = 200): Promise<Record<string, number>> {
  const rng = createRng('bench-kpi-radar-steps');
  const now = new Date('2026-11-21T15:00:00Z');
  const months = editorMonths(now);
  const { bytes, kpis } = await benchClientList(clients, now, rutFromBody(96_500_000));
  const SQL = await loadSqlJs();

  const readStart = performance.now();
  const db = new SQL.Database(bytes);
  const list = readClientList(db, months.read);
  db.close();
  const readMs = performance.now() - readStart;

  const stops = Object.fromEntries(KPI_IDS.map((id) => [id, [...KPI_DEFAULT_SCALES[id].stops]])) as Record<
    KpiId,
    [number, number]
  >;
  const stepMs: number[] = [];
  const previewMs: number[] = [];
  let counted = 0;
  for (let i = 0; i < steps; i++) {
    const id = KPI_IDS[i % KPI_IDS.length]!;
    const scale = KPI_DEFAULT_SCALES[id];
    const moved = rng.chance(0.5) ? 0 : 1;
    const next: [number, number] = [...stops[id]];
    next[moved] += (rng.chance(0.5) ? 1 : -1) * sliderRule(scale).step;
    const edited = constrainStops(scale, next, moved);
    const start = performance.now();
    const values = kpiValuesOf(list, months.preview)[id];
    const previewStart = performance.now();
    const preview = classPreview(values, scale, { stops: edited, order: scale.order });
    const end = performance.now();
    stepMs.push(end - start);
    previewMs.push(end - previewStart);
    counted += preview.counts.Bueno + preview.counts.Regular + preview.counts.Malo;
    stops[id] = edited;
  }
  return {
    clients: list.companies.length,
    kpiRowsRead: kpis.filter((row) => row.date >= months.read.start && row.date <= months.read.end).length,
    readMs: round(readMs, 0),
    stepP50Ms: round(percentile(stepMs, 50), 2),
    stepP95Ms: round(percentile(stepMs, 95), 2),
    classPreviewP50Ms: round(percentile(previewMs, 50), 3),
    classPreviewP95Ms: round(percentile(previewMs, 95), 3),
    classifiedPerStep: round(counted / steps, 0),
  };
}
