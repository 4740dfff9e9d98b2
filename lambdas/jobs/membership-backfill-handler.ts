import { readServerConfig } from '../platform/config';
import type { MembershipBackfill } from '../services/accounts/backfill-memberships';
import { runMembershipBackfill } from './membership-backfill';
import { logger, observedHandler } from '../platform/observability';

/**
 * Lambda entry of the deploy-time backfill of the userCompanies rows from the pool's flags
 * (infra/membership-backfill.ts: a CDK trigger runs it after each deployment; a second run writes nothing), logging
 * what it wrote.
 * @returns the rows given flags, the home rows created and the rows given the later flags.
 * @throws ZodError for a missing or malformed configuration; as runMembershipBackfill (the deployment fails).
 */
async function handle(): Promise<MembershipBackfill> {
  const result = await runMembershipBackfill(readServerConfig(process.env));
  logger.info('membership backfill', { ...result });
  return result;
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
