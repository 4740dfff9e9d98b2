import type { RestRoute } from '../types';
import { campaignContactRoute, campaignRoute } from './campaign-routes';
import { changeTrialRoute, trialOverviewRoute } from './trial-admin-routes';

/**
 * The commercial path from a feature seen to a feature tried (core-platform §1, §6, §7; client-radar §6): the acquired
 * view's campaigns and their contact-us call, and the platform administrator's free trials.
 */
export const TRIAL_ROUTES: readonly RestRoute[] = [
  campaignRoute,
  campaignContactRoute,
  trialOverviewRoute,
  changeTrialRoute,
];
