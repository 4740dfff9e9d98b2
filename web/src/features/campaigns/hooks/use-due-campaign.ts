import { useQuery } from '@tanstack/react-query';
import { SEEN_NOW, type Campaign } from '@domain/campaigns';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { fetchCampaign, markCampaignSeen } from '../api/campaign-calls';

/**
 * The campaign the acquired view shows once per opening (core-platform §6, §7): the status call, then, when it names
 * one, the 'visto' call; shown when 'visto no registrado' (first time for this user) or when force_campaign forced it.
 * @param forced the force_campaign number of the address, when given.
 * @returns the campaign to show, or null (none due, already seen, still asking, or a call failed: the view goes on).
 */
export function useDueCampaign(rutFactoring: string, forced?: number): Campaign | null {
  const { restUrl } = useRuntimeConfig();
  const due = useQuery({
    queryKey: ['campana', rutFactoring, forced ?? null],
    queryFn: async () => {
      const { campaign } = await fetchCampaign(restUrl, rutFactoring, forced);
      if (!campaign) return null;
      const visto = await markCampaignSeen(restUrl, rutFactoring, campaign.numero);
      return forced !== undefined || visto === SEEN_NOW ? campaign : null;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return due.data ?? null;
}
