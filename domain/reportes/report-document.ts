/**
 * What 'Reportes' reads of each acquired cession (a CesionView of the acquired list, core-platform §3), and the
 * cedente / debtor filter of the screen.
 */
import type { CesionView } from '../cession';

/**
 * The last AEC the platform sent for a document as the acquired list carries it (schema.graphql Cesion.envio): what it
 * did ('cesion' a re-cession, 'devolucion' a return to the emisor) and its state (domain/aec-envio/envio.ts).
 */
export interface ReportEnvio {
  tipoAccion: string;
  estado: string;
}

/** The fields of a CesionView the report aggregates read, and its envío (null or absent when none). */
export type ReportDocument = Pick<
  CesionView,
  | 'cedente'
  | 'deudor'
  | 'montoCedido'
  | 'montoDocumento'
  | 'fechaCesion'
  | 'fechaVencimiento'
  | 'estadoCesion'
  | 'aceptado'
  | 'anulado'
  | 'rebajado'
> & { envio?: ReportEnvio | null };

/** The party filters of a report: normalised RUT 'NNNNNNNN-D', '' for no filter. */
export interface ReportFilter {
  cedente: string;
  deudor: string;
}

/** The documents (or report cell groups) whose cedente and debtor match the filter ('' matches any). */
export function filterReport<T extends Pick<ReportDocument, 'cedente' | 'deudor'>>(
  documents: readonly T[],
  filter: ReportFilter,
): T[] {
  return documents.filter(
    (d) => (!filter.cedente || d.cedente.rut === filter.cedente) && (!filter.deudor || d.deudor.rut === filter.deudor),
  );
}

/** The month 'yyyy-MM' of a cession, from its fechaCesion 'yyyy-MM-dd HH:mm' (Chile time). */
export function cessionMonth(document: Pick<ReportDocument, 'fechaCesion'>): string {
  return document.fechaCesion.slice(0, 7);
}
