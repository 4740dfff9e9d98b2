/**
 * A company's gateway at the SII with its stored credentials and a fresh answer archive, the one way every caller
 * opens one (the envíos job, the prior consultation, the debtor's claims): close() logs out, then stores the archive.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../platform/config';
import type { FactoringScope } from '../platform/factoring-scope';
import { createSealer } from '../platform/sealing/create-sealer';
import { CredentialRepository } from '../store/credential-repository';
import { StoredCredentialSource } from './credential-source';
import type { FactoringSiiCredentials } from '../platform/sii-credentials';
import type { AnswerArchive } from './web/answer-archive';
import type { LoginResult } from './web/client-api';
import type { FactoringSiiGateway } from './web/factoring-gateway';
import { S3AnswerArchive } from './web/s3-answer-archive';
import { SiiWebClient } from './web/sii-web-client';
import type { SiiLogger } from './web/sii-http';
import { logger } from '../platform/observability';

/** What opening a company's gateway needs. */
export interface CompanyGatewayDeps {
  web: Pick<SiiWebClient, 'factoringGateway'>;
  /** A fresh archive for the answers of one use by `scope` (the company's RUT) started at `now`. */
  archive(scope: string, now: Date): AnswerArchive;
}

/**
 * The gateway of the company `credentials` name, archiving every answer; nothing is sent before its first call.
 * @param onLogin told each portal login outcome made with the stored clave.
 * @returns the gateway, whose close() logs out and then closes the archive (never throws).
 */
export function companyGateway(
  deps: CompanyGatewayDeps,
  credentials: FactoringSiiCredentials,
  now: Date,
  onLogin?: (result: LoginResult) => void,
): FactoringSiiGateway {
  const archive = deps.archive(credentials.rutEmpresa, now);
  const gateway = deps.web.factoringGateway(credentials, archive, onLogin);
  const logout = gateway.close.bind(gateway);
  return Object.assign(gateway, {
    close: async () => {
      await logout();
      await archive.close();
    },
  });
}

/**
 * Opens companies' gateways from the configuration of an API-side function: the SII web client over `config.siiWeb`,
 * the credentials stored sealed in the credentials table, answers archived in the documents bucket under runs named
 * '{runLabel}-{uuid}'.
 * @returns the opener of the gateway of a scope's factoring, or null without `siiWeb`.
 */
export function companyGatewayOpener(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client },
  runLabel: string,
): ((scope: FactoringScope, now: Date) => Promise<FactoringSiiGateway>) | null {
  if (!config.siiWeb) return null;
  // The SII client's info lines (each login, each archived answer) would drown the warnings.
  const siiLogger: SiiLogger = { info: () => undefined, warn: (message, data) => logger.warn(message, { ...data }) };
  const credentials = new StoredCredentialSource(
    new CredentialRepository(clients.doc, config.tables.credentials, createSealer(config)),
  );
  const deps: CompanyGatewayDeps = {
    web: new SiiWebClient(config.siiWeb, { logger: siiLogger }),
    archive: (scope, now) =>
      new S3AnswerArchive(clients.s3, config.buckets.documents, {
        scope,
        runId: `${runLabel}-${randomUUID()}`,
        now,
        logger: siiLogger,
      }),
  };
  return async (scope, now) => companyGateway(deps, await credentials.factoring(scope), now);
}
