import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { rutFromBody } from '@domain/rut';
import { toCesionRows } from '@domain/client-db/cesion-rows';
import { buildClientLedger } from '@domain/client-db/librocv-rows';
import type { PeriodCessionRow } from '@domain/period-types';
import type { RcvParseResult, RcvRow } from '@domain/rcv/types';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientDb } from '@lambdas/services/client-db/write-client-db';
import { encodeClientDb } from '@lambdas/store/client-db/client-db-objects';
import { createRng } from '@infra/local/demo-world/rng';
import { round } from './stats';

/** Day `n` (0..729) of the 24 months before 2026-11-21, as 'yyyy-MM-dd'. */
const day = (n: number): string => new Date(Date.UTC(2024, 10, 22) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Builds a large client's database: `documents` RCV documents over 24 months (two thirds sales, 5% of the sales
 * credit notes), `counterparties` customers and suppliers, `cessions` cessions to 8 factorings; maps and writes
 * it with sql.js, then opens the file again.
 * @returns `metrics`: build time (ledger mapping + SQLite writing; wall and user CPU ms, the latter steadier on a
 *   busy machine), raw, gzip and on-the-wire sizes (MB: the stored brotli object, client-db-objects.ts), the stored
 *   object's compression time (user CPU ms), open time (ms) and row counts; `bytes`: the database file, for the
 *   view benchmarks.
 */
export async function benchClientDb(
  documents = 300_000,
  counterparties = 2_000,
  cessions = 40_000,
): Promise<{ metrics: Record<string, number>; bytes: Uint8Array }> {
  const rng = createRng('bench-client-db');
  const client = rutFromBody(76_354_771);
  const parties = Array.from({ length: counterparties }, (_, i) => rutFromBody(77_000_000 + i * 37));
  const factorings = Array.from({ length: 8 }, (_, i) => rutFromBody(96_500_000 + i * 101));
  const ventas: RcvRow[] = [];
  const compras: RcvRow[] = [];
  const invoices: RcvRow[] = [];
  for (let i = 0; i < documents; i++) {
    const fecha = day(rng.int(0, 729));
    const total = rng.int(100, 20_000) * 1_000;
    const party = parties[Math.floor(Math.pow(rng.next(), 2) * counterparties)]!;
    const sale = i % 3 !== 2;
    const note = sale && invoices.length > 0 && rng.chance(0.05);
    const referenced = note ? rng.pick(invoices) : null;
    const row: RcvRow = {
      line: i + 2,
      ventaOCompra: sale ? 'venta' : 'compra',
      tipoDTE: note ? 61 : 33,
      folio: i + 1,
      rutEmisor: sale ? client : party,
      rutReceptor: sale ? (referenced?.rutReceptor ?? party) : client,
      razonSocial: `EMPRESA ${party}`,
      fechaEmision: fecha,
      fechaHoraEnSII: `${fecha} 10:00:00`,
      fechaAcuse: rng.chance(0.6) ? `${fecha} 18:00:00` : null,
      fechaReclamo: rng.chance(0.03) ? `${fecha} 19:00:00` : null,
      montoExento: 0,
      montoNeto: total,
      montoIva: 0,
      total: referenced ? Math.min(total, referenced.total) : total,
      referencias: referenced ? [{ tipoReferencia: 33, folioReferencia: referenced.folio }] : [],
      otrosImpuestos: [],
    };
    (sale ? ventas : compras).push(row);
    if (sale && !note) invoices.push(row);
  }
  const periodRows: PeriodCessionRow[] = rng
    .shuffle(invoices)
    .slice(0, cessions)
    .map((invoice) => {
      const fecha = invoice.fechaEmision;
      return {
        vendedor: client,
        estadoCesion: rng.chance(0.1) ? 'Documento Asociado en Cobranza' : 'Cesion Vigente',
        deudor: invoice.rutReceptor,
        mailDeudor: null,
        tipoDoc: 33,
        nombreDoc: 'Factura Electronica',
        folioDoc: invoice.folio,
        fchEmisDte: fecha,
        mntTotal: invoice.total,
        cedente: client,
        rzCedente: 'CLIENTE',
        mailCedente: null,
        cesionario: rng.pick(factorings),
        rzCesionario: 'FACTORING',
        mailCesionario: null,
        fchCesion: `${fecha} 12:00`,
        mntCesion: invoice.total,
        fchVencimiento: fecha,
      };
    });
  const files: RcvParseResult[] = [
    { kind: 'venta', variant: 'venta', rows: ventas, errors: [] },
    { kind: 'compra', variant: 'registro', rows: compras, errors: [] },
  ];
  const SQL = await loadSqlJs();
  const now = new Date('2026-11-21T15:00:00Z');

  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const ledger = buildClientLedger(files, now);
  const built = writeClientDb(SQL, {
    rutFactoring: factorings[0]!,
    rutCliente: client,
    estado: 'Activo',
    razonSocialCliente: 'CLIENTE',
    ledger,
    cesiones: toCesionRows(periodRows, client),
    razonesSociales: new Map(parties.map((p) => [p, `EMPRESA ${p}`])),
    historialIva: [],
    tgr: { deudas: [], cobranzas: [] },
    now,
    contentHash: 'bench',
  });
  const buildMs = performance.now() - start;
  const buildCpuMs = process.cpuUsage(cpuStart).user / 1000;

  const encodeCpuStart = process.cpuUsage();
  const wire = encodeClientDb(built.bytes);
  const encodeCpuMs = process.cpuUsage(encodeCpuStart).user / 1000;

  const openStart = performance.now();
  const db = new SQL.Database(built.bytes);
  const rows = Number(db.exec('SELECT COUNT(*) FROM librocv')[0]!.values[0]![0]);
  const openMs = performance.now() - openStart;
  db.close();
  const metrics = {
    buildMs: round(buildMs, 0),
    buildCpuMs: round(buildCpuMs, 0),
    rawMB: round(built.bytes.length / 1_048_576, 2),
    gzipMB: round(gzipSync(built.bytes).length / 1_048_576, 2),
    wireMB: round(wire.length / 1_048_576, 2),
    encodeCpuMs: round(encodeCpuMs, 0),
    openMs: round(openMs, 0),
    librocvRows: rows,
    kpiRows: built.kpis.length,
  };
  return { metrics, bytes: built.bytes };
}
