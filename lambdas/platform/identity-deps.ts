import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UserCompanyRepository } from '../store/user-company-repository';
import type { ServerConfig } from './config';
import { createTokenVerifier, type IdentityDeps } from './identity';

/**
 * Builds what every API handler needs to resolve its caller: the id token verifier of `config.auth`
 * and the userCompanies repository over `doc` (one per Lambda container; never at module load).
 */
export function createIdentityDeps(config: ServerConfig, doc: DynamoDBDocumentClient): IdentityDeps {
  return {
    verifier: createTokenVerifier(config.auth),
    userCompanies: new UserCompanyRepository(doc, config.tables.userCompanies),
  };
}
