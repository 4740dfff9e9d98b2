import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import pLimit from 'p-limit';
import type { InvoiceChange, InvoiceChangeCandidate } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchGetAll } from './batch-get';
import { batchWrite } from './batch-write';
import { isConditionFailure } from './condition-failure';

/** How long a change key is remembered: well past the window a sync looks at, so nothing is found twice. */
export const CHANGE_KEY_RETENTION_DAYS = 60;

const RECORD = 'cambio#';
/** Sort key above every record's ('cambio#' and 12 digits). */
const AFTER_LAST_RECORD = 'cambio#~';
const SEEN = 'visto#';
const COUNTER = 'contador';
const FOLLOWED = 'seguido#';
/** Conditional mark puts in flight at once (each is one request; DynamoDB has no conditional batch write). */
const MARK_CONCURRENCY = 16;

/** The record's sort key: ids zero-padded so the key order is the id order. */
function recordSk(id: number): string {
  return `${RECORD}${String(id).padStart(12, '0')}`;
}

/** A numbered record and the change key whose mark holds it until the record is written. */
interface MarkedRecord {
  key: string;
  record: InvoiceChange;
  /** The mark's expiry (epoch seconds), kept when the mark is put again without its pending copy; absent: none. */
  expiresAt?: number;
}

/**
 * The sales-ledger radar's change records of each factoring (table `invoiceChanges`, lambdas/store/tables.ts).
 * dynalite has no transactions, so records are written in three steps that a repeat can finish: each change key's
 * mark is put conditionally (only the first writer of a key gets through; these puts run side by side, since no batch
 * write takes a condition) holding the numbered record as pending, then the records in BatchWriteItem calls (in id
 * order), then the marks again without their pending copy, also batched. A writer that died in between leaves pending
 * marks, and the next call that finds their keys writes their records under the same ids.
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
   * @throws the SDK's error for anything but a failed condition; batch-write.ts's error for writes left unprocessed.
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
    const marked = [...seen.values()].filter((mark): mark is MarkedRecord => mark !== null);
    const fresh = candidates.filter((candidate) => !seen.has(candidate.key));
    if (fresh.length > 0) {
      const last = await this.takeIds(scope, fresh.length);
      const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_KEY_RETENTION_DAYS * 86_400;
      const numbered = fresh.map(({ key, at: _at, ...fields }, i): MarkedRecord => {
        const record: InvoiceChange = { id: last - fresh.length + i + 1, detected_at: now.toISOString(), ...fields };
        return { key, record, expiresAt };
      });
      const limit = pLimit(MARK_CONCURRENCY);
      const claimed = await Promise.all(numbered.map((mark) => limit(() => this.claim(scope, mark))));
      marked.push(...numbered.filter((_, i) => claimed[i]));
    }
    return this.finish(scope, marked);
  }

  /**
   * When the scope's factoring started following a client's changes: the instant of its first recording pass, kept
   * from then on (item 'seguido#{rutCliente}', put only if absent, so of two first passes the earlier put wins).
   * @param rutCliente 'NNNNNNNN-D'; now the instant recorded when the client has none yet.
   * @returns the ISO instant.
   * @throws the SDK's error for anything but a failed condition.
   */
  async followedSince(scope: FactoringScope, rutCliente: string, now: Date): Promise<string> {
    const Key = { rutFactoring: scope.rutFactoring, sk: `${FOLLOWED}${rutCliente}` };
    const stored = await this.doc.send(new GetCommand({ TableName: this.tableName, Key, ConsistentRead: true }));
    if (stored.Item) return String(stored.Item.desde);
    try {
      const desde = now.toISOString();
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...Key, desde },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
      return desde;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return this.followedSince(scope, rutCliente, now);
    }
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

  /** Key → its mark's pending record (null once written) of each of `keys` the scope's factoring already marked. */
  private async seenKeys(scope: FactoringScope, keys: readonly string[]): Promise<Map<string, MarkedRecord | null>> {
    const marks = [...new Set(keys)].map((key) => ({ rutFactoring: scope.rutFactoring, sk: `${SEEN}${key}` }));
    const items = await batchGetAll(this.doc, this.tableName, marks);
    return new Map(
      items.map((item) => {
        const key = String(item.sk).slice(SEEN.length);
        const record = item.pendiente as InvoiceChange | undefined;
        const expiry = typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {};
        return [key, record ? { key, record, ...expiry } : null];
      }),
    );
  }

  /** Puts a key's mark holding its pending record unless the key is marked. @returns whether this call marked it. */
  private async claim({ rutFactoring }: FactoringScope, { key, record, ...expiry }: MarkedRecord): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { rutFactoring, sk: `${SEEN}${key}`, id: record.id, pendiente: record, ...expiry },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
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

  /**
   * Writes the marked records (batched, in id order) and then their marks without the pending copy.
   * @returns the records, in id order.
   */
  private async finish({ rutFactoring }: FactoringScope, marked: readonly MarkedRecord[]): Promise<InvoiceChange[]> {
    const ordered = [...marked].sort((a, b) => a.record.id - b.record.id);
    await batchWrite(
      this.doc,
      this.tableName,
      ordered.map(({ record }) => ({
        PutRequest: { Item: { rutFactoring, sk: recordSk(record.id), cambio: record } },
      })),
    );
    await batchWrite(
      this.doc,
      this.tableName,
      ordered.map(({ key, record, ...expiry }) => ({
        PutRequest: { Item: { rutFactoring, sk: `${SEEN}${key}`, id: record.id, ...expiry } },
      })),
    );
    return ordered.map(({ record }) => record);
  }
}
