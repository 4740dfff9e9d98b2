import type { CesionView } from '../../../../../domain/cession';

/** The state at the SII registry of the last AEC the platform sent for a document (schema.graphql EnvioAec). */
export interface EnvioAec {
  /** The SII's TRACKID, null until the upload answered. */
  trackId: string | null;
  estado: 'enviado' | 'aceptado' | 'rechazado';
  /** The SII's ESTADO_ENVIO (EOK, RSC, ...) or the upload STATUS; null while none. */
  estadoSii: string | null;
  glosa: string | null;
  /** 'Enviado al SII' | 'Aceptado' | 'Rechazado: {estadoSii} {glosa}', written by the server. */
  etiqueta: string;
  tipoAccion: 'cesion' | 'devolucion';
  rutCesionario: string;
  /** ISO instant of the upload. */
  enviadoEn: string;
}

/** The EnvioAec fields the screens read, shared by the cession list and the action results. */
export const ENVIO_FIELDS = /* GraphQL */ `envio { trackId estado estadoSii glosa etiqueta tipoAccion rutCesionario enviadoEn }`;

/** A cession as the list query answers it: the envío of issue 14 added (null when the platform sent none). */
export type CesionConEnvio = CesionView & { envio?: EnvioAec | null };

/** The envío of a listed cession, or null when the platform sent no AEC for it. */
export function envioOf(cesion: CesionView): EnvioAec | null {
  return (cesion as CesionConEnvio).envio ?? null;
}

/** Bootstrap colour of an envío badge (issue 14 §2): sent info, accepted success, rejected danger. */
export function envioTone(estado: EnvioAec['estado']): 'info' | 'success' | 'danger' {
  return estado === 'aceptado' ? 'success' : estado === 'rechazado' ? 'danger' : 'info';
}

/**
 * True when the platform already sent an AEC that takes the document away from the factoring (a cession or a
 * devolución not rejected by the SII): the registry will soon show it re-assigned, so a new action on it would be a
 * second AEC for the same document (issue 14 §2 "one pending envío per document").
 */
export function hasLiveEnvio(cesion: CesionView): boolean {
  const envio = envioOf(cesion);
  return envio !== null && envio.estado !== 'rechazado';
}
