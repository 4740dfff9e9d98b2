import { readServerConfig } from '../platform/config';
import type { MembershipBackfill } from '../services/accounts/backfill-memberships';
import { runMembershipBackfill } from './membership-backfill';

/**
 * Lambda entry of the deploy-time backfill of the userCompanies rows from the pool's flags
 * (infra/membership-backfill.ts: a CDK trigger runs it after each deployment; a second run writes nothing), logging
 * what it wrote.
 * @returns the rows given flags and the home rows created.
 * @throws ZodError for a missing or malformed configuration; as runMembershipBackfill (the deployment fails).
 */
export async function handler(): Promise<MembershipBackfill> {
  const result = await runMembershipBackfill(readServerConfig(process.env));
  console.info('membership backfill', result);
  return result;
}
