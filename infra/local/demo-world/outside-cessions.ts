/**
 * The clients' cessions to the factorings outside the platform (outside-factorings.ts): documents added to the
 * world, never taken from the tenants, so what the tenant factorings hold is the world the seed gave them.
 */
import type { DteItemInput } from '@domain/aec/build-input';
import { computeTotales } from '@domain/aec/build-totals';
import type { EventCode } from '@domain/event-codes';
import { formatLocal, SECONDS_PER_DAY } from './local-time';
import { SECTORS } from './names';
import { OUTSIDE_FACTORINGS } from './outside-factorings';
import type { Rng } from './rng';
import type { World, WorldCesion, WorldCompany, WorldDocument } from './world-model';

/**
 * How many outside factorings a client cedes to, one profile per client in turn (shuffled). In every month the client
 * ceded to the tenants, each partner takes a fraction of what all the tenants took ({@link SHARE_RANGE}); with
 * client-radar.md §9's default thresholds that places the clients in the three classes of cantidad-factorings and
 * top3-factorings whatever the split between the two tenants: 0 partners (1-2 factorings, top 3 = 100 %: Malo),
 * 3 (4-5 factorings, top 3 from 2.55/3.55 = 72 % to (1 + 2.2)/(1 + 3.05) = 79 %: Regular), 5 (6-7 factorings, top 3
 * from 2.55/5.25 = 49 % to (1 + 2.2)/(1 + 2.2 + 2.55) = 56 %: Bueno).
 */
const PARTNER_COUNTS = [0, 3, 5] as const;
/** The fraction of the tenants' cessions each outside partner takes, drawn per partner and month. */
const SHARE_RANGE = [0.85, 1.1] as const;
/** Folios of these documents: above the ceded folios of the tenants (< 50,000), below the RCV's extra sales. */
const FIRST_FOLIO = 300_000;
const IVA_RATE = 0.19;
const RECEPTOR_EVENTS: ReadonlySet<EventCode> = new Set<EventCode>(['ACD', 'ERM', 'RCD', 'RFP', 'RFT']);

/** A client's own cesión of a tenant-held document: the day and terms the outside documents copy. */
interface Anchor {
  doc: WorldDocument;
  cesion: WorldCesion;
}

/**
 * Adds to `world.documents` each client's documents ceded to its outside factorings: per month and partner one
 * invoice (type 33, one line) for a fraction (SHARE_RANGE) of the client's cessions to the tenants that month, issued,
 * received and ceded when one of those tenant cessions was, accepted or claimed as it was, with new folios. One
 * invoice is enough for both KPIs (they count factorings and weigh amounts) and keeps the world small: every browser
 * suite's first refresh reads it.
 * @param rng a stream of its own, so every other draw of the world stays as it was.
 */
export function addOutsideCessions(world: World, rng: Rng): void {
  const counts = rng.shuffle(world.cedentes.map((_, i) => PARTNER_COUNTS[i % PARTNER_COUNTS.length]!));
  const added: WorldDocument[] = [];
  world.cedentes.forEach((client, i) => {
    const partners = rng.shuffle(OUTSIDE_FACTORINGS).slice(0, counts[i]);
    if (partners.length === 0) return;
    const own: WorldDocument[] = [];
    for (const [, anchors] of anchorsByMonth(world, client)) {
      const tenants = anchors.reduce((sum, { cesion }) => sum + cesion.montoCesion, 0);
      for (const partner of partners) {
        const share = Math.round(tenants * (SHARE_RANGE[0] + rng.next() * (SHARE_RANGE[1] - SHARE_RANGE[0])));
        own.push(outsideDocument(rng, client, partner, rng.pick(anchors), share));
      }
    }
    assignFolios(rng, own);
    added.push(...own);
  });
  world.documents.push(...added);
}

/** The client's own cesiones (it is their cedente) by the month 'yyyy-MM' they were made, oldest month first. */
function anchorsByMonth(world: World, client: WorldCompany): [string, Anchor[]][] {
  const months = new Map<string, Anchor[]>();
  for (const doc of world.documents)
    for (const cesion of doc.cesiones) {
      if (cesion.cedente !== client) continue;
      const month = formatLocal(cesion.fecha, 'yyyy-MM-dd').slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), { doc, cesion }]);
    }
  return [...months].sort(([a], [b]) => a.localeCompare(b));
}

function outsideDocument(
  rng: Rng,
  client: WorldCompany,
  partner: WorldCompany,
  { doc, cesion }: Anchor,
  amount: number,
): WorldDocument {
  const sector = SECTORS[client.sector]!;
  const neto = Math.max(1, Math.round(amount / (1 + IVA_RATE)));
  const items: DteItemInput[] = [
    {
      nombre: rng.pick(sector.items),
      descripcion: null,
      cantidad: 1,
      unidad: sector.unidad,
      precioUnitario: neto,
      montoItem: neto,
      tipoDocLiquidado: null,
    },
  ];
  const totales = computeTotales(33, items, 0);
  const receptor = doc.deudor;
  const answered = doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos : [];
  const eventos = [
    { codigo: 'CED' as const, fecha: cesion.fecha, responsable: client.rut },
    ...answered.filter((e) => RECEPTOR_EVENTS.has(e.codigo)).map((e) => ({ ...e, responsable: receptor.rut })),
  ].sort((a, b) => a.fecha - b.fecha);
  return {
    tipoDTE: 33,
    folio: 0,
    emisor: client,
    receptor,
    vendedor: client,
    deudor: receptor,
    fechaEmision: doc.fechaEmision,
    fechaVencimiento: doc.fechaVencimiento,
    timbre: doc.timbre,
    items,
    totales,
    referencias: [],
    caf: { desde: 0, hasta: 0, fechaAutorizacion: doc.fechaEmision },
    recepcion: doc.recepcion,
    receptionAnswer: 'fecha',
    cesiones: [
      {
        seq: 1,
        cedente: client,
        cesionario: partner,
        montoCesion: totales.montoTotal,
        fecha: cesion.fecha,
        ultimoVencimiento: doc.fechaVencimiento,
        estado: cesion.estado,
      },
    ],
    eventAnswer: { kind: 'lista', eventos },
    aecAvailable: true,
  };
}

/** Folios increase with the timbre time from {@link FIRST_FOLIO}; CAFs authorise 500 folios each. */
function assignFolios(rng: Rng, documents: WorldDocument[]): void {
  if (documents.length === 0) return;
  documents.sort((a, b) => a.timbre - b.timbre);
  const fechaAutorizacion = formatLocal(documents[0]!.timbre - rng.int(20, 300) * SECONDS_PER_DAY, 'yyyy-MM-dd');
  let folio = FIRST_FOLIO;
  for (const doc of documents) {
    folio += rng.int(1, 4);
    const desde = Math.floor((folio - 1) / 500) * 500 + 1;
    doc.folio = folio;
    doc.caf = { desde, hasta: desde + 499, fechaAutorizacion };
  }
}
