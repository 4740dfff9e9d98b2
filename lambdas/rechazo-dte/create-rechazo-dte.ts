/**
 * Builds the claims of a deployment from its configuration (ARCHITECTURE.md: adapters by configuration): the SII web
 * client over `config.siiWeb` with the company's credentials stored sealed in the credentials table (a debtor company's
 * certificate is stored like a factoring's), answers archived in the documents bucket; without `siiWeb` every claim
 * fails as 'sii-no-disponible'.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../platform/config';
import { createSealer } from '../platform/sealing/create-sealer';
import { StoredCredentialSource } from '../sii/credential-source';
import { SiiError } from '../sii/web/errors';
import { S3AnswerArchive } from '../sii/web/s3-answer-archive';
import { SiiWebClient } from '../sii/web/sii-web-client';
import { CredentialRepository } from '../store/credential-repository';
import { RechazoDteService, type OpenReclamoSession } from './rechazo-dte-service';

/** A session whose every claim fails: no SII web client is configured. */
const NO_SII: OpenReclamoSession = async (rut) => ({
  ingresarAceptacionReclamoDoc: async () => {
    throw new SiiError('sii-no-disponible', { operation: 'ingresarAceptacionReclamoDoc', rut, detail: 'no hay cliente web del SII configurado' });
  },
  close: async () => undefined,
});

/**
 * The service over the configured SII.
 * @param clients the process's DynamoDB document client and S3 client.
 */
export function createRechazoDte(config: ServerConfig, clients: { doc: DynamoDBDocumentClient; s3: S3Client }): RechazoDteService {
  if (!config.siiWeb) return new RechazoDteService({ openSession: NO_SII, now: () => new Date() });
  const logger = { info: () => undefined, warn: console.warn };
  const web = new SiiWebClient(config.siiWeb, { logger });
  const credentials = new StoredCredentialSource(new CredentialRepository(clients.doc, config.tables.credentials, createSealer(config)));
  const openSession: OpenReclamoSession = async (rut, now) => {
    const stored = await credentials.factoring(rut);
    const archive = new S3AnswerArchive(clients.s3, config.buckets.documents, { scope: rut, runId: `rechazo-dte-${randomUUID()}`, now, logger });
    const gateway = web.factoringGateway(stored, archive);
    return {
      ingresarAceptacionReclamoDoc: (dte, accion) => gateway.ingresarAceptacionReclamoDoc(dte, accion),
      close: async () => {
        await gateway.close();
        await archive.close();
      },
    };
  };
  return new RechazoDteService({ openSession, now: () => new Date() });
}
