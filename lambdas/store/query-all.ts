import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * Every item a DynamoDB Query matches, read page after page (LastEvaluatedKey) until the last: the one loop the
 * repositories share to list a partition (a factoring's nómina, recessionaries, envíos, a user's companies...).
 * @param input the Query without ExclusiveStartKey.
 * @returns the items in the Query's order; [] when none.
 * @throws the SDK's error.
 */
export async function queryAll<T = Record<string, unknown>>(
  doc: Pick<DynamoDBDocumentClient, 'send'>,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
