import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

/** Items per BatchWriteItem call (the DynamoDB maximum). */
const BATCH_SIZE = 25;

/**
 * Recreates a local table whose definition changed in a way dynalite cannot apply in place (a new GSI):
 * reads every item, deletes the table, lets `create` make it anew from lambdas/store/tables.ts, and writes the
 * items back unchanged, so a local data directory survives an update that adds an index (README "Settings").
 * Local mode only: a Scan of the whole table is fine on one machine's demo data, never on a request path.
 * @param create creates the table from its definition and resolves once it is ACTIVE.
 * @returns the number of items copied back.
 * @throws the engine's error, or an Error when the old table is not gone within 10 s; items are held in memory until
 *   written back, so a failure after the delete loses that table's local data (it is rebuilt by the next refresh or
 *   seed).
 */
export async function rebuildTable(
  client: DynamoDBClient,
  tableName: string,
  create: () => Promise<void>,
): Promise<number> {
  const items: Record<string, AttributeValue>[] = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitUntilGone(client, tableName);
  await create();
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests: WriteRequest[] = items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
      requests = answer.UnprocessedItems?.[tableName] ?? [];
    }
  }
  return items.length;
}

/** Polls DescribeTable every 10 ms until the table no longer exists (dynalite deletes asynchronously). */
async function waitUntilGone(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      throw error;
    }
    await sleep(10);
  }
  throw new Error(`Local table ${tableName} was not deleted within 10 s`);
}
