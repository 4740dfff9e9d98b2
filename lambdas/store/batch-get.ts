import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** BatchGetItem reads at most 100 keys per call (DynamoDB API limit). */
const BATCH_GET_LIMIT = 100;

/**
 * The stored items of `keys` in one table, read in BatchGetItem calls of 100, each call repeated for its
 * UnprocessedKeys until none are left. A key without an item gives nothing.
 * @param attributes when given, only these attributes of each item are read (a ProjectionExpression).
 * @returns the items found, in no particular order.
 * @throws the SDK's error.
 */
export async function batchGetAll(
  doc: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
  keys: readonly Record<string, unknown>[],
  attributes?: readonly string[],
): Promise<Record<string, unknown>[]> {
  const projection = attributes && {
    ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
  };
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let requested: Record<string, unknown>[] | undefined = keys.slice(start, start + BATCH_GET_LIMIT);
    while (requested && requested.length > 0) {
      const out: BatchGetCommandOutput = await doc.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested, ...projection } } }),
      );
      items.push(...(out.Responses?.[tableName] ?? []));
      requested = out.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return items;
}
