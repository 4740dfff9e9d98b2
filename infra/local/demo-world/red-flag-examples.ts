/**
 * Examples of every red flag (domain/red-flags/) planted in the demo world, so that local mode and
 * the tests show each rule on the first factoring's acquired cessions: its most recent plain documents (one cesión,
 * an event list, an AEC, a reception date) are turned, one rule each, into what the rule looks for. Deterministic:
 * it draws nothing, so the rest of the world is the one the seed gives.
 */
import type { EventCode } from '@domain/event-codes';
import { formatLocal, plusDays, SECONDS_PER_DAY, SECONDS_PER_HOUR, startOfDay } from './local-time';
import type { World, WorldDocument, WorldEvent } from './world-model';

/** Documents given to the claiming debtor: enough for the default minimum of the claim-rate rule (5). */
export const CLAIMING_DEBTOR_DOCUMENTS = 5;

const RECEPTOR_CODES: readonly EventCode[] = ['ACD', 'ERM', 'RCD', 'RFP', 'RFT'];

/**
 * Plants the examples in `world` (its documents are changed in place):
 * - NCA and ENC: a credit note of annulment / reduction registered half-way between reception and the cesión;
 * - claim: the receptor's acceptance replaced by a claim (RCD) half-way between reception and the cesión;
 * - overdue: the due date moved to the day before the cesión (the AEC's UltimoVencimiento too);
 * - over amount: the registry row's MNT_CESION 10% above MNT_TOTAL; no AEC can hold such an amount (MontoCesion ≤
 *   MntTotal), so the SII has none to give for it;
 * - ceded again: a CED registered by the original cedente a day after the factoring's cesión;
 * - claiming debtor: the least frequent debtor becomes the receptor of {@link CLAIMING_DEBTOR_DOCUMENTS} documents
 *   it claims (RCD) an hour after their cesión.
 * Does nothing for a world too small to hold a candidate.
 */
export function plantRedFlagExamples(world: World): void {
  const holder = world.factorings[0];
  const horizon = startOfDay(world.today) - 1;
  if (!holder) return;
  const used = new Set<WorldDocument>();
  // Newest cesiones first: the acquired screen's default search shows them.
  const plain = world.documents
    .filter(
      (doc) =>
        doc.cesiones.length === 1 &&
        doc.cesiones[0]!.cesionario === holder &&
        doc.tipoDTE !== 46 &&
        doc.eventAnswer.kind === 'lista' &&
        doc.aecAvailable &&
        doc.receptionAnswer === 'fecha',
    )
    .sort((a, b) => b.cesiones[0]!.fecha - a.cesiones[0]!.fecha);
  const take = (fits: (doc: WorldDocument, cesionAt: number) => boolean): WorldDocument | undefined => {
    const doc = plain.find((candidate) => !used.has(candidate) && fits(candidate, candidate.cesiones[0]!.fecha));
    if (doc) used.add(doc);
    return doc;
  };
  const roomBefore = (doc: WorldDocument, cesionAt: number) => cesionAt - doc.recepcion >= 2 * SECONDS_PER_HOUR;
  const halfway = (doc: WorldDocument) => Math.floor((doc.recepcion + doc.cesiones[0]!.fecha) / 2);

  for (const codigo of ['NCA', 'ENC'] as const) {
    const doc = take(roomBefore);
    if (doc)
      setEvents(doc, [
        ...eventsOf(doc).filter((e) => e.codigo !== codigo),
        { codigo, fecha: halfway(doc), responsable: doc.emisor.rut },
      ]);
  }
  const claimed = take(roomBefore);
  if (claimed) {
    const kept = eventsOf(claimed).filter((e) => !RECEPTOR_CODES.includes(e.codigo));
    setEvents(claimed, [...kept, { codigo: 'RCD', fecha: halfway(claimed), responsable: claimed.receptor.rut }]);
  }
  const overdue = take((doc, cesionAt) => formatLocal(cesionAt, 'yyyy-MM-dd') >= plusDays(doc.fechaEmision, 2));
  if (overdue) {
    const due = plusDays(formatLocal(overdue.cesiones[0]!.fecha, 'yyyy-MM-dd'), -1);
    overdue.fechaVencimiento = due;
    overdue.cesiones.forEach((cesion) => (cesion.ultimoVencimiento = due));
  }
  const over = take(() => true);
  if (over) {
    over.cesiones.forEach((cesion) => (cesion.montoCesion = Math.round(over.totales.montoTotal * 1.1)));
    over.aecAvailable = false;
  }
  const again = take((_, cesionAt) => cesionAt + 2 * SECONDS_PER_DAY < horizon);
  if (again) {
    const cesion = again.cesiones[0]!;
    setEvents(again, [
      ...eventsOf(again),
      { codigo: 'CED', fecha: cesion.fecha + SECONDS_PER_DAY, responsable: cesion.cedente.rut },
    ]);
  }
  plantClaimingDebtor(world, take, horizon);
}

function plantClaimingDebtor(
  world: World,
  take: (fits: (doc: WorldDocument, cesionAt: number) => boolean) => WorldDocument | undefined,
  horizon: number,
): void {
  const debtor = world.deudores.at(-1);
  if (!debtor) return;
  for (let i = 0; i < CLAIMING_DEBTOR_DOCUMENTS; i++) {
    const doc = take(
      (candidate, cesionAt) =>
        !eventsOf(candidate).some((e) => RECEPTOR_CODES.includes(e.codigo)) &&
        cesionAt + SECONDS_PER_HOUR < Math.min(candidate.recepcion + 8 * SECONDS_PER_DAY, horizon),
    );
    if (!doc) return;
    doc.deudor = debtor;
    doc.receptor = debtor;
    setEvents(doc, [
      ...eventsOf(doc),
      { codigo: 'RCD', fecha: doc.cesiones[0]!.fecha + SECONDS_PER_HOUR, responsable: debtor.rut },
    ]);
  }
}

function eventsOf(doc: WorldDocument): WorldEvent[] {
  return doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos : [];
}

function setEvents(doc: WorldDocument, eventos: WorldEvent[]): void {
  doc.eventAnswer = { kind: 'lista', eventos: [...eventos].sort((a, b) => a.fecha - b.fecha) };
}
