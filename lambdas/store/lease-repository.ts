import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeApplied } from './condition-failure';

/**
 * Epoch seconds at which a lease taken at `now` for `ttlMs` runs out, rounded up so a lease never lasts less
 * than asked. Seconds, because the same attribute can be the table's DynamoDB TTL attribute.
 */
function expiresAt(now: Date, ttlMs: number): number {
  return Math.ceil((now.getTime() + ttlMs) / 1000);
}

/**
 * Leases that keep two runs of the same work from overlapping (table `leases` of lambdas/store/tables.ts: pk
 * `lease`, attributes `owner` and `expiresAt` in epoch seconds). Every operation is one conditional single-item
 * write, because dynalite has no transactions (ARCHITECTURE.md "Known gotchas"). Lease names are the job
 * runner's: 'refresh#{rutFactoring}', 'client-sync#{rutFactoring}#{rutCliente}', 'client-db#{rutFactoring}'.
 */
export class LeaseRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Takes `lease` for `owner` until `now` + `ttlMs` when nobody holds it or its holder's time has run out (a
   * crashed run's lease is taken over once it expires; expiry is checked in whole seconds).
   * @returns true when taken, false when another owner holds it.
   * @throws the store's error for anything but a held lease.
   */
  async acquire(lease: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    return writeApplied(
      this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { lease, owner, expiresAt: expiresAt(now, ttlMs) },
          ConditionExpression: 'attribute_not_exists(#lease) OR expiresAt < :now',
          ExpressionAttributeNames: { '#lease': 'lease' },
          ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
        }),
      ),
    );
  }

  /**
   * Extends `owner`'s hold on `lease` to `now` + `ttlMs` (a long run keeps its lease alive with it).
   * @returns false when the lease is no longer this owner's (it expired and was taken, or was released).
   * @throws the store's error for anything but a lost lease.
   */
  async renew(lease: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    return writeApplied(
      this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { lease },
          UpdateExpression: 'SET expiresAt = :expiresAt',
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner, ':expiresAt': expiresAt(now, ttlMs) },
        }),
      ),
    );
  }

  /**
   * Gives `lease` up when `owner` still holds it; a lease that expired and was taken by another owner is left to
   * that owner (not an error).
   * @returns true when released, false when the lease was not this owner's.
   * @throws the store's error for anything but a lost lease.
   */
  async release(lease: string, owner: string): Promise<boolean> {
    return writeApplied(
      this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { lease },
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner },
        }),
      ),
    );
  }
}
