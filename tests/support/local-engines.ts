import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startLocalDynamo } from '@infra/local/dynamodb';
import { startLocalS3 } from '@infra/local/s3';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { serverConfigSchema, type ServerConfig } from '@lambdas/platform/config';
import { TABLES } from '@lambdas/store/tables';

/** dynalite and s3rver running on free ports over a fresh temporary directory, and the config that reaches them. */
export interface LocalEngines {
  /**
   * Server configuration pointing at the engines: tables and bucket under their logical names,
   * placeholder auth fields (add cognito-local on top when a test needs tokens).
   */
  config: ServerConfig;
  /** The temporary directory holding both engines' data (removed by stop()). */
  dataDir: string;
  /** A DynamoDB document client on dynalite (destroyed by stop()). */
  doc: DynamoDBDocumentClient;
  /** An S3 client on s3rver (destroyed by stop()). */
  s3: S3Client;
  /** Destroys both clients, stops both engines and removes the temporary directory. */
  stop(): Promise<void>;
}

/**
 * Starts dynalite (every table of lambdas/store/tables.ts) and s3rver (the documents bucket) for an
 * integration test, with a client on each. Call in beforeAll and stop() in afterAll. `overrides` is merged into the
 * config (e.g. `{ siiDir }`).
 */
export async function startLocalEngines(overrides: Partial<ServerConfig> = {}): Promise<LocalEngines> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'radar-engines-'));
  const documentsBucket = 'documents';
  const dynamo = await startLocalDynamo({ path: path.join(dataDir, 'dynamodb') });
  const s3 = await startLocalS3({ directory: path.join(dataDir, 's3'), buckets: [documentsBucket] }).catch(
    async (error: unknown) => {
      await dynamo.stop();
      throw error;
    },
  );
  const config = serverConfigSchema.parse({
    region: 'us-east-1',
    tables: Object.fromEntries(Object.keys(TABLES).map((logical) => [logical, logical])),
    buckets: { documents: documentsBucket },
    auth: {
      userPoolId: 'local_placeholder',
      clientId: 'placeholder-client',
      issuer: 'http://127.0.0.1/placeholder-issuer',
      jwksUri: 'http://127.0.0.1/placeholder-issuer/.well-known/jwks.json',
    },
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint },
    ...overrides,
  });
  const doc = createDynamoDocumentClient(config);
  const s3Client = createS3Client(config);
  return {
    config,
    dataDir,
    doc,
    s3: s3Client,
    stop: async () => {
      doc.destroy();
      s3Client.destroy();
      await Promise.allSettled([dynamo.stop(), s3.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
