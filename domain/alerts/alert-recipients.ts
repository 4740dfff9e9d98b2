import type { PermissionFlags } from '../permissions';
import { effectivePreferences, type AlertPreferences, type AlertType } from './alert-types';

/** A user of the factoring an event belongs to, with their flags and saved preferences. */
export interface AlertCandidate {
  /** Cognito username (the key of the alerts and preferences tables). */
  username: string;
  email: string;
  flags: PermissionFlags;
  /** Saved channels for this factoring; null when the user never saved any. */
  preferences: Partial<AlertPreferences> | null;
}

/** How one user is told about one event. */
export interface AlertDelivery {
  username: string;
  email: string;
  /** e-mail at once */
  porCorreo: boolean;
  /** toast, bell */
  enApp: boolean;
  /** the next daily digest */
  enResumen: boolean;
}

/**
 * The users to alert about an event of type `tipo` and how: each candidate's effective preferences
 * ({@link effectivePreferences}: flags gate the type, then the saved or default channels), keeping those with at least
 * one channel on; e-mail needs an address.
 * @returns one delivery per user, in the candidates' order.
 */
export function selectAlertRecipients(tipo: AlertType, candidates: readonly AlertCandidate[]): AlertDelivery[] {
  const deliveries: AlertDelivery[] = [];
  for (const candidate of candidates) {
    const channels = effectivePreferences(candidate.preferences, candidate.flags)[tipo];
    const delivery = {
      username: candidate.username,
      email: candidate.email,
      porCorreo: channels.email && candidate.email.trim() !== '',
      enApp: channels.app,
      enResumen: channels.resumen,
    };
    if (delivery.porCorreo || delivery.enApp || delivery.enResumen) deliveries.push(delivery);
  }
  return deliveries;
}
