import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { UserCompanyRepository } from '../store/user-company-repository';
import { CognitoUserLookup } from './cognito-user-lookup';
import { FactoringUserDirectory } from './user-directory';

/**
 * The directory of a deployment's users, for code outside the REST function (the alerts sink, the daily digest): the
 * userCompanies rows of each factoring plus the configured Cognito pool for names and e-mails (cognito-local when
 * `endpoints.cognito` is set), read through the caller's DynamoDB client, over the caller's Cognito client when it
 * has one.
 */
export function createUserDirectory(
  config: ServerConfig,
  doc: DynamoDBDocumentClient,
  cognito: CognitoIdentityProviderClient = createCognitoClient(config),
): FactoringUserDirectory {
  return new FactoringUserDirectory(
    new CognitoUserLookup(cognito, config.auth.userPoolId),
    new UserCompanyRepository(doc, config.tables.userCompanies),
  );
}
