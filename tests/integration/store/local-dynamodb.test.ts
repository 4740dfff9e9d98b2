import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalDynamo } from '@infra/local/dynamodb';
import { LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { TABLES } from '@lambdas/store/tables';

function clientFor(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ region: 'local', endpoint, credentials: LOCAL_ENDPOINT_CREDENTIALS });
}

describe('local DynamoDB (dynalite)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'radar-dynalite-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates every table of TABLES with its keys and indexes, under the given names', async () => {
    const engine = await startLocalDynamo({ path: path.join(dir, 'schema'), tableNames: { cessions: 'dev-cessions' } });
    const client = clientFor(engine.endpoint);
    try {
      for (const [logical, definition] of Object.entries(TABLES)) {
        const name = logical === 'cessions' ? 'dev-cessions' : logical;
        const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
        expect(Table?.TableStatus).toBe('ACTIVE');
        expect(Table?.KeySchema?.map((key) => key.AttributeName)).toEqual(
          [definition.partitionKey.name, definition.sortKey?.name].filter(Boolean),
        );
        expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
          definition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
        );
      }
    } finally {
      client.destroy();
      await engine.stop();
    }
  });

  it('keeps its data across a restart on the same path', async () => {
    const dataPath = path.join(dir, 'persistent');
    const first = await startLocalDynamo({ path: dataPath });
    const firstDoc = DynamoDBDocumentClient.from(clientFor(first.endpoint));
    await firstDoc.send(
      new PutCommand({
        TableName: 'factorings',
        Item: { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', features: {} },
      }),
    );
    firstDoc.destroy();
    await first.stop();

    const second = await startLocalDynamo({ path: dataPath });
    const secondDoc = DynamoDBDocumentClient.from(clientFor(second.endpoint));
    try {
      const { Item } = await secondDoc.send(new GetCommand({ TableName: 'factorings', Key: { rut: '76389992-6' } }));
      expect(Item?.razonSocial).toBe('ST CAPITAL S.A.');
    } finally {
      secondDoc.destroy();
      await second.stop();
    }
  });

  it('recreates a table stored without an index of TABLES and keeps its items', async () => {
    const dataPath = path.join(dir, 'old-schema');
    const first = await startLocalDynamo({ path: dataPath, tableNames: { userCompanies: 'scratch' } });
    const firstClient = clientFor(first.endpoint);
    const { partitionKey, sortKey } = TABLES.userCompanies;
    await firstClient.send(
      new CreateTableCommand({
        TableName: 'userCompanies',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [partitionKey, sortKey!].map((key) => ({
          AttributeName: key.name,
          AttributeType: key.type,
        })),
        KeySchema: [
          { AttributeName: partitionKey.name, KeyType: 'HASH' },
          { AttributeName: sortKey!.name, KeyType: 'RANGE' },
        ],
      }),
    );
    await vi.waitUntil(
      async () =>
        (await firstClient.send(new DescribeTableCommand({ TableName: 'userCompanies' }))).Table?.TableStatus ===
        'ACTIVE',
      { timeout: 10_000, interval: 10 },
    );
    const firstDoc = DynamoDBDocumentClient.from(firstClient);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      username: `user-${i}`,
      rutEmpresa: '76389992-6',
      razonSocial: 'ST CAPITAL S.A.',
    }));
    for (const Item of rows) await firstDoc.send(new PutCommand({ TableName: 'userCompanies', Item }));
    firstDoc.destroy();
    await first.stop();

    const second = await startLocalDynamo({ path: dataPath });
    const client = clientFor(second.endpoint);
    const doc = DynamoDBDocumentClient.from(client);
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: 'userCompanies' }));
      expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName)).toEqual(
        TABLES.userCompanies.globalSecondaryIndexes.map((index) => index.indexName),
      );
      for (const row of rows) {
        const { Item } = await doc.send(
          new GetCommand({ TableName: 'userCompanies', Key: { username: row.username, rutEmpresa: row.rutEmpresa } }),
        );
        expect(Item).toEqual(row);
      }
    } finally {
      doc.destroy();
      await second.stop();
    }
  });
});
