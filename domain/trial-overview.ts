/**
 * What the platform administrator's free-trial screen reads (GET /api/admin/pruebas): each paid feature's state for
 * one factoring and the free-trial requests its users sent from a campaign (core-platform §1; client-radar §6).
 */
import type { Availability, PaidFeature } from './trial-access';

/** A request to start a free trial month, sent from a campaign's contact-us call (core-platform §1). */
export interface TrialRequest {
  /** The feature the campaign sells. */
  feature: PaidFeature;
  /** The campaign's number (domain/campaigns.ts). */
  campaign: number;
  /** Who asked: the user's username and e-mail. */
  username: string;
  email: string;
  /** ISO instant of the request. */
  at: string;
}

/** One feature of a factoring as the administrator sees it. */
export interface FeatureState {
  feature: PaidFeature;
  nombre: string;
  estado: Availability;
  /** The last day it is usable ('yyyy-MM-dd', Chile) while 'available', else null. */
  hasta: string | null;
}

/** The administrator's view of one factoring: every paid feature's state and its users' free-trial requests. */
export interface TrialOverview {
  rutFactoring: string;
  razonSocial: string;
  funciones: FeatureState[];
  /** Newest first. */
  solicitudes: TrialRequest[];
}
