import { createDynamoDocumentClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { createIdentityDeps } from '../platform/identity-deps';
import type { RestDeps } from './types';

/**
 * Builds the REST routes' dependencies from the server configuration (one DynamoDB document client, the
 * id token verifier and the userCompanies repository). Used by the Lambda handler and the local host.
 */
export function createRestDeps(config: ServerConfig): RestDeps {
  return createIdentityDeps(config, createDynamoDocumentClient(config));
}
