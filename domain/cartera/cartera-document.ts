/**
 * The documents behind a figure of 'Cartera' (drill-down): one line per held document, stored by
 * the refresh under its debtor and under its cedente (lambdas/store/cartera-repository.ts) and filtered at `now`.
 */
import type { CessionRecord, Party } from '../cession';
import type { RedFlag } from '../red-flags/red-flag';
import { acceptanceAt, acceptanceKey, type AcceptanceState } from './acceptance';
import { agingBucket, type AgingBucket } from './aging';
import { parseCellKey, type PartyAggregate } from './party-aggregate';

/** A held document as the drill-down lists it. Dates as the SII wrote them (Chile time); amounts CLP. */
export interface CarteraDocument {
  tipoDTE: number;
  folio: number;
  emisor: Party;
  deudor: Party;
  cedente: Party;
  montoCedido: number;
  montoDocumento: number;
  fechaEmision: string;
  /** 'yyyy-MM-dd HH:mm' */
  fechaCesion: string;
  /** 'yyyy-MM-dd' or null */
  fechaVencimiento: string | null;
  /** acceptance.ts acceptanceKey */
  aceptacion: string;
  alertas: RedFlag[];
}

/** The drill-down line of a held record. */
export function carteraDocument(record: CessionRecord): CarteraDocument {
  return {
    tipoDTE: record.tipoDTE,
    folio: record.folio,
    emisor: record.emisor,
    deudor: record.deudor,
    cedente: record.cedente,
    montoCedido: record.montoCedido,
    montoDocumento: record.montoDocumento,
    fechaEmision: record.fechaEmision,
    fechaCesion: record.fechaCesion,
    fechaVencimiento: record.fechaVencimiento,
    aceptacion: acceptanceKey(record),
    alertas: record.alertas ?? [],
  };
}

/** What a drill-down narrows to besides the party: a tramo, an estado of the mix, or only flagged documents. */
export interface CarteraDocumentFilter {
  tramo?: AgingBucket | null;
  estado?: AcceptanceState | null;
  conAlertas?: boolean | null;
}

/** A line with its tramo and estado at one instant. */
export interface CarteraDocumentAt extends CarteraDocument {
  tramo: AgingBucket;
  estado: AcceptanceState;
  diasRestantes: number | null;
}

/**
 * The line with its tramo (aging.ts) and estado (acceptance.ts) at `now`, or null when it does not pass `filter`.
 */
export function documentAt(line: CarteraDocument, filter: CarteraDocumentFilter, now: Date): CarteraDocumentAt | null {
  const at = { ...line, tramo: agingBucket(line.fechaVencimiento, now), ...acceptanceAt(line.aceptacion, now) };
  if (filter.tramo && at.tramo !== filter.tramo) return null;
  if (filter.estado && at.estado !== filter.estado) return null;
  if (filter.conAlertas && at.alertas.length === 0) return null;
  return at;
}

/** Above any montoCedido in CLP, so that MAX - monto keeps a fixed width. */
const AMOUNT_CEILING = 10 ** 15;

/**
 * The drill-down's order as a string that sorts ascending (the store keeps lines under it, so a page is one key
 * range): largest montoCedido first, then the earliest fechaVencimiento (none first), then tipoDTE and folio.
 */
export function drillOrderKey(
  line: Pick<CarteraDocument, 'montoCedido' | 'fechaVencimiento' | 'tipoDTE' | 'folio'>,
): string {
  const inverted = String(AMOUNT_CEILING - Math.round(line.montoCedido)).padStart(16, '0');
  return `${inverted}#${line.fechaVencimiento ?? ''}#${String(line.tipoDTE).padStart(3, '0')}#${String(line.folio).padStart(10, '0')}`;
}

/**
 * Documents and CLP of a party's drill-down narrowed by `filter` at `now`, from its aggregate's cells (the lines are
 * not read): each cell's due date gives its tramo, its acceptance key the estado, its flag the red-flag filter.
 * @param party the debtor's or cedente's aggregate; null when it holds nothing (then zero).
 */
export function drillTotals(
  party: Pick<PartyAggregate, 'cells'> | null,
  filter: CarteraDocumentFilter,
  now: Date,
): { documentos: number; monto: number } {
  const totals = { documentos: 0, monto: 0 };
  for (const [key, [documentos, monto]] of Object.entries(party?.cells ?? {})) {
    const { fechaVencimiento, aceptacion, conAlertas } = parseCellKey(key);
    if (filter.tramo && agingBucket(fechaVencimiento, now) !== filter.tramo) continue;
    if (filter.estado && acceptanceAt(aceptacion, now).estado !== filter.estado) continue;
    if (filter.conAlertas && !conAlertas) continue;
    totals.documentos += documentos;
    totals.monto += monto;
  }
  return totals;
}
