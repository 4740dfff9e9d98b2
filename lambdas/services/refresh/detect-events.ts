import type { CessionRecord } from '@domain/cession';
import { chileLocalToIso } from '@domain/chile-time';
import { formatClp, formatFecha } from '@domain/es-cl-format';
import { EVENT_DESCRIPTIONS, type EventCode } from '@domain/event-codes';
import type { AceptadoState, FlagState } from '@domain/event-types';
import {
  ACCEPTANCE_LAPSE_DAYS,
  daysLeftToClaim,
  deriveAceptado,
  deriveAnulado,
  deriveRebajado,
  faltanDiasText,
} from '@domain/events';
import { eventDocument } from '@domain/platform-events/event-document';
import type { PlatformEvent, PlatformEventType } from '@domain/platform-events/platform-event';
import { platformEventId } from '@domain/platform-events/platform-event-id';
import { recordIdentity } from './cesion-identity';

/** 'cesion.plazo-aceptacion' is raised when this many days or fewer are left of the acceptance window. */
export const PLAZO_ALERT_DAYS = 2;

/** What one refresh compares. */
export interface RefreshComparison {
  rutFactoring: string;
  /** What the factoring had stored before this run, by recordIdentity (write-changes.ts byIdentity). */
  stored: ReadonlyMap<string, CessionRecord>;
  /** The records this run built. */
  refreshed: readonly CessionRecord[];
  /**
   * When the stored records were last refreshed from the SII (the previous run that read it); null when the
   * factoring was never refreshed: then this run is its baseline and raises nothing.
   */
  previousRunAt: Date | null;
  now: Date;
}

/** The states of a held document that events are about, at one instant. */
interface DocumentFacts {
  aceptado: AceptadoState;
  anulado: FlagState;
  rebajado: FlagState;
  /** days left of the acceptance window when it is pending and {@link PLAZO_ALERT_DAYS} or fewer remain, else null */
  plazo: number | null;
}

const NOTHING: DocumentFacts = {
  aceptado: { state: 'Pendiente', msg: '', fecha: null, codigo: null },
  anulado: { state: 'no', msg: '', fecha: null },
  rebajado: { state: 'no', msg: '', fecha: null },
  plazo: null,
};

/**
 * The platform events a refresh raises for the documents the factoring holds (role cesionario, not re-ceded),
 * comparing each refreshed record with what was stored (platform-event.ts; core-platform §2 "Webhooks", §4 states):
 * - a cesión not stored before: 'cesion.nueva', plus the states it already shows (accepted, claimed, annulled,
 *   reduced, near its deadline);
 * - a stored one: each state it reached since the previous run, the old record judged at `previousRunAt` and the new
 *   one at `now` with the rules of domain/events.ts (so the 8-day lapse and the approaching deadline, which change
 *   with the clock alone, are raised when they happen): 'cesion.aceptada' (ACD/ERM or the lapse),
 *   'cesion.reclamada' (RCD/RFP/RFT), 'cesion.anulada' (NCA), 'cesion.rebajada' (ENC), 'cesion.plazo-aceptacion'
 *   (pending with {@link PLAZO_ALERT_DAYS} days or fewer left, 0 = the last day).
 * A factoring's first refresh (`previousRunAt` null) is its baseline: it raises nothing, or its first sync would
 * announce months of history; what happens from then on is raised. A repeated run finds nothing new; events ids are
 * deterministic (platform-event-id.ts) so one raised again after a failed publication is delivered once.
 * @returns the events, oldest first.
 * @throws RangeError when a record carries an unreadable date (the refresh only stores readable ones).
 */
export function detectCessionEvents(input: RefreshComparison): PlatformEvent[] {
  if (!input.previousRunAt) return [];
  const previousRunAt = input.previousRunAt;
  const events: PlatformEvent[] = [];
  for (const record of input.refreshed) {
    if (record.role !== 'cesionario' || record.recedido) continue;
    const before = input.stored.get(recordIdentity(record));
    const raise = (tipo: PlatformEventType, cause: string, fecha: string, detalle: string) =>
      events.push({
        id: platformEventId(tipo, input.rutFactoring, eventDocument(record), cause),
        tipo,
        rutFactoring: input.rutFactoring,
        fecha,
        documento: eventDocument(record),
        detalle,
      });
    if (!before) {
      raise(
        'cesion.nueva',
        `${record.idSecuencia}|${record.fechaCesion}`,
        chileLocalToIso(record.fechaCesion),
        nuevaDetalle(record),
      );
    }
    const was = before ? factsAt(before, previousRunAt) : NOTHING;
    const is = factsAt(record, input.now);
    const { aceptado } = is;
    if (aceptado.state === 'si' && was.aceptado.state !== 'si' && aceptado.fecha) {
      const lapse = aceptado.codigo === 'CED';
      raise(
        'cesion.aceptada',
        `${aceptado.codigo}|${aceptado.fecha}`,
        lapse ? input.now.toISOString() : chileLocalToIso(aceptado.fecha),
        lapse
          ? `Aceptado por transcurso del plazo: más de ${ACCEPTANCE_LAPSE_DAYS} días desde la recepción`
          : eventDetalle(aceptado.codigo, aceptado.fecha),
      );
    }
    if (aceptado.state === 'no' && was.aceptado.state !== 'no' && aceptado.fecha) {
      raise(
        'cesion.reclamada',
        `${aceptado.codigo}|${aceptado.fecha}`,
        chileLocalToIso(aceptado.fecha),
        eventDetalle(aceptado.codigo, aceptado.fecha),
      );
    }
    flagEvent(is.anulado, was.anulado, 'NCA', (cause, fecha, detalle) =>
      raise('cesion.anulada', cause, fecha, detalle),
    );
    flagEvent(is.rebajado, was.rebajado, 'ENC', (cause, fecha, detalle) =>
      raise('cesion.rebajada', cause, fecha, detalle),
    );
    if (is.plazo !== null && was.plazo === null && record.fechaRecepcion) {
      raise(
        'cesion.plazo-aceptacion',
        `plazo|${record.fechaRecepcion}`,
        input.now.toISOString(),
        `${faltanDiasText(is.plazo)} del plazo de aceptación (recepción el ${formatFecha(record.fechaRecepcion).slice(0, 10)})`,
      );
    }
  }
  return events.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}

function factsAt(record: CessionRecord, at: Date): DocumentFacts {
  const aceptado = deriveAceptado(record.eventos, record.fechaRecepcion, at);
  const left = record.fechaRecepcion ? daysLeftToClaim(record.fechaRecepcion, at) : null;
  const plazo = aceptado.state === 'Pendiente' && left !== null && left >= 0 && left <= PLAZO_ALERT_DAYS ? left : null;
  return { aceptado, anulado: deriveAnulado(record.eventos), rebajado: deriveRebajado(record.eventos), plazo };
}

function flagEvent(
  is: FlagState,
  was: FlagState,
  code: EventCode,
  raise: (cause: string, fecha: string, detalle: string) => void,
): void {
  if (is.state !== 'si' || was.state === 'si' || !is.fecha) return;
  raise(`${code}|${is.fecha}`, chileLocalToIso(is.fecha), eventDetalle(code, is.fecha));
}

/** e.g. 'Reclamo al Contenido del Documento (RCD) el 23/11/2026'. */
function eventDetalle(codigo: string | null, fecha: string): string {
  const description = codigo && codigo in EVENT_DESCRIPTIONS ? EVENT_DESCRIPTIONS[codigo as EventCode] : 'Evento';
  return `${description} (${codigo}) el ${formatFecha(fecha).slice(0, 10)}`;
}

function nuevaDetalle(record: CessionRecord): string {
  return `Nueva cesión de ${record.cedente.razonSocial} por ${formatClp(record.montoCedido)} el ${formatFecha(record.fechaCesion).slice(0, 10)}`;
}
