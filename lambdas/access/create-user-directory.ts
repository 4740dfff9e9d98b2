import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoClient } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { UserCompanyRepository } from '../store/user-company-repository';
import { CognitoUserDirectory, FactoringUserDirectory } from './user-directory';

/**
 * The directory of a deployment's users, for code outside the REST function (the alerts sink, the daily digest): the
 * configured Cognito pool (cognito-local when `endpoints.cognito` is set) plus the userCompanies rows, read through
 * the caller's DynamoDB client, over the caller's Cognito client when it has one.
 */
export function createUserDirectory(
  config: ServerConfig,
  doc: DynamoDBDocumentClient,
  cognito: CognitoIdentityProviderClient = createCognitoClient(config),
): FactoringUserDirectory {
  return new FactoringUserDirectory(
    new CognitoUserDirectory(cognito, config.auth.userPoolId),
    new UserCompanyRepository(doc, config.tables.userCompanies),
  );
}
