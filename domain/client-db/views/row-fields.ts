import { flag } from './document-sql';

/** Document status of client-radar.md §4. */
export type DocumentEstado = 'aceptado' | 'reclamado' | 'pendiente';

/**
 * The status fields of a document row: its estado and the flags the tables show (client-radar.md §4). Each is null
 * when the row's document is not in the client's book (a cession of a document the RCV lacks): nothing is known of
 * it, and the tables show 'Pendiente' (client-detail.md §4 "Document status display", "Anulado and rebajado cells").
 */
export interface EstadoFields {
  estado: DocumentEstado | null;
  aceptado: boolean | null;
  reclamado: boolean | null;
  anulado: boolean | null;
  rebajado: boolean | null;
}

/**
 * The status fields of a read row: aceptado from its computed estado, the other flags from their 0/1 columns.
 * @param raw `aceptado` is the document's own 0/1 column, NULL (as every other column) when the document is not in
 *   the book: then every field is null.
 */
export function estadoFields(raw: {
  estado: DocumentEstado;
  aceptado: number | null;
  reclamado: number | null;
  anulado: number | null;
  rebajado: number | null;
}): EstadoFields {
  if (raw.aceptado === null) return { estado: null, aceptado: null, reclamado: null, anulado: null, rebajado: null };
  return {
    estado: raw.estado,
    aceptado: raw.estado === 'aceptado',
    reclamado: flag(raw.reclamado),
    anulado: flag(raw.anulado),
    rebajado: flag(raw.rebajado),
  };
}

/** The fields every cession row starts with: its key, the ceded document and the cession time. */
export interface CesionFields {
  id: string;
  folio: number;
  tipo: number;
  /** 'yyyy-MM-dd', null when the RCV lacks the document. */
  fecha: string | null;
  /** 'yyyy-MM-dd HH:mm:ss'. */
  fechaCesion: string;
  /** The document's total, CLP; null when the RCV lacks it. */
  monto: number | null;
}

/** The leading fields of a cession row read from table cesion joined to its document (CEDED_DOCUMENT_JOIN). */
export function cesionFields(raw: {
  folioDTE: number;
  tipoDTE: number;
  rutCesionario: string;
  fechaHoraCesion: string;
  fechaEmision: string | null;
  total: number | null;
}): CesionFields {
  return {
    id: `${raw.tipoDTE}-${raw.folioDTE}-${raw.rutCesionario}-${raw.fechaHoraCesion}`,
    folio: raw.folioDTE,
    tipo: raw.tipoDTE,
    fecha: raw.fechaEmision,
    fechaCesion: raw.fechaHoraCesion,
    monto: raw.total,
  };
}
