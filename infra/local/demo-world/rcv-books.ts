/**
 * Draws a client's RCV books for the 24 months before the world's day: its ceded DTEs (world documents it
 * issued, with their acknowledgement, claim and credit-note events), further sales to the world's deudores,
 * credit notes (61) that annul or reduce invoices, and purchases in the SII's three purchase exports.
 * Deterministic for a seed: one random stream per client.
 */
import { formatLocal, plusDays, SECONDS_PER_DAY, SECONDS_PER_HOUR, startOfDay, type LocalSeconds } from './local-time';
import type { RcvBooks, RcvCompraVariant, RcvDocument } from './rcv-model';
import type { Rng } from './rng';
import type { World, WorldCompany, WorldDocument } from './world-model';

/** Months of RCV written per client (client-detail.md §9: 24 IVA forms, the tax folder's two years). */
export const RCV_MONTHS = 24;
/** Sales documents per client and month at scale 1 (besides the ceded ones); purchases are half as many. */
const SALES_PER_MONTH = 30;
const IVA_RATE = 0.19;
const ACCEPTANCE_DAYS = 8;
/** Folios of the extra sales start above the world's ceded folios (at most about 50,000), so none collide. */
const SALES_FOLIO_START = 500_000;
const CREDIT_NOTE_FOLIO_START = 1_000;

const ACUSE_EVENTS = new Set(['ACD', 'ERM']);
const RECLAMO_EVENTS = new Set(['RCD', 'RFP', 'RFT']);

/** The first day 'yyyy-MM-dd' of each of the `RCV_MONTHS` months ending with the month of `today`, oldest first. */
export function rcvMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: RCV_MONTHS }, (_, i) => {
    const index = y * 12 + (m - 1) - (RCV_MONTHS - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  });
}

/**
 * The books of one client (a cedente of the world).
 * @param rng the client's own stream.
 * @param world the world (its documents issued by the client become sales; deudores are customers and suppliers).
 * @param client the cedente.
 */
export function drawRcvBooks(rng: Rng, world: World, client: WorldCompany): RcvBooks {
  const horizon = startOfDay(world.today) - 1;
  const months = rcvMonths(world.today);
  const perMonth = Math.max(3, Math.round(SALES_PER_MONTH * world.scale));
  const ventas: RcvDocument[] = [];
  const notes: RcvDocument[] = [];
  let noteFolio = CREDIT_NOTE_FOLIO_START;
  const addNote = (invoice: RcvDocument, at: LocalSeconds, total: number): void => {
    const fecha = Math.min(at, horizon);
    const neto = Math.round(total / (1 + IVA_RATE));
    notes.push({
      ...amounts(neto, total - neto),
      tipoDTE: 61,
      folio: ++noteFolio,
      contraparte: invoice.contraparte,
      fechaEmision: formatLocal(fecha, 'yyyy-MM-dd'),
      recepcion: fecha,
      acuse: null,
      reclamo: null,
      referencia: { tipoDTE: invoice.tipoDTE, folio: invoice.folio },
    });
  };

  for (const doc of world.documents) {
    if (doc.emisor !== client) continue;
    const sale = cededSale(doc);
    ventas.push(sale);
    for (const event of doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos : []) {
      if (event.codigo === 'NCA') addNote(sale, event.fecha, sale.total);
      if (event.codigo === 'ENC') addNote(sale, event.fecha, Math.round(sale.total * (0.1 + rng.next() * 0.5)));
    }
  }

  const customers = world.deudores;
  let folio = SALES_FOLIO_START;
  for (const month of months) {
    for (const fechaEmision of drawDays(rng, month, world.today, perMonth)) {
      const recepcion = startOfDay(fechaEmision) + rng.int(8, 20) * SECONDS_PER_HOUR + rng.int(0, 3599);
      if (recepcion > horizon) continue;
      const neto = rng.int(150, 25_000) * 1_000;
      const sale: RcvDocument = {
        ...amounts(neto, Math.round(neto * IVA_RATE)),
        tipoDTE: rng.chance(0.9) ? 33 : 34,
        folio: (folio += rng.int(1, 3)),
        contraparte: rng.weighted(customers.map((c, rank) => [c, 1 / (rank + 1)] as const)),
        fechaEmision,
        recepcion,
        ...drawResponse(rng, recepcion, horizon),
        referencia: null,
      };
      if (sale.tipoDTE === 34) Object.assign(sale, { montoExento: neto, montoNeto: 0, montoIva: 0, total: neto });
      ventas.push(sale);
      const noteAt = recepcion + rng.int(2, 20) * SECONDS_PER_DAY;
      if (sale.tipoDTE === 33 && noteAt <= horizon && rng.chance(0.04)) addNote(sale, noteAt, sale.total);
      else if (sale.tipoDTE === 33 && noteAt <= horizon && rng.chance(0.06))
        addNote(sale, noteAt, Math.round(sale.total * (0.1 + rng.next() * 0.6)));
    }
  }

  const compras: RcvBooks['compras'] = [];
  const suppliers = rng.shuffle(world.deudores).slice(0, Math.max(3, Math.ceil(world.deudores.length / 4)));
  const supplierFolios = new Map<WorldCompany, number>();
  for (const month of months) {
    for (const fechaEmision of drawDays(rng, month, world.today, Math.ceil(perMonth / 2))) {
      const recepcion = startOfDay(fechaEmision) + rng.int(8, 20) * SECONDS_PER_HOUR;
      if (recepcion > horizon) continue;
      const proveedor = rng.pick(suppliers);
      const next = (supplierFolios.get(proveedor) ?? rng.int(1_000, 90_000)) + rng.int(1, 40);
      supplierFolios.set(proveedor, next);
      const neto = rng.int(50, 8_000) * 1_000;
      const response = drawResponse(rng, recepcion, horizon);
      const doc: RcvDocument = {
        ...amounts(neto, Math.round(neto * IVA_RATE)),
        tipoDTE: 33,
        folio: next,
        contraparte: proveedor,
        fechaEmision,
        recepcion,
        ...response,
        referencia: null,
      };
      compras.push({ doc, variant: compraVariant(doc, horizon) });
    }
  }
  return { ventas: [...ventas, ...notes], compras };
}

function cededSale(doc: WorldDocument): RcvDocument {
  const eventos = doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos : [];
  const first = (codes: Set<string>): LocalSeconds | null =>
    eventos.find((event) => codes.has(event.codigo))?.fecha ?? null;
  const reclamo = first(RECLAMO_EVENTS);
  return {
    tipoDTE: doc.tipoDTE,
    folio: doc.folio,
    contraparte: doc.receptor,
    fechaEmision: doc.fechaEmision,
    recepcion: doc.recepcion,
    acuse: reclamo === null ? first(ACUSE_EVENTS) : null,
    reclamo,
    montoExento: doc.totales.montoExento ?? 0,
    montoNeto: doc.totales.montoNeto ?? 0,
    montoIva: doc.totales.iva ?? 0,
    total: doc.totales.montoTotal,
    referencia: null,
  };
}

function amounts(neto: number, iva: number): Pick<RcvDocument, 'montoExento' | 'montoNeto' | 'montoIva' | 'total'> {
  return { montoExento: 0, montoNeto: neto, montoIva: iva, total: neto + iva };
}

/** `count` emission days in the month starting `monthStart`, before `today`, sorted. */
function drawDays(rng: Rng, monthStart: string, today: string, count: number): string[] {
  const [y, m] = monthStart.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, () => plusDays(monthStart, rng.int(0, length - 1)))
    .filter((day) => day < today)
    .sort();
}

/** The receiver's answer: most acknowledge within 8 days, a few claim, some stay silent. */
function drawResponse(
  rng: Rng,
  recepcion: LocalSeconds,
  horizon: LocalSeconds,
): Pick<RcvDocument, 'acuse' | 'reclamo'> {
  const at = recepcion + rng.int(3_600, ACCEPTANCE_DAYS * SECONDS_PER_DAY - 3_600);
  if (at > horizon) return { acuse: null, reclamo: null };
  const roll = rng.next();
  if (roll < 0.05) return { acuse: null, reclamo: at };
  if (roll < 0.7) return { acuse: at, reclamo: null };
  return { acuse: null, reclamo: null };
}

/** Claimed purchases go to 'reclamado'; unanswered ones within the 8 days to 'pendiente'; the rest to 'registro'. */
function compraVariant(doc: RcvDocument, horizon: LocalSeconds): RcvCompraVariant {
  if (doc.reclamo !== null) return 'reclamado';
  if (doc.acuse === null && horizon - doc.recepcion < ACCEPTANCE_DAYS * SECONDS_PER_DAY) return 'pendiente';
  return 'registro';
}
