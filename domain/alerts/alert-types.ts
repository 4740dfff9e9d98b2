import type { PermissionFlag, PermissionFlags } from '../permissions';
import type { PlatformEventType } from '../platform-events/platform-event';

/**
 * The platform events about a document a user can be alerted about (alerts go beyond the spec): a held invoice
 * claimed, annulled (NCA) or reduced (ENC), or with two days left of its 8-day acceptance window (law 19.983 art. 3);
 * an enrolled client's document ceded to another factoring.
 */
export const DOCUMENT_ALERT_TYPES = [
  'cesion.reclamada',
  'cesion.anulada',
  'cesion.rebajada',
  'cesion.plazo-aceptacion',
  'cesion.cedida-otro',
] as const satisfies readonly PlatformEventType[];

export type DocumentAlertType = (typeof DOCUMENT_ALERT_TYPES)[number];

/**
 * The alert about a RUT rather than a document: a finished sweep of a client or debtor of the factoring's Cartera
 * found a court case its previous sweep did not have (issue 'the judicial radar', Watching).
 */
export const JUDICIAL_ALERT_TYPE = 'judicial.causa-nueva';

/** Every alert type, the document ones first. */
export const ALERT_TYPES = [...DOCUMENT_ALERT_TYPES, JUDICIAL_ALERT_TYPE] as const;

export type AlertType = (typeof ALERT_TYPES)[number];

/** Whether a platform event type is one users are alerted about. */
export function isDocumentAlertType(tipo: string): tipo is DocumentAlertType {
  return (DOCUMENT_ALERT_TYPES as readonly string[]).includes(tipo);
}

/**
 * The permission flag (core-platform §3, the 'Avisos' group of Cuentas) that entitles a user to each alert type:
 * a claim is the debtor's rechazo (notificaRechazo); annulment and reduction are both credit notes against the
 * invoice (notificaAnulacion); the acceptance deadline is about the debtor's acceptance (notificaAceptacion); a
 * client's cession to another factoring is what the sales-ledger radar shows (radarVentas); a new court case is the
 * judicial radar's (radarJudicial).
 * notificaCesion gates no alert: it belongs to 'cesion.nueva', which only webhooks carry.
 */
export const ALERT_TYPE_FLAG: Readonly<Record<AlertType, PermissionFlag>> = {
  'cesion.reclamada': 'notificaRechazo',
  'cesion.anulada': 'notificaAnulacion',
  'cesion.rebajada': 'notificaAnulacion',
  'cesion.plazo-aceptacion': 'notificaAceptacion',
  'cesion.cedida-otro': 'radarVentas',
  'judicial.causa-nueva': 'radarJudicial',
};

/** Spanish name of each alert type, as the preferences screen, the bell and the e-mails write it. */
export const ALERT_TYPE_LABEL: Readonly<Record<AlertType, string>> = {
  'cesion.reclamada': 'Reclamo del deudor',
  'cesion.anulada': 'Anulación (nota de crédito)',
  'cesion.rebajada': 'Rebaja (nota de crédito)',
  'cesion.plazo-aceptacion': 'Plazo de aceptación por vencer',
  'cesion.cedida-otro': 'Cedida a otro factoring',
  'judicial.causa-nueva': 'Causa judicial nueva',
};

/**
 * How a user wants to hear about one alert type: by e-mail at once, in the app (toast and bell), in the daily digest.
 */
export interface AlertChannels {
  email: boolean;
  app: boolean;
  resumen: boolean;
}

export type AlertPreferences = Record<AlertType, AlertChannels>;

const OFF: AlertChannels = { email: false, app: false, resumen: false };

/**
 * What a user gets before saving any preference: claims in the app and by e-mail (the most urgent: the invoice may
 * not be paid), annulments, deadlines, cessions to another factoring and new court cases in the app, reductions only in
 * the digest. No digest otherwise.
 */
export const DEFAULT_ALERT_PREFERENCES: Readonly<AlertPreferences> = {
  'cesion.reclamada': { email: true, app: true, resumen: false },
  'cesion.anulada': { email: false, app: true, resumen: false },
  'cesion.rebajada': { email: false, app: false, resumen: true },
  'cesion.plazo-aceptacion': { email: false, app: true, resumen: false },
  'cesion.cedida-otro': { email: false, app: true, resumen: false },
  'judicial.causa-nueva': { email: false, app: true, resumen: false },
};

/** Whether the user's flags entitle them to an alert type ({@link ALERT_TYPE_FLAG}). */
export function alertAllowed(tipo: AlertType, flags: Pick<PermissionFlags, PermissionFlag>): boolean {
  return flags[ALERT_TYPE_FLAG[tipo]];
}

/**
 * The preferences that apply to a user: the stored ones (types never saved take {@link DEFAULT_ALERT_PREFERENCES}),
 * with every channel off for the types the user's flags do not allow, whatever was stored.
 * @param stored the user's saved channels per type for one factoring, or null when never saved.
 */
export function effectivePreferences(
  stored: Partial<AlertPreferences> | null,
  flags: PermissionFlags,
): AlertPreferences {
  const preferences = {} as AlertPreferences;
  for (const tipo of ALERT_TYPES) {
    preferences[tipo] = alertAllowed(tipo, flags)
      ? { ...(stored?.[tipo] ?? DEFAULT_ALERT_PREFERENCES[tipo]) }
      : { ...OFF };
  }
  return preferences;
}
