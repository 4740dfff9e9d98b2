/**
 * What a client company's SII sync asks for (client-detail.md §9: 24 months of history; SII-PROTOCOLS.md §9 RCV
 * export per period and estado, §4 cesiones en período), and when an answer already stored is asked again: a month
 * before last is closed (its books and cessions no longer move, so it is asked once), the last two months are open
 * (asked again once the stored answer is older than {@link OPEN_MONTH_REFRESH_MS}), and the sales exports the
 * sales-ledger radar reads are asked on every cycle for a factoring that uses it ({@link RADAR_SALES_REFRESH_MS}).
 */
import { addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';
import { todayInChile } from '@domain/chile-time';
import { radarMonths } from '@domain/invoice-changes/radar-window';
import type { SiiRole } from '@domain/sii-role';
import { periodFileName, rcvFileName } from '../../sii/web/answer-names';
import type { RcvQuery } from '../../sii/web/client-api';
import { HISTORY_MONTHS } from '../client-db/gather-client-input';

/** How old a stored answer of an open month may be before it is asked again (three refresh cycles). */
export const OPEN_MONTH_REFRESH_MS = 60 * 60_000;

/**
 * How old a stored sales export the sales-ledger radar reads may be before it is asked again: half the 20-minute
 * schedule, so every cycle asks it again whatever the jitter of its start, while a message the queue delivers twice in
 * one cycle does not ask twice.
 */
export const RADAR_SALES_REFRESH_MS = 10 * 60_000;

/** The purchase estados the RCV keeps apart (SII-PROTOCOLS.md §9). */
export const COMPRA_ESTADOS = ['REGISTRO', 'PENDIENTE', 'RECLAMADO', 'NO_INCLUIR'] as const;

/** The roles whose cessions a client's database holds: what it ceded and what it owes (client-detail.md §2). */
export const CLIENT_PERIOD_ROLES: readonly SiiRole[] = ['cedente', 'deudor'];

/** One answer a sync may ask for, under the stable name it is stored as. */
export type SyncRequest =
  | { kind: 'rcv'; name: string; month: string; query: RcvQuery }
  | { kind: 'periodo'; name: string; month: string; role: SiiRole; desde: string; hasta: string };

/**
 * What is known of a stored answer: when it was asked last, whether the SII said it had none, and the SHA-256
 * (base64url) of the bytes stored under its name (so an unchanged answer is recognised without reading it back).
 */
export interface SyncedAnswer {
  at: string;
  absent: boolean;
  sha256?: string;
}

/**
 * Every answer of the client's history window, oldest month first: per month the sales export, the purchase
 * export of each estado, and its cesiones en período as cedente and as deudor (window: the month, up to today).
 * Names: RCV_VENTA_{rut}_{yyyyMM}.csv, RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv and
 * CESIONES_{rut}_{1|3}_{01MMyyyy}_{ddMMyyyy}.txt (the whole month, whatever part of it was asked).
 * @param rutCliente 'NNNNNNNN-D'; now the clock (Chile calendar).
 */
export function syncRequests(rutCliente: string, now: Date): SyncRequest[] {
  const today = todayInChile(now);
  const requests: SyncRequest[] = [];
  for (const month of historyMonths(today)) {
    const periodo = month.slice(0, 7).replace('-', '');
    const compras = COMPRA_ESTADOS.map((estadoContab): RcvQuery => ({ operacion: 'COMPRA', periodo, estadoContab }));
    const queries: RcvQuery[] = [{ operacion: 'VENTA', periodo }, ...compras];
    for (const query of queries) requests.push({ kind: 'rcv', name: rcvFileName(rutCliente, query), month, query });
    const end = format(lastDayOfMonth(parseISO(month)), 'yyyy-MM-dd');
    for (const role of CLIENT_PERIOD_ROLES) {
      const name = periodFileName(rutCliente, role, month, end, 'TXT');
      requests.push({ kind: 'periodo', name, month, role, desde: month, hasta: end < today ? end : today });
    }
  }
  return requests;
}

/**
 * Whether a request is asked this sync: never asked before, or its month is open (the current or the previous one)
 * and the stored answer is older than {@link OPEN_MONTH_REFRESH_MS}; with `salesRadar` (the factoring uses the
 * sales-ledger radar, client-radar.md §2-§4), a sales export of a month the radar's window touches (today's, and in
 * a month's first 8 days the previous one: domain/invoice-changes/radar-window.ts) once it is older than
 * {@link RADAR_SALES_REFRESH_MS}, so a new invoice reaches the feed within one cycle rather than an hour.
 * The trade-off: per enrolled client of such a factoring, one more RCV export every 20 minutes (two in a month's
 * first days), about 48 more a day, through the same paced session (at most CLIENT_SYNC_CONCURRENCY in flight, the
 * SII web client's per-host pacer spacing every request: lambdas/sii/web/host-pacer.ts), so the SII sees no burst,
 * only a longer sync; the purchase exports and cessions, which the radar does not need that fresh, stay hourly.
 */
export function isDue(
  request: SyncRequest,
  previous: SyncedAnswer | undefined,
  now: Date,
  options: { salesRadar: boolean },
): boolean {
  if (!previous) return true;
  const openFrom = format(addMonths(parseISO(`${todayInChile(now).slice(0, 7)}-01`), -1), 'yyyy-MM-dd');
  if (request.month < openFrom) return false;
  const age = now.getTime() - Date.parse(previous.at);
  if (options.salesRadar && isRadarSalesExport(request, now)) return age >= RADAR_SALES_REFRESH_MS;
  return age >= OPEN_MONTH_REFRESH_MS;
}

/** Whether the request is a sales export of a month the sales-ledger radar reads at `now`. */
function isRadarSalesExport(request: SyncRequest, now: Date): boolean {
  return request.kind === 'rcv' && request.query.operacion === 'VENTA' && radarMonths(now).includes(request.month);
}

/** The first day 'yyyy-MM-01' of each of the {@link HISTORY_MONTHS} months ending with today's, oldest first. */
function historyMonths(today: string): string[] {
  const current = parseISO(`${today.slice(0, 7)}-01`);
  return Array.from({ length: HISTORY_MONTHS }, (_, i) =>
    format(addMonths(current, i - HISTORY_MONTHS + 1), 'yyyy-MM-dd'),
  );
}
