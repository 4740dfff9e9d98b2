/**
 * The aging of the open acquired documents by due date, in the tramos of 'Cartera' (domain/cartera/aging.ts). Open:
 * still held (its estadoCesion counts toward totals, so neither re-ceded nor otherwise ended, core-platform §4) and not
 * annulled.
 */
import { AGING_BUCKETS, AGING_LABELS, agingBucket, type AgingBucket } from '../cartera/aging';
import { countsTowardTotals } from '../cession-rules';
import { toIsoDate } from '../sii-dates';
import type { ReportDocument } from './report-document';

/** True for a document still open (see the file's note). */
export function isOpen(document: Pick<ReportDocument, 'estadoCesion' | 'anulado'>): boolean {
  return countsTowardTotals(document.estadoCesion) && document.anulado.state !== 'si';
}

/** The tramo of a document at `now`; its fechaVencimiento as the list writes it, 'dd-MM-yyyy' (or null). */
export function documentTramo(document: Pick<ReportDocument, 'fechaVencimiento'>, now: Date): AgingBucket {
  return agingBucket(document.fechaVencimiento ? toIsoDate(document.fechaVencimiento) : null, now);
}

/** One tramo of the aging: its documents and their montoCedido (CLP). */
export interface AgingFigures {
  tramo: AgingBucket;
  etiqueta: string;
  documentos: number;
  montoCedido: number;
}

/** Every tramo with zeros, by tramo in AGING_BUCKETS order (a Map keeps it). */
export function emptyAging(): Map<AgingBucket, AgingFigures> {
  return new Map(
    AGING_BUCKETS.map((tramo) => [tramo, { tramo, etiqueta: AGING_LABELS[tramo], documentos: 0, montoCedido: 0 }]),
  );
}

/** Every tramo, in AGING_BUCKETS order (empty ones with zeros), over the open documents at `now`. */
export function openAging(documents: readonly ReportDocument[], now: Date): AgingFigures[] {
  const figures = emptyAging();
  for (const d of documents) {
    if (!isOpen(d)) continue;
    const figure = figures.get(documentTramo(d, now))!;
    figure.documentos += 1;
    figure.montoCedido += d.montoCedido;
  }
  return [...figures.values()];
}
