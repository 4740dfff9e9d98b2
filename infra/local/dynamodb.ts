import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  type AttributeDefinition,
  type CreateTableCommandInput,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { startEngineThread, type LocalEngine } from './engine-thread';
import { LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { rebuildTable } from './rebuild-table';
import { TABLES, type KeyDefinition, type LogicalTableName, type TableDefinition } from '@lambdas/store/tables';

export interface LocalDynamoOptions {
  /** Directory of the LevelDB store; data survives restarts on the same path. */
  path: string;
  /** TCP port on 127.0.0.1; a free one when omitted. */
  port?: number;
  /** Physical name of each table; the logical name when omitted. */
  tableNames?: Partial<Record<LogicalTableName, string>>;
}

/**
 * Starts dynalite (DynamoDB API over LevelDB) on 127.0.0.1 in a worker thread (engine-thread.ts) and creates every
 * table of lambdas/store/tables.ts that is missing, with its GSIs (ARCHITECTURE.md practice 4: one definition
 * for infra and local mode). Returns the endpoint and a stop() that closes the server and the store.
 * An existing table that lacks an index of TABLES (dynalite cannot add one in place) is recreated with its
 * items copied back (rebuild-table.ts).
 * @throws when the port is taken, or the engine's error.
 */
export async function startLocalDynamo(options: LocalDynamoOptions): Promise<LocalEngine> {
  const { endpoint, stop } = await startEngineThread({
    engine: 'dynalite',
    options: { path: options.path, port: options.port ?? 0 },
  });
  try {
    await ensureTables(endpoint, options.tableNames ?? {});
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

async function ensureTables(endpoint: string, names: Partial<Record<LogicalTableName, string>>): Promise<void> {
  const client = new DynamoDBClient({
    region: 'local',
    endpoint,
    credentials: LOCAL_ENDPOINT_CREDENTIALS,
  });
  try {
    for (const [logical, definition] of Object.entries(TABLES) as [LogicalTableName, TableDefinition][]) {
      await ensureTable(client, names[logical] ?? logical, definition);
    }
  } finally {
    client.destroy();
  }
}

async function ensureTable(client: DynamoDBClient, tableName: string, definition: TableDefinition): Promise<void> {
  const create = async () => {
    await client.send(new CreateTableCommand(createTableInput(tableName, definition)));
    await waitUntilActive(client, tableName);
  };
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    if (definition.globalSecondaryIndexes.some((index) => !present.has(index.indexName))) {
      await rebuildTable(client, tableName, create);
    }
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await create();
}

/**
 * Polls DescribeTable every 10 ms until the table is ACTIVE (dynalite flips it right after creation;
 * the SDK waiter would sleep 20 s between checks).
 * @throws Error when the table is not ACTIVE within 10 s.
 */
async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await sleep(10);
  }
  throw new Error(`Local table ${tableName} did not become ACTIVE`);
}

/** The CreateTable request of one table definition (on-demand billing, indexes projecting every attribute). */
function createTableInput(tableName: string, definition: TableDefinition): CreateTableCommandInput {
  const attributes = new Map<string, AttributeDefinition>();
  const keySchema = (partitionKey: KeyDefinition, sortKey?: KeyDefinition): KeySchemaElement[] => {
    const keys = sortKey ? [partitionKey, sortKey] : [partitionKey];
    for (const key of keys) attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
    return keys.map((key, i) => ({ AttributeName: key.name, KeyType: i === 0 ? 'HASH' : 'RANGE' }));
  };
  const tableKeys = keySchema(definition.partitionKey, definition.sortKey);
  const indexes = definition.globalSecondaryIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: keySchema(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  }));
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: tableKeys,
    AttributeDefinitions: [...attributes.values()],
    ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes } : {}),
  };
}
