import type { CesionView } from '@domain/cession';
import type { EnvioAec } from '@domain/wire/schema-types';

/** The EnvioAec fields the screens read, shared by the cession list and the action results. */
export const ENVIO_FIELDS = /* GraphQL */ `envio { trackId estado estadoSii glosa etiqueta tipoAccion rutCesionario enviadoEn }`;

/** A cession as the list query answers it: its envío added (null when the platform sent none). */
export type CesionConEnvio = CesionView & { envio?: EnvioAec | null };

/** The envío of a listed cession, or null when the platform sent no AEC for it. */
export function envioOf(cesion: CesionView): EnvioAec | null {
  return (cesion as CesionConEnvio).envio ?? null;
}

/** Envío states after which the document is still the factoring's: the SII rejected the AEC, or never got it. */
const ENDED_WITHOUT_EFFECT: ReadonlySet<string> = new Set(['rechazado', 'fallido']);

/**
 * Envío states still moving (domain/aec-envio/envio.ts PENDING_ESTADOS): queued, uploading, or waiting for getEstEnvio.
 */
const IN_FLIGHT: ReadonlySet<string> = new Set(['en-cola', 'subiendo', 'enviado']);

/** True while the envío may still change state: 'en-cola', 'subiendo' or 'enviado'. */
export function isInFlight(estado: string): boolean {
  return IN_FLIGHT.has(estado);
}

/** True when the envío ended without effect, so the document is the factoring's again: 'rechazado' or 'fallido'. */
export function endedWithoutEffect(estado: string): boolean {
  return ENDED_WITHOUT_EFFECT.has(estado);
}

/** Bootstrap colour of an envío badge: accepted success, rejected or failed danger, on its way info. */
export function envioTone(estado: string): 'info' | 'success' | 'danger' {
  return estado === 'aceptado' ? 'success' : endedWithoutEffect(estado) ? 'danger' : 'info';
}

/**
 * True when the platform already sent (or queued) an AEC that takes the document away from the factoring (a cession or
 * a devolución the SII did not reject and that did not fail): the registry will soon show it re-assigned, so a new
 * action on it would be a second AEC for the same document (one pending envío per document).
 */
export function hasLiveEnvio(cesion: CesionView): boolean {
  const envio = envioOf(cesion);
  return envio !== null && !endedWithoutEffect(envio.estado);
}
