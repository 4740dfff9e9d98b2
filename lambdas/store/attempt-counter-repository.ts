import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure';

/**
 * Short-lived counters and marks shared by every Lambda, kept in the `leases` table (lambdas/store/tables.ts: pk
 * `lease`, `expiresAt` in epoch seconds, its DynamoDB TTL attribute) beside the job leases, under names of their own
 * ('clave-intentos#…', 'clave-rechazada#…'). Each operation is one conditional single-item write or one read, like the
 * leases (dynalite has no transactions). An item whose `expiresAt` has passed counts as absent, since DynamoDB deletes
 * expired items only eventually.
 */
export class AttemptCounterRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Counts one attempt under `name` unless `limit` were already counted there before `expiresAt`.
   * @param expiresAt epoch seconds at which the counter's window ends (the next window uses another name).
   * @returns true when counted, false when the limit was reached (nothing changed).
   * @throws the store's error for anything but a reached limit.
   */
  async take(name: string, limit: number, expiresAt: number): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { lease: name },
          UpdateExpression: 'SET attempts = if_not_exists(attempts, :zero) + :one, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit, ':expiresAt': expiresAt },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Marks `name` until `expiresAt` (epoch seconds). @throws the store's error. */
  async mark(name: string, expiresAt: number): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { lease: name, expiresAt } }));
  }

  /** Whether `name` is marked and its mark has not expired at `nowSeconds`. @throws the store's error. */
  async isMarked(name: string, nowSeconds: number): Promise<boolean> {
    const out = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { lease: name }, ProjectionExpression: 'expiresAt' }),
    );
    return typeof out.Item?.expiresAt === 'number' && out.Item.expiresAt > nowSeconds;
  }
}
