import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvoiceChange, InvoiceChangeCandidate } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchGetAll } from './batch-get';
import { isConditionFailure } from './condition-failure';

/** How long a change key is remembered: well past the window a sync looks at, so nothing is found twice. */
export const CHANGE_KEY_RETENTION_DAYS = 60;

const RECORD = 'cambio#';
/** Sort key above every record's ('cambio#' and 12 digits). */
const AFTER_LAST_RECORD = 'cambio#~';
const SEEN = 'visto#';
const COUNTER = 'contador';

/** The record's sort key: ids zero-padded so the key order is the id order. */
function recordSk(id: number): string {
  return `${RECORD}${String(id).padStart(12, '0')}`;
}

/**
 * The sales-ledger radar's change records of each factoring (table `invoiceChanges`, lambdas/store/tables.ts).
 * dynalite has no transactions, so a record is written in three steps that a repeat can finish: the change key's
 * mark is put conditionally (only the first writer of a key gets through) holding the numbered record as pending,
 * then the record, then the pending copy is dropped. A writer that died in between leaves a pending mark, and the
 * next call that finds the key writes its record under the same id.
 */
export class InvoiceChangeRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Records the candidates whose key the scope's factoring has not recorded yet, with ids after every id it gave
   * (in the candidates' order; a key lost to a concurrent writer leaves a gap), stamped `now`.
   * @returns the records this call wrote (pending ones of an earlier writer included), in id order.
   * @throws the SDK's error for anything but a failed condition.
   */
  async recordNew(
    scope: FactoringScope,
    candidates: readonly InvoiceChangeCandidate[],
    now: Date,
  ): Promise<InvoiceChange[]> {
    const seen = await this.seenKeys(
      scope,
      candidates.map((candidate) => candidate.key),
    );
    const written: InvoiceChange[] = [];
    for (const [key, pending] of seen) if (pending) written.push(await this.finish(scope, pending, key));
    const fresh = candidates.filter((candidate) => !seen.has(candidate.key));
    if (fresh.length === 0) return written;
    let id = (await this.takeIds(scope, fresh.length)) - fresh.length;
    const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_KEY_RETENTION_DAYS * 86_400;
    for (const { key, at: _at, ...fields } of fresh) {
      id += 1;
      const record: InvoiceChange = { id, detected_at: now.toISOString(), ...fields };
      try {
        await this.doc.send(
          new PutCommand({
            TableName: this.tableName,
            Item: { rutFactoring: scope.rutFactoring, sk: `${SEEN}${key}`, id, pendiente: record, expiresAt },
            ConditionExpression: 'attribute_not_exists(sk)',
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) continue;
        throw error;
      }
      written.push(await this.finish(scope, record, key));
    }
    return written.sort((a, b) => a.id - b.id);
  }

  /**
   * The scope's records after `lastId` (oldest first), or its latest ones when `lastId` is null (newest first); at
   * most `limit`.
   */
  async list(scope: FactoringScope, lastId: number | null, limit: number): Promise<InvoiceChange[]> {
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'rutFactoring = :r AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':r': scope.rutFactoring,
          ':from': lastId === null ? RECORD : recordSk(lastId + 1),
          ':to': AFTER_LAST_RECORD,
        },
        ScanIndexForward: lastId !== null,
        Limit: limit,
      }),
    );
    return (page.Items ?? []).map((item) => item.cambio as InvoiceChange);
  }

  /** Key → its pending record (null once written) of each of `keys` the scope's factoring already marked. */
  private async seenKeys(scope: FactoringScope, keys: readonly string[]): Promise<Map<string, InvoiceChange | null>> {
    const marks = [...new Set(keys)].map((key) => ({ rutFactoring: scope.rutFactoring, sk: `${SEEN}${key}` }));
    const items = await batchGetAll(this.doc, this.tableName, marks);
    return new Map(
      items.map((item) => [String(item.sk).slice(SEEN.length), (item.pendiente as InvoiceChange | undefined) ?? null]),
    );
  }

  /** Reserves `count` ids of the scope's factoring. @returns the last one reserved. */
  private async takeIds(scope: FactoringScope, count: number): Promise<number> {
    const out = await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, sk: COUNTER },
        UpdateExpression: 'ADD ultimo :n',
        ExpressionAttributeValues: { ':n': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.ultimo);
  }

  /** Writes a marked record and drops its pending copy from the mark. */
  private async finish(scope: FactoringScope, record: InvoiceChange, key: string): Promise<InvoiceChange> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { rutFactoring: scope.rutFactoring, sk: recordSk(record.id), cambio: record },
      }),
    );
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, sk: `${SEEN}${key}` },
        UpdateExpression: 'REMOVE pendiente',
      }),
    );
    return record;
  }
}
