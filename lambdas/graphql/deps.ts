import { createDynamoDocumentClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { createIdentityDeps } from '../platform/identity-deps';
import { CessionRepository } from '../store/cession-repository';
import { RefreshRunRepository } from '../store/refresh-run-repository';
import type { GraphqlDeps } from './types';

/**
 * Builds the GraphQL resolvers' dependencies from the server configuration: one DynamoDB document
 * client, the repositories over the configured tables, the id token verifier and the system clock.
 * Used by the Lambda handler and by the local AppSync host, so both run the same code.
 */
export function createGraphqlDeps(config: ServerConfig): GraphqlDeps {
  const doc = createDynamoDocumentClient(config);
  return {
    ...createIdentityDeps(config, doc),
    cessions: new CessionRepository(doc, config.tables.cessions),
    refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
    now: () => new Date(),
  };
}
