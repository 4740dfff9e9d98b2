import { useQuery } from '@tanstack/react-query';
import { SEEN_NOW, type Campaign } from '@domain/campaigns';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { fetchCampaign, markCampaignSeen } from '../api/campaign-calls';
import { campaignShownThisSession, rememberCampaignShown } from '../model/session-campaign';

/** The campaign to show and whether the factoring already holds its feature (then no contact-us call). */
export interface ShownCampaign {
  campaign: Campaign;
  disponible: boolean;
}

/**
 * The campaign the acquired view shows once per opening (core-platform §6, §7): the status call, then, when it names
 * one, the 'visto' call; shown when 'visto no registrado' (first time for this user) or when force_campaign forced it.
 * An unforced campaign shows at most once per browser session (model/session-campaign.ts): after one, no status call.
 * @param forced the force_campaign number of the address, when given.
 * @returns the campaign to show, or null (none due, already seen, one shown this session, still asking, or a call
 *   failed: the view goes on).
 */
export function useDueCampaign(rutFactoring: string, forced?: number): ShownCampaign | null {
  const { restUrl } = useRuntimeConfig();
  const { username } = useSelectedCompany();
  const due = useQuery({
    queryKey: ['campana', rutFactoring, forced ?? null],
    queryFn: async (): Promise<ShownCampaign | null> => {
      if (forced === undefined && campaignShownThisSession(sessionStorage, username)) return null;
      const { campaign, disponible } = await fetchCampaign(restUrl, rutFactoring, forced);
      if (!campaign) return null;
      const visto = await markCampaignSeen(restUrl, rutFactoring, campaign.numero);
      if (forced !== undefined) return { campaign, disponible };
      if (visto !== SEEN_NOW) return null;
      rememberCampaignShown(sessionStorage, username);
      return { campaign, disponible };
    },
    retry: false,
    staleTime: Infinity,
    // Not kept after the view closes: coming back asks again, and the session rule then answers null.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return due.data ?? null;
}
