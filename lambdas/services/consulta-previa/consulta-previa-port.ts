/**
 * Where the API functions get the prior consultation (ARCHITECTURE.md: adapters chosen by configuration): on AWS the
 * dedicated consulta-previa function (config.functions.consultaPrevia), the only API-side function allowed to open a
 * factoring's sealed certificate; without it (local mode, tests) the same service in process.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { LambdaClient } from '@aws-sdk/client-lambda';
import type { ServerConfig } from '../../platform/config';
import { traceAwsClient } from '../../platform/tracing';
import type { CessionRepository } from '../../store/cession-repository';
import type { ConsultaPreviaService } from './consulta-previa-service';
import { createConsultaPrevia } from './create-consulta-previa';
import { LambdaConsultaPrevia } from './lambda-consulta-previa';

/** What the GraphQL field, the REST route and the masivo job call. */
export type ConsultaPreviaPort = Pick<ConsultaPreviaService, 'consultar'>;

/**
 * The prior consultation of this deployment.
 * @param clients the process's DynamoDB and S3 clients and cession repository (used only in process).
 */
export function consultaPreviaPort(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client; cessions: Pick<CessionRepository, 'query' | 'findDocument'> },
): ConsultaPreviaPort {
  const functionName = config.functions.consultaPrevia;
  if (functionName)
    return new LambdaConsultaPrevia(traceAwsClient(new LambdaClient({ region: config.region })), functionName);
  return createConsultaPrevia(config, clients);
}
