/**
 * The red flags a cession raises on its own (rules a-d): what its events, dates and amounts
 * said at the moment it was ceded. Event dates 'yyyy-MM-dd HH:mm:ss' and FCH_CESION 'yyyy-MM-dd HH:mm' are Chile
 * local time (SII-PROTOCOLS.md §4); FCH_CESION is truncated to the minute, so an event is "before" the cession only
 * when its minute is earlier (the same minute cannot be ordered and raises nothing).
 */
import type { CessionRecord } from '../cession';
import { daysBetween } from '../chile-time';
import { EVENT_DESCRIPTIONS, type EventCode } from '../event-codes';
import type { DteEvent } from '../event-types';
import { REJECTION_CODES } from '../events';
import { formatClp, formatFecha } from '../es-cl-format';
import { toIsoDateTime } from '../sii-dates';
import type { RedFlag } from './red-flag';

/** What rules a-d read of a stored cession. */
export type DocumentRuleInput = Pick<
  CessionRecord,
  'eventos' | 'fechaCesion' | 'fechaVencimiento' | 'montoCedido' | 'montoDocumento'
>;

/**
 * Red-flag rules a-d, in this order:
 * a NOTA_CREDITO_PREVIA: an NCA (annulment) or ENC (reduction) credit note registered before the cession;
 * b RECLAMO_PREVIO: a claim of the debtor (RCD, RFP, RFT) registered before the cession;
 * c VENCIDO_AL_CEDER: fechaVencimiento ('yyyy-MM-dd') earlier than the cession's calendar day (due that same day is
 *   not yet past);
 * d MONTO_SOBRE_TOTAL: montoCedido greater than montoDocumento (CLP; equal amounts raise nothing).
 * An event or date that cannot be read raises nothing; a null event list (no information) raises neither a nor b.
 * @returns the flags raised, [] when none.
 */
export function documentRedFlags(record: DocumentRuleInput): RedFlag[] {
  const flags: RedFlag[] = [];
  const creditNote = firstBefore(record.eventos, ['NCA', 'ENC'], record.fechaCesion);
  if (creditNote) {
    const what = creditNote.codigo === 'NCA' ? 'anulación' : 'rebaja';
    flags.push({
      regla: 'NOTA_CREDITO_PREVIA',
      motivo: `Nota de crédito de ${what} (${creditNote.codigo}) del ${formatFecha(creditNote.fecha)}, antes de la cesión del ${formatFecha(record.fechaCesion)}`,
    });
  }
  const claim = firstBefore(record.eventos, REJECTION_CODES, record.fechaCesion);
  if (claim) {
    const description = EVENT_DESCRIPTIONS[claim.codigo as EventCode];
    flags.push({
      regla: 'RECLAMO_PREVIO',
      motivo: `${description} (${claim.codigo}) del ${formatFecha(claim.fecha)}, antes de la cesión del ${formatFecha(record.fechaCesion)}`,
    });
  }
  if (record.fechaVencimiento && overdueAtCession(record.fechaVencimiento, record.fechaCesion)) {
    flags.push({
      regla: 'VENCIDO_AL_CEDER',
      motivo: `Vencía el ${formatFecha(record.fechaVencimiento)} y se cedió el ${formatFecha(record.fechaCesion)}`,
    });
  }
  if (record.montoCedido > record.montoDocumento) {
    flags.push({
      regla: 'MONTO_SOBRE_TOTAL',
      motivo: `Monto cedido ${formatClp(record.montoCedido)} mayor que el total del documento ${formatClp(record.montoDocumento)}`,
    });
  }
  return flags;
}

/** The earliest event of `codes` whose minute is earlier than the cession's, or null. */
function firstBefore(
  eventos: readonly DteEvent[] | null,
  codes: readonly string[],
  fechaCesion: string,
): DteEvent | null {
  const cession = minuteOf(fechaCesion);
  if (!eventos || cession === null) return null;
  const before = eventos.filter((event) => {
    const minute = minuteOf(event.fecha);
    return codes.includes(event.codigo) && minute !== null && minute < cession;
  });
  return before.sort((a, b) => a.fecha.localeCompare(b.fecha))[0] ?? null;
}

function overdueAtCession(fechaVencimiento: string, fechaCesion: string): boolean {
  try {
    return daysBetween(fechaVencimiento, fechaCesion) > 0;
  } catch {
    return false;
  }
}

/** 'yyyy-MM-dd HH:mm' of a date-time the SII wrote, or null when unreadable. */
function minuteOf(value: string): string | null {
  return toIsoDateTime(value)?.slice(0, 16) ?? null;
}
