import {
  campaignByNumber,
  campaignFeatureHeld,
  chooseCampaign,
  SEEN_BEFORE,
  SEEN_NOW,
  type Campaign,
} from '@domain/campaigns';
import { todayInChile } from '@domain/chile-time';
import type { TenantScope } from '../../access/tenant-scope';
import { BadRequestError } from '../../platform/errors';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { UserActivityRepository } from '../../store/user-activity-repository';

/** What the campaign calls read and write: factoring records, each user's 'visto' marks and the clock. */
export interface CampaignDeps {
  factorings: Pick<FactoringRepository, 'get'>;
  campaignViews: Pick<UserActivityRepository, 'seenCampaigns' | 'markCampaignSeen'>;
  now(): Date;
}

/** The status call's campaign, and whether the factoring already holds its feature (only a forced one can). */
export interface DueCampaign {
  campaign: Campaign | null;
  /** True when the factoring can use the campaign's feature today (paid or in trial): no contact-us call then. */
  disponible: boolean;
}

/**
 * The campaign the acquired view asks for (core-platform §6 'status call', §7 consulta 'campaign'), for the caller in
 * the scope's factoring (domain/campaigns.ts chooseCampaign), with whether the factoring already holds its feature.
 * @param forced the force_campaign parameter, when given.
 * @returns the campaign (null when none is due) and `disponible` (false without a campaign).
 */
export async function campaignFor(deps: CampaignDeps, scope: TenantScope, forced?: number): Promise<DueCampaign> {
  const [record, seen] = await Promise.all([
    deps.factorings.get(scope.rutFactoring),
    deps.campaignViews.seenCampaigns(scope.identity.username),
  ]);
  const today = todayInChile(deps.now());
  const campaign = chooseCampaign({ seen, access: record?.acceso, today, forced });
  return { campaign, disponible: campaign !== null && campaignFeatureHeld(campaign, record?.acceso, today) };
}

/**
 * Records that the caller saw campaign `numero` (core-platform §7 consulta 'visto'): once per user, whatever the
 * factoring.
 * @returns {@link SEEN_NOW} the first time (the modal shows), {@link SEEN_BEFORE} afterwards.
 * @throws BadRequestError when `numero` names no campaign.
 */
export async function markSeen(deps: CampaignDeps, scope: TenantScope, numero: number): Promise<string> {
  const campaign = knownCampaign(numero);
  const seen = await deps.campaignViews.seenCampaigns(scope.identity.username);
  if (seen.includes(campaign.numero)) return SEEN_BEFORE;
  await deps.campaignViews.markCampaignSeen(scope.identity.username, campaign.numero, deps.now().toISOString());
  return SEEN_NOW;
}

/**
 * The campaign numbered `numero`.
 * @throws BadRequestError 'Campaña desconocida' when there is none.
 */
export function knownCampaign(numero: number): Campaign {
  const campaign = campaignByNumber(numero);
  if (!campaign) throw new BadRequestError('Campaña desconocida');
  return campaign;
}
