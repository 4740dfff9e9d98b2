/**
 * The documents a client offers its factoring before any cesión, the subject of the prior consultation (core-platform
 * §2 "Consulta previa"): DTEs issued and received by the SII but never ceded, so the registry has no AEC of them. One
 * per scenario, all of the first client of the first factoring, type 33, consecutive folios, so one single
 * consultation ('{first}-{last}') shows every state: accepted, past the 8-day window, inside it, claimed, annulled by
 * a credit note within 8 days (not cedible), reduced by one, and one the SII cannot answer for. Fixed ages relative
 * to the world's day; no random draws, so the rest of the world is unchanged.
 */
import type { EventCode } from '@domain/event-codes';
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, startOfDay, type LocalSeconds } from './local-time';
import type { World, WorldCompany, WorldEventAnswer } from './world-model';

/** What the SII holds about an offered document. */
export type OfferScenario =
  'aceptada' | 'plazo-vencido' | 'en-plazo' | 'reclamada' | 'anulada' | 'rebajada' | 'sii-sin-servicio';

/** An offered document. */
export interface WorldOffer {
  scenario: OfferScenario;
  tipoDTE: 33;
  folio: number;
  emisor: WorldCompany;
  receptor: WorldCompany;
  recepcion: LocalSeconds;
  receptionAnswer: 'fecha';
  eventAnswer: WorldEventAnswer;
  /** True when the local SII answers no question about it (HTTP 503: SIN-SERVICIO-- marker, no other file). */
  sinServicio: boolean;
}

/** First folio of the offers: above the ceded folios (< 50,000) and the RCV's extra sales (from 500,000). */
export const FIRST_OFFER_FOLIO = 800_001;

/** Each scenario: days between SII reception and the world's day, and the receptor's events (days after reception). */
const SCENARIOS: ReadonlyArray<{ scenario: OfferScenario; receivedDaysAgo: number; eventos: [EventCode, number][] }> = [
  {
    scenario: 'aceptada',
    receivedDaysAgo: 3,
    eventos: [
      ['ACD', 1],
      ['ERM', 1],
    ],
  },
  { scenario: 'plazo-vencido', receivedDaysAgo: 12, eventos: [] },
  { scenario: 'en-plazo', receivedDaysAgo: 2, eventos: [] },
  { scenario: 'reclamada', receivedDaysAgo: 4, eventos: [['RCD', 2]] },
  { scenario: 'anulada', receivedDaysAgo: 6, eventos: [['NCA', 1]] },
  {
    scenario: 'rebajada',
    receivedDaysAgo: 15,
    eventos: [
      ['ACD', 2],
      ['ENC', 5],
    ],
  },
  { scenario: 'sii-sin-servicio', receivedDaysAgo: 3, eventos: [] },
];

/** Who registers each event: the receptor accepts or claims, the emisor's credit notes reference the document. */
const BY_EMISOR: ReadonlySet<EventCode> = new Set(['NCA', 'ENC']);

/**
 * The offers of the world: emitted by the seller of the first document whose first cesión went to the first factoring
 * (a client it enrols), to the world's deudores in turn, received at 10:00 on their day.
 * @throws RangeError when the world has no such document.
 */
export function worldOffers(world: World): WorldOffer[] {
  const factoring = world.factorings[0];
  const first = world.documents.find((doc) => doc.cesiones[0]?.cesionario === factoring);
  if (!first) throw new RangeError('el mundo demo no tiene documentos del primer factoring');
  const emisor = first.vendedor;
  return SCENARIOS.map(({ scenario, receivedDaysAgo, eventos }, i) => {
    const receptor = world.deudores[i % world.deudores.length]!;
    const recepcion = startOfDay(world.today) - receivedDaysAgo * SECONDS_PER_DAY + 10 * SECONDS_PER_HOUR;
    const events = eventos.map(([codigo, after]) => ({
      codigo,
      fecha: recepcion + after * SECONDS_PER_DAY + SECONDS_PER_HOUR,
      responsable: (BY_EMISOR.has(codigo) ? emisor : receptor).rut,
    }));
    return {
      scenario,
      tipoDTE: 33,
      folio: FIRST_OFFER_FOLIO + i,
      emisor,
      receptor,
      recepcion,
      receptionAnswer: 'fecha',
      eventAnswer: events.length > 0 ? { kind: 'lista', eventos: events } : { kind: 'sin-eventos' },
      sinServicio: scenario === 'sii-sin-servicio',
    };
  });
}
