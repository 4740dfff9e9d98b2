/**
 * Maps parsed RCV files (domain/rcv) of one client to librocv rows (client-radar.md §3 "librocv", §4 states).
 */
import type { RcvParseResult } from '../rcv/types';
import { acceptanceCutoff, acceptanceFlags } from './acceptance';
import { isCreditNote, summarizeCreditNotes } from './credit-notes';
import type { IvaMensualRow, LibroCvRow, NcResumenRow } from './row-types';

/** The ledger of one client: its librocv rows, the credit-note summary per invoice and the IVA per book and month. */
export interface ClientLedger {
  librocv: LibroCvRow[];
  ncResumen: NcResumenRow[];
  ivaMensual: IvaMensualRow[];
}

/**
 * Builds the ledger from every RCV file of the client (sales and the purchase variants, any months).
 * - A document listed in several files (e.g. purchases 'pendiente' then 'registro') is one row; it is claimed
 *   when any file says so, and accepted when any says so and none claims it.
 * - anulado / rebajado of a sales invoice come from {@link summarizeCreditNotes}.
 * - tipoReferencia / folioReferencia are the first reference of the row, null when none.
 * - ivaMensual sums each document's montoIva once per book and month of fechaEmision, credit notes subtracted.
 * @param files the parse results (their error lists are the caller's to report; good rows are all kept).
 * @param now the clock for the 8-day acceptance rule.
 * @returns rows sorted by book, fechaEmision, rutEmisor, tipoDTE, folio; the nc_resumen rows; the iva_mensual rows
 *   (by book and month).
 */
export function buildClientLedger(files: readonly RcvParseResult[], now: Date): ClientLedger {
  const byKey = new Map<string, LibroCvRow>();
  const ivaByMonth = new Map<string, IvaMensualRow>();
  const cutoff = acceptanceCutoff(now);
  for (const file of files) {
    for (const row of file.rows) {
      const flags = acceptanceFlags(row, file.variant, cutoff);
      const key = `${row.ventaOCompra}#${row.rutEmisor}#${row.tipoDTE}#${row.folio}`;
      const known = byKey.get(key);
      if (known) {
        known.reclamado = (known.reclamado | flags.reclamado) as 0 | 1;
        known.aceptado = known.reclamado ? 0 : ((known.aceptado | flags.aceptado) as 0 | 1);
        continue;
      }
      const month = `${row.ventaOCompra}#${row.fechaEmision.slice(0, 7)}`;
      const iva = ivaByMonth.get(month) ?? { ventaOCompra: row.ventaOCompra, periodo: month.slice(-7), iva: 0 };
      iva.iva += isCreditNote(row.tipoDTE) ? -row.montoIva : row.montoIva;
      ivaByMonth.set(month, iva);
      const [referencia] = row.referencias;
      byKey.set(key, {
        ventaOCompra: row.ventaOCompra,
        tipoDTE: row.tipoDTE,
        folio: row.folio,
        rutEmisor: row.rutEmisor,
        rutReceptor: row.rutReceptor,
        fechaEmision: row.fechaEmision,
        fechaHoraEnSII: row.fechaHoraEnSII,
        total: row.total,
        ...flags,
        anulado: 0,
        rebajado: 0,
        tipoReferencia: referencia?.tipoReferencia ?? null,
        folioReferencia: referencia?.folioReferencia ?? null,
      });
    }
  }
  const ventas = files.filter((file) => file.kind === 'venta').flatMap((file) => file.rows);
  const ncResumen = summarizeCreditNotes(ventas);
  for (const nc of ncResumen) {
    const invoice = byKey.get(`venta#${nc.rutEmisor}#${nc.tipoDTE}#${nc.folio}`);
    if (!invoice) continue;
    invoice.anulado = nc.estado === 'Anulado' ? 1 : 0;
    invoice.rebajado = nc.estado === 'Rebajado' ? 1 : 0;
  }
  const librocv = [...byKey.values()].sort(
    (a, b) =>
      order(a.ventaOCompra, b.ventaOCompra) ||
      order(a.fechaEmision, b.fechaEmision) ||
      order(a.rutEmisor, b.rutEmisor) ||
      a.tipoDTE - b.tipoDTE ||
      a.folio - b.folio,
  );
  const ivaMensual = [...ivaByMonth.values()].sort(
    (a, b) => order(a.ventaOCompra, b.ventaOCompra) || order(a.periodo, b.periodo),
  );
  return { librocv, ncResumen, ivaMensual };
}

/** Code-unit order of two strings (ASCII keys; much faster than localeCompare on 300,000 rows). */
function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
