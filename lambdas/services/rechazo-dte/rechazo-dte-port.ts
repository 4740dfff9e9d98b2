/**
 * Where the GraphQL function gets the claims of 'Rechazar Dte' (ARCHITECTURE.md: adapters chosen by configuration). A
 * claim opens the debtor company's sealed certificate, which on AWS only the job workers and the consulta-previa
 * function may do (tests/infra/secrets.test.ts). The mutation answers each document's codResp at once, so a job on the
 * envíos queue (asynchronous: a stored result and polling) would add storage and a screen state for no gain; the
 * claims run instead in the consulta-previa function, which already holds exactly the grants they need (read the
 * credentials, decrypt, archive SII answers under sii-raw/) and answers synchronously. Without that function (local
 * mode, tests) the same service runs in process.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { LambdaClient } from '@aws-sdk/client-lambda';
import type { ServerConfig } from '../../platform/config';
import { traceAwsClient } from '../../platform/tracing';
import { createRechazoDte } from './create-rechazo-dte';
import { LambdaRechazoDte } from './lambda-rechazo-dte';
import type { RechazoDteService } from './rechazo-dte-service';

/** What the GraphQL field calls. */
export type RechazoDtePort = Pick<RechazoDteService, 'rechazar'>;

/**
 * The claims of this deployment.
 * @param clients the process's DynamoDB and S3 clients (used only in process).
 */
export function rechazoDtePort(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client },
): RechazoDtePort {
  const functionName = config.functions.consultaPrevia;
  if (functionName)
    return new LambdaRechazoDte(traceAwsClient(new LambdaClient({ region: config.region })), functionName);
  return createRechazoDte(config, clients);
}
