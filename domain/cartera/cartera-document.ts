/**
 * The documents behind a figure of 'Cartera' (issue 12 point 4, drill-down): one line per held document, stored by
 * the refresh under its debtor and under its cedente (lambdas/store/cartera-repository.ts) and filtered at `now`.
 */
import type { CessionRecord, Party } from '../cession';
import type { RedFlag } from '../red-flags/red-flag';
import { acceptanceAt, acceptanceKey, type AcceptanceState } from './acceptance';
import { agingBucket, type AgingBucket } from './aging';

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
 * The lines that pass `filter` at `now`, with their tramo (aging.ts) and estado (acceptance.ts), largest montoCedido
 * first (then fechaVencimiento, folio).
 */
export function documentsAt(lines: readonly CarteraDocument[], filter: CarteraDocumentFilter, now: Date): CarteraDocumentAt[] {
  return lines
    .map((line) => ({ ...line, tramo: agingBucket(line.fechaVencimiento, now), ...acceptanceAt(line.aceptacion, now) }))
    .filter((line) => (!filter.tramo || line.tramo === filter.tramo) && (!filter.estado || line.estado === filter.estado))
    .filter((line) => !filter.conAlertas || line.alertas.length > 0)
    .sort((a, b) => b.montoCedido - a.montoCedido || (a.fechaVencimiento ?? '').localeCompare(b.fechaVencimiento ?? '') || a.folio - b.folio);
}
