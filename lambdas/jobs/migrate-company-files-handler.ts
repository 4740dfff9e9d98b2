import { readServerConfig } from '../platform/config';
import type { CompanyFileMigration } from '../services/company-files/migrate-company-file-keys';
import { runCompanyFileMigration } from './company-file-migration';
import { logger, observedHandler } from '../platform/observability';

/**
 * Lambda entry of the deploy-time move of the client files to their per-factoring keys (infra/jobs.ts: a CDK
 * trigger runs it after each deployment; a run with nothing left to move changes nothing), logging what it did.
 * @returns what it moved, copied and left unclaimed.
 * @throws ZodError for a missing or malformed configuration; as runCompanyFileMigration (the deployment fails and
 *   the old objects stay).
 */
async function handle(): Promise<CompanyFileMigration> {
  const result = await runCompanyFileMigration(readServerConfig(process.env));
  logger.info('company files migration', { moved: result.moved, copied: result.copied });
  if (result.unclaimed.length > 0)
    logger.warn('company files left under their old keys: no factoring holds a clave of their client', {
      keys: result.unclaimed,
    });
  return result;
}

/** The Lambda entry point: {@link handle} with the request id, cold start and metrics flush of observability.ts. */
export const handler = observedHandler(handle);
