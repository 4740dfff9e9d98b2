import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ClientDbObjects } from '../../store/client-db/client-db-objects';
import { loadSqlJs } from '../client-db/sql-js';
import type { ServerConfig } from '../../platform/config';
import type { MailSender } from '../../mail/mail-sender';
import { ExecutiveRepository } from '../../store/executive-repository';
import { createUserDirectory } from '../../access/create-user-directory';
import { UserActivityRepository } from '../../store/user-activity-repository';
import { UserCompanyRepository } from '../../store/user-company-repository';
import { ImpersonationAuditRepository } from '../../store/impersonation-audit-repository';
import { AccountService } from './account-service';
import { ClientListNames } from './client-names';
import { CognitoAccountPool } from '@lambdas/access/cognito-accounts';

/**
 * Builds the 'Cuentas' service of `config`, the same for the GraphQL and REST functions: the user pool (Cognito on
 * AWS, cognito-local locally, which has no global sign-out), the userCompanies (flags per factoring), userActivity,
 * clientExecutives and
 * impersonationAudit tables, the client databases of the documents
 * bucket, and the API's MailSender (createMailSender: SES on AWS, MailDev locally) for the invitations, which link
 * to config.webOrigin.
 */
export function createAccountService(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client; cognito: CognitoIdentityProviderClient; mail: MailSender },
): AccountService {
  const clientDbs = new ClientDbObjects(clients.s3, config.buckets.documents);
  return new AccountService({
    pool: new CognitoAccountPool(clients.cognito, config.auth.userPoolId, {
      globalSignOut: config.endpoints.cognito === undefined,
    }),
    memberships: new UserCompanyRepository(clients.doc, config.tables.userCompanies),
    registered: createUserDirectory(config, clients.doc, clients.cognito),
    activity: new UserActivityRepository(clients.doc, config.tables.userActivity),
    impersonationAudit: new ImpersonationAuditRepository(clients.doc, config.tables.impersonationAudit),
    mail: clients.mail,
    executives: new ExecutiveRepository(clients.doc, config.tables.clientExecutives),
    clientDbs,
    clientNames: new ClientListNames(clientDbs, loadSqlJs),
    now: () => new Date(),
    webOrigin: config.webOrigin,
  });
}
