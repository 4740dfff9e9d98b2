import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ServerConfig } from './config';
import { traceAwsClient } from './tracing';

/**
 * Credentials for the local engines: s3rver checks signatures against this fixed pair, dynalite ignores
 * them, and a fixed pair keeps the SDK from searching the machine for real credentials. Used only when
 * an endpoint is configured (local mode), never on AWS.
 */
export const LOCAL_ENDPOINT_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * `client` without the SDK's logger middleware. We give the clients no logger, yet that middleware copies every answer
 * through the SDK's sensitive-data filter to hand it to the default no-op logger: for a Query of 1 MB of cessions a
 * full copy of the answer on each page, about a tenth of a list request's CPU (with its garbage) for nothing.
 * @returns the same client.
 */
function withoutSdkLogging<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/**
 * Builds the DynamoDB document client of one handler invocation context (no module-level clients,
 * ARCHITECTURE.md "practices we avoid"). With `config.endpoints.dynamodb` set (local mode) it talks to
 * that endpoint with dummy credentials; otherwise it is the plain AWS client of `config.region`.
 * Undefined attributes are dropped on write so optional fields never reach the wire. Every client built here is traced
 * (X-Ray subsegments, tracing.ts).
 */
export function createDynamoDocumentClient(config: ServerConfig): DynamoDBDocumentClient {
  const endpoint = config.endpoints.dynamodb;
  const client = traceAwsClient(
    withoutSdkLogging(
      new DynamoDBClient(
        endpoint
          ? { region: config.region, endpoint, credentials: LOCAL_ENDPOINT_CREDENTIALS }
          : { region: config.region },
      ),
    ),
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

/**
 * Builds the S3 client. With `config.endpoints.s3` set (local mode, s3rver) it uses path-style
 * addressing, dummy credentials and checksums only when required (otherwise s3rver stores the
 * aws-chunked framing inside the object: ARCHITECTURE.md "known gotchas"); on AWS it is the plain client.
 */
export function createS3Client(config: ServerConfig): S3Client {
  const endpoint = config.endpoints.s3;
  return traceAwsClient(
    withoutSdkLogging(
      new S3Client(
        endpoint
          ? {
              region: config.region,
              endpoint,
              credentials: LOCAL_ENDPOINT_CREDENTIALS,
              forcePathStyle: true,
              requestChecksumCalculation: 'WHEN_REQUIRED',
              responseChecksumValidation: 'WHEN_REQUIRED',
            }
          : { region: config.region },
      ),
    ),
  );
}

/** The Cognito client of `config`: cognito-local when `endpoints.cognito` is set, the region's Cognito otherwise. */
export function createCognitoClient(config: ServerConfig): CognitoIdentityProviderClient {
  return traceAwsClient(
    new CognitoIdentityProviderClient(
      config.endpoints.cognito
        ? { region: config.region, endpoint: config.endpoints.cognito, credentials: LOCAL_ENDPOINT_CREDENTIALS }
        : { region: config.region },
    ),
  );
}

/**
 * Builds the management client of the WebSocket API (PostToConnection for eventoBack pushes) over
 * `config.websocketEndpoint`: the API's https stage URL on AWS, the local ws host in local mode (then
 * with the same dummy credentials as the other local engines).
 * @throws Error when no WebSocket endpoint is configured.
 */
export function createManagementClient(config: ServerConfig): ApiGatewayManagementApiClient {
  if (!config.websocketEndpoint) throw new Error('No hay endpoint WebSocket configurado (RC_WEBSOCKET_ENDPOINT)');
  const local = Object.values(config.endpoints).some(Boolean);
  return traceAwsClient(
    new ApiGatewayManagementApiClient({
      region: config.region,
      endpoint: config.websocketEndpoint,
      ...(local ? { credentials: LOCAL_ENDPOINT_CREDENTIALS } : {}),
    }),
  );
}
