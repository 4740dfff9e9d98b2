/**
 * Builds the claims of a deployment from its configuration (ARCHITECTURE.md: adapters by configuration): the SII web
 * client over `config.siiWeb` with the company's credentials stored sealed in the credentials table (a debtor company's
 * certificate is stored like a factoring's), answers archived in the documents bucket; without `siiWeb` every claim
 * fails as 'sii-no-disponible'.
 */
import { companyGatewayOpener } from '../../sii/company-gateway';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../../platform/config';
import { SiiError } from '../../sii/web/errors';
import { RechazoDteService, type OpenReclamoSession } from './rechazo-dte-service';

/** A session whose every claim fails: no SII web client is configured. */
const NO_SII: OpenReclamoSession = async ({ rutFactoring: rut }) => ({
  ingresarAceptacionReclamoDoc: async () => {
    throw new SiiError('sii-no-disponible', {
      operation: 'ingresarAceptacionReclamoDoc',
      rut,
      detail: 'no hay cliente web del SII configurado',
    });
  },
  close: async () => undefined,
});

/**
 * The service over the configured SII.
 * @param clients the process's DynamoDB document client and S3 client.
 */
export function createRechazoDte(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client },
): RechazoDteService {
  const openSession = companyGatewayOpener(config, clients, 'rechazo-dte') ?? NO_SII;
  return new RechazoDteService({ openSession, now: () => new Date() });
}
