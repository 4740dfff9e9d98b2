/**
 * When things happen to a demo document: emission, SII reception, each cesión and each event, all before
 * `today` (the world never holds a future time). Ages follow the acceptance scenario so that core-platform §4
 * reads as intended: 'pending' documents were received less than 8 days ago, 'lapse' ones more than 8.
 */
import type { EventCode } from '@domain/event-codes';
import { formatLocal, SECONDS_PER_DAY, SECONDS_PER_HOUR, startOfDay, type LocalSeconds } from './local-time';
import type { Rng } from './rng';
import type { AcceptanceScenario, DocumentScenario } from './scenarios';

/** The days the SII gives the receptor to accept or claim (Ley 19.983 art. 3; core-platform §4). */
export const ACCEPTANCE_DAYS = 8;

/** The times of one document; `cesiones` has one time per cesión of its chain. */
export interface DocumentTimeline {
  fechaEmision: string;
  timbre: LocalSeconds;
  recepcion: LocalSeconds;
  cesiones: LocalSeconds[];
  /** Events other than CED (those follow the cesiones), with who registers them: the receptor or the emisor. */
  eventos: { codigo: EventCode; fecha: LocalSeconds; by: 'receptor' | 'emisor' }[];
}

const RECEPTOR_EVENTS: Partial<Record<AcceptanceScenario, EventCode[]>> = {
  'acd-erm': ['ACD', 'ERM'],
  acd: ['ACD'],
  erm: ['ERM'],
  rcd: ['RCD'],
  rfp: ['RFP'],
  rft: ['RFT'],
};

/** Draws the timeline of a document with `cesionCount` cesiones, for a world generated on `today`. */
export function drawTimeline(
  rng: Rng,
  scenario: DocumentScenario,
  cesionCount: number,
  today: string,
): DocumentTimeline {
  const horizon = startOfDay(today) - 1;
  const uniform = (from: number, to: number): number =>
    to <= from ? from : from + Math.floor(rng.next() * (to - from + 1));
  /** An instant between two instants, moved into office hours. */
  const between = (from: LocalSeconds, to: LocalSeconds): LocalSeconds => officeHours(uniform(from, to), from, to);
  const daysAgo = receptionAge(rng, scenario.acceptance);
  const emissionDay = startOfDay(today) - daysAgo * SECONDS_PER_DAY;
  const timbre = emissionDay + uniform(8 * SECONDS_PER_HOUR, 17 * SECONDS_PER_HOUR);
  const recepcion = Math.min(timbre + uniform(60, 3 * SECONDS_PER_HOUR), horizon - cesionCount * 600);

  const cesiones: LocalSeconds[] = [];
  let previous = recepcion;
  for (let i = 0; i < cesionCount; i++) {
    const room = horizon - (cesionCount - i - 1) * 600;
    const limit = Math.min(previous + (i === 0 ? 10 : 15) * SECONDS_PER_DAY, room);
    previous = between(previous + 600, limit);
    cesiones.push(previous);
  }

  const acceptanceEnd = Math.min(recepcion + ACCEPTANCE_DAYS * SECONDS_PER_DAY, horizon);
  let last = recepcion;
  const eventos: DocumentTimeline['eventos'] = (RECEPTOR_EVENTS[scenario.acceptance] ?? []).map((codigo) => {
    last = between(last + 1800, acceptanceEnd);
    return { codigo, fecha: last, by: 'receptor' as const };
  });
  if (scenario.annulled) eventos.push({ codigo: 'NCA', fecha: between(recepcion + 3600, horizon), by: 'emisor' });
  if (scenario.reduced) eventos.push({ codigo: 'ENC', fecha: between(recepcion + 3600, horizon), by: 'emisor' });

  return { fechaEmision: formatLocal(emissionDay, 'yyyy-MM-dd'), timbre, recepcion, cesiones, eventos };
}

/**
 * Moves an instant into the office hours (08:00-20:00) of its day, keeping the order of instants and the
 * bounds: people cede and accept invoices by day, not at 3 a.m.
 */
function officeHours(instant: LocalSeconds, from: LocalSeconds, to: LocalSeconds): LocalSeconds {
  const day = Math.floor(instant / SECONDS_PER_DAY) * SECONDS_PER_DAY;
  const shifted = day + 8 * SECONDS_PER_HOUR + Math.floor((instant - day) / 2);
  return Math.min(to, Math.max(from, shifted));
}

/** Whole days between reception and `today`, as each scenario needs. */
function receptionAge(rng: Rng, acceptance: AcceptanceScenario): number {
  switch (acceptance) {
    case 'pending':
      return rng.int(1, ACCEPTANCE_DAYS - 1);
    case 'sin-eventos':
      return rng.int(1, 2);
    case 'lapse':
      return rng.int(ACCEPTANCE_DAYS + 2, 91);
    default:
      return rng.int(1, 91);
  }
}
