/**
 * Accepted and claimed flags of a ledger document (client-radar.md §4 "Document status": reclamado when
 * claimed; otherwise aceptado when acknowledged or older than 8 days since its SII time without a claim;
 * §9 acceptance window 8 days).
 */
import { subDays } from 'date-fns';
import { todayInChile } from '../chile-time';
import type { RcvRow, RcvVariant } from '../rcv/types';

/** Days after its reception by the SII after which an unclaimed document counts as accepted. */
export const ACCEPTANCE_WINDOW_DAYS = 8;

/**
 * The day before which an unclaimed document has been in the SII for more than 8 calendar days (Chile):
 * today in Santiago minus 8 days, 'yyyy-MM-dd'. Computed once per build (the rule runs on every ledger row).
 * @param now the clock.
 */
export function acceptanceCutoff(now: Date): string {
  const [y, m, d] = todayInChile(now).split('-').map(Number) as [number, number, number];
  return subDays(new Date(Date.UTC(y, m - 1, d)), ACCEPTANCE_WINDOW_DAYS)
    .toISOString()
    .slice(0, 10);
}

/**
 * The flags of one RCV row.
 * @param row the parsed RCV row (fechaAcuse, fechaReclamo, fechaHoraEnSII Chile local).
 * @param variant the export it came from: every row of the purchases 'reclamado' export is claimed.
 * @param cutoff {@link acceptanceCutoff} of the clock.
 * @returns reclamado 1 when claimed; aceptado 1 when not claimed and acknowledged, or received by the SII more
 *   than 8 calendar days before today in Chile (its day before the cutoff).
 */
export function acceptanceFlags(
  row: Pick<RcvRow, 'fechaAcuse' | 'fechaReclamo' | 'fechaHoraEnSII'>,
  variant: RcvVariant,
  cutoff: string,
): { aceptado: 0 | 1; reclamado: 0 | 1 } {
  if (variant === 'reclamado' || row.fechaReclamo !== null) return { aceptado: 0, reclamado: 1 };
  const aceptado = row.fechaAcuse !== null || row.fechaHoraEnSII.slice(0, 10) < cutoff ? 1 : 0;
  return { aceptado, reclamado: 0 };
}

/**
 * What the client database keeps of a ledger document's reception by the SII (librocv.fechaHoraEnSII): its day
 * 'yyyy-MM-dd' while neither flag decides the document's status, else null. The views read the column only through
 * the 8-day rule, which runs only for a document neither accepted nor claimed (ESTADO_SQL,
 * domain/client-db/document-sql.ts), and only its day: the time and the decided documents' days were 5.6 MB of the
 * 300,000-document client's 57 MB that no view reads.
 * @param row the document's flags and its SII reception time (Chile local 'yyyy-MM-dd HH:mm:ss').
 */
export function storedReceptionDay(
  row: Readonly<{ aceptado: 0 | 1; reclamado: 0 | 1; fechaHoraEnSII: string | null }>,
): string | null {
  return row.aceptado === 1 || row.reclamado === 1 ? null : (row.fechaHoraEnSII?.slice(0, 10) ?? null);
}
