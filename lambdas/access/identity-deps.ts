import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ImpersonationAuditRepository } from '../store/impersonation-audit-repository';
import { TotpProofRepository } from '../store/totp-proof-repository';
import { UserCompanyRepository } from '../store/user-company-repository';
import { createCognitoClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { CognitoUserLookup } from './cognito-user-lookup';
import { CachedMemberships } from './membership-cache';
import { CognitoSecondFactorCheck } from './second-factor';
import { createTokenVerifier, type IdentityDeps } from './identity';

/**
 * Builds what every API handler needs to resolve its caller: the id token verifier of `config.auth`, the
 * userCompanies repository over `doc` (each user's rows reused for at most a minute, membership-cache.ts), the check of
 * each session's authenticator app (the user pool and the TOTP records of the leases table, second-factor.ts), and, for
 * an administrator seeing as another user, the user pool reader (cognito-local when `endpoints.cognito` is set) and the
 * impersonationAudit table (one per Lambda container; never at module load).
 */
export function createIdentityDeps(config: ServerConfig, doc: DynamoDBDocumentClient): IdentityDeps {
  const cognito = createCognitoClient(config);
  return {
    verifier: createTokenVerifier(config.auth),
    userCompanies: new CachedMemberships(new UserCompanyRepository(doc, config.tables.userCompanies)),
    userLookup: new CognitoUserLookup(cognito, config.auth.userPoolId),
    secondFactor: new CognitoSecondFactorCheck(
      cognito,
      config.auth.userPoolId,
      new TotpProofRepository(doc, config.tables.leases),
    ),
    impersonationAudit: new ImpersonationAuditRepository(doc, config.tables.impersonationAudit),
  };
}
