/**
 * Debtor notifications (notificación de cesión / recesión): the messages, the two kinds and the role in which the
 * factoring must hold each document. Source: core-platform.md §2 "Notifications screen", §3 "Notification document",
 * §4 "Notification success", §5, §8.
 */
import type { SiiRole } from '../sii-role';

/** §5/§8: an empty e-mail list (and the prefix of every refused notification). */
export const ERROR_AL_NOTIFICAR = 'Error al notificar!';

/** §5: no document selected on the notifications screen. */
export const NINGUN_DOCUMENTO = 'Debe elegir por lo menos un documento!';

/** A cesion notice tells the debtor the factoring acquired the document; a recesion one that it passed it on. */
export type TipoNotificacion = 'cesion' | 'recesion';

export const TIPOS_NOTIFICACION: readonly TipoNotificacion[] = ['cesion', 'recesion'];

/**
 * The role in which the factoring holds the documents of each kind (core-platform §7 cession lists): a cesion notice
 * is about documents it acquired (cesionario), a recesion notice about documents it re-ceded (cedente).
 */
export const ROLE_OF_TIPO: Record<TipoNotificacion, SiiRole> = { cesion: 'cesionario', recesion: 'cedente' };

/** True when `tipo` is 'cesion' or 'recesion'. */
export function isTipoNotificacion(tipo: unknown): tipo is TipoNotificacion {
  return tipo === 'cesion' || tipo === 'recesion';
}

/**
 * A document named by a notification request (core-platform §3 "Notification document"). Only these keys are read:
 * the names, dates and amounts the client also sends are never trusted; the notice takes them from the stored
 * cession.
 */
export interface DocumentoNotificado {
  rutEmisor: string;
  tipo: number;
  folio: number;
  /** SeqCesion, null = the latest the factoring holds. */
  idSecuencia: number | null;
}

/**
 * A cession's key in the notification records and the lists: '{rutEmisor}#{tipo}#{folio}#{idSecuencia}' (normalised
 * RUT; 'ultima' when the request names no SeqCesion). Keyed by SeqCesion, so a document the factoring acquired twice
 * shows notified only on the cession it notified.
 */
export function notificacionKey(document: {
  rutEmisor: string;
  tipo: number;
  folio: number;
  idSecuencia: number | null;
}): string {
  return `${document.rutEmisor}#${document.tipo}#${document.folio}#${document.idSecuencia ?? 'ultima'}`;
}

/**
 * Days back from today (Chile) the notifications screen searches by default: the longest window the search allows
 * without a rut or folio (core-platform §5: 31 days), so the recent cessions a debtor was not told about show.
 */
export const NOTIFICACIONES_WINDOW_DAYS = 30;
