import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, type BatchWriteCommandInput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** One request of a BatchWriteItem: a full item to put or the key of an item to delete. */
export type WriteRequest = { PutRequest: { Item: object } } | { DeleteRequest: { Key: Record<string, unknown> } };

type SdkWriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/** BatchWriteItem accepts at most 25 requests per call (DynamoDB API limit). */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 50;

/**
 * Writes the requests to one table in BatchWriteItem calls of 25, retrying UnprocessedItems with
 * exponential back-off (50 ms doubling, 8 attempts per chunk). Puts are idempotent and deletes of missing
 * keys are no-ops, so a retried chunk never duplicates anything.
 * @throws Error naming the table and how many requests stayed unprocessed after the last attempt; SDK
 *   errors (validation, throttling beyond the SDK's own retries) propagate.
 */
export async function batchWrite(
  doc: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  requests: readonly WriteRequest[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending = requests.slice(start, start + BATCH_SIZE);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === MAX_ATTEMPTS) {
        throw new Error(
          `BatchWrite on ${tableName}: ${pending.length} requests unprocessed after ${MAX_ATTEMPTS} attempts`,
        );
      }
      if (attempt > 0) await sleep(BASE_DELAY_MS * 2 ** (attempt - 1));
      const result = await doc.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending as SdkWriteRequests } }),
      );
      pending = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    }
  }
}
