/**
 * Builds the prior consultation of a deployment from its configuration (ARCHITECTURE.md: adapters by configuration):
 * the SII web client over `config.siiWeb` (production on AWS, the local SII locally) with the credentials stored
 * sealed in the credentials table, answers archived in the documents bucket; without `siiWeb` every question fails
 * as 'sii-no-disponible', so each row says 'No fue posible conectarse con el SII'.
 */
import { companyGatewayOpener } from '../../sii/company-gateway';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../../platform/config';
import { SiiError } from '../../sii/web/errors';
import type { CessionRepository } from '../../store/cession-repository';
import { ConsultaPreviaService } from './consulta-previa-service';
import type { OpenRegistrySession } from './registry-session';

/** A session whose every question fails: no SII web client is configured. */
const NO_SII: OpenRegistrySession = async ({ rutFactoring }) => {
  const fail = async (): Promise<never> => {
    throw new SiiError('sii-no-disponible', {
      operation: 'consultaPrevia',
      rut: rutFactoring,
      detail: 'no hay cliente web del SII configurado',
    });
  };
  return {
    getEstCesion: fail,
    getEstCesionRelac: fail,
    consultarDocDteCedible: fail,
    fetchEvents: fail,
    fetchReceptionDate: fail,
    close: async () => undefined,
  };
};

/**
 * The service over the configured SII.
 * @param clients the process's DynamoDB document client and S3 client; cessions the cession repository over them.
 */
export function createConsultaPrevia(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client; cessions: Pick<CessionRepository, 'query' | 'findDocument'> },
): ConsultaPreviaService {
  const openSession = companyGatewayOpener(config, clients, 'consulta-previa') ?? NO_SII;
  return new ConsultaPreviaService({ openSession, cessions: clients.cessions, now: () => new Date() });
}
