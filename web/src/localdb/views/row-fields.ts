import { flag } from './document-sql';

/** Document status of client-radar.md §4. */
export type DocumentEstado = 'aceptado' | 'reclamado' | 'pendiente';

/** The status fields of a document row: its estado and the flags the tables show (client-radar.md §4). */
export interface EstadoFields {
  estado: DocumentEstado;
  aceptado: boolean;
  reclamado: boolean;
  anulado: boolean;
  rebajado: boolean;
}

/** The status fields of a read row: aceptado from its computed estado, the other flags from their 0/1 columns. */
export function estadoFields(raw: {
  estado: DocumentEstado;
  reclamado: number | null;
  anulado: number | null;
  rebajado: number | null;
}): EstadoFields {
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
