/**
 * The campaign an assistant answer carries (issue rule over core-platform §1 and client-radar.md §3 'Assistant
 * response: … campaign'): when a tool the answer rests on shows figures of a paid feature the factoring cannot use
 * today, the answer names that feature's first campaign, so the screen can offer its free trial month.
 */
import { CAMPAIGNS } from '../campaigns';
import { featureAvailability, type FeatureAccess, type PaidFeature } from '../trial-access';
import type { ToolName } from './assistant-port';

/** The paid feature whose figures a tool shows: the TGR debt, and the financial radar's risk level. */
const TOOL_FEATURES: Partial<Record<ToolName, PaidFeature>> = { tgrDebt: 'tgr', riskLevel: 'radarFinanciero' };

/**
 * @param tools the tools the answer rests on, in the order they ran.
 * @param access the factoring's paid features and trials (domain/trial-access.ts); today 'yyyy-MM-dd' in Chile.
 * @returns the number of the first campaign of the first such feature the factoring lacks, else null.
 */
export function answerCampaign(
  tools: readonly ToolName[],
  access: FeatureAccess | null | undefined,
  today: string,
): number | null {
  for (const tool of tools) {
    const feature = TOOL_FEATURES[tool];
    if (!feature || featureAvailability(access, feature, today) === 'available') continue;
    const campaign = CAMPAIGNS.find((candidate) => candidate.feature === feature);
    if (campaign) return campaign.numero;
  }
  return null;
}
