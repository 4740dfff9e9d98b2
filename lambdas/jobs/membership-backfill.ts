import { CognitoUserDirectory } from '../access/user-directory';
import { createCognitoClient, createDynamoDocumentClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { backfillMemberships, type MembershipBackfill } from '../services/accounts/backfill-memberships';
import { UserCompanyRepository } from '../store/user-company-repository';

/**
 * Runs the backfill of the userCompanies rows from the pool's custom attributes
 * (lambdas/services/accounts/backfill-memberships.ts), with the flags added since on the rows written before them, over
 * the configured user pool and table: after each deployment and at each local start. Idempotent.
 * @throws the pool's or the table's error.
 */
export async function runMembershipBackfill(config: ServerConfig): Promise<MembershipBackfill> {
  const doc = createDynamoDocumentClient(config);
  const cognito = createCognitoClient(config);
  try {
    return await backfillMemberships(
      new CognitoUserDirectory(cognito, config.auth.userPoolId).poolUsers(),
      new UserCompanyRepository(doc, config.tables.userCompanies),
    );
  } finally {
    doc.destroy();
    cognito.destroy();
  }
}
