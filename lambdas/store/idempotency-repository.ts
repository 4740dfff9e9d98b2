import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './condition-failure';

/** What a claim of a request found: nobody ran it yet (now it is this caller's), it is running, or its answer. */
export type IdempotentClaim = { kind: 'new' } | { kind: 'running' } | { kind: 'done'; answer: unknown };

/**
 * The requests that must run once however often they are retried (the e-mail-sending POSTs), kept in the `leases`
 * table (lambdas/store/tables.ts: pk `lease`, `expiresAt` epoch seconds, its TTL attribute) under names
 * 'idempotencia#…'. A claim is one conditional put (dynalite has no transactions); the answer is stored as JSON text.
 */
export class IdempotencyRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Takes `name` until `expiresAt` when nobody holds it or its hold has expired at `nowSeconds`.
   * @returns 'new' when taken; otherwise 'done' with the stored answer, or 'running' while its first run has none.
   * @throws the store's error.
   */
  async claim(name: string, expiresAt: number, nowSeconds: number): Promise<IdempotentClaim> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { lease: name, expiresAt },
          ConditionExpression: 'attribute_not_exists(#lease) OR expiresAt < :now',
          ExpressionAttributeNames: { '#lease': 'lease' },
          ExpressionAttributeValues: { ':now': nowSeconds },
        }),
      );
      return { kind: 'new' };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { lease: name } }));
    const answer = out.Item?.respuesta;
    return typeof answer === 'string' ? { kind: 'done', answer: JSON.parse(answer) } : { kind: 'running' };
  }

  /** Stores the answer of the claimed `name`, kept until `expiresAt`. @throws the store's error. */
  async complete(name: string, answer: unknown, expiresAt: number): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { lease: name, expiresAt, respuesta: JSON.stringify(answer) },
      }),
    );
  }

  /** Gives the claimed `name` up, so the request may run again. @throws the store's error. */
  async release(name: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { lease: name } }));
  }
}
