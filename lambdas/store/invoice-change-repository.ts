import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { InvoiceChange, InvoiceChangeCandidate } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../platform/factoring-scope';
import { JOB_TIMEOUT_MS } from '../platform/job-timeout';
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
/** Counter attribute of a writer's id reservation: 'reserva#{epoch ms}#{uuid}', valued the last id before its range. */
const RESERVATION = 'reserva#';
const FOLLOWED = 'seguido#';
/** Conditional mark puts in flight at once (each is one request; DynamoDB has no conditional batch write). */
const MARK_CONCURRENCY = 16;

/**
 * How long a writer may hold ids it reserved: longer than any job runs, so a reservation older than this is of a
 * writer that died; its ids are given up on.
 */
export const WRITER_TIMEOUT_MS = JOB_TIMEOUT_MS + 60_000;

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
 * marks, and the next call that finds their keys writes their records under the same ids. Each writer's ids are
 * reserved on the counter item until its records are written, so a poll can tell which ids may still appear
 * ({@link InvoiceChangeRepository.settledId}).
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
    if (fresh.length === 0) return this.finish(scope, marked);
    const reservation = await this.reserveIds(scope, fresh.length, now);
    const expiresAt = Math.floor(now.getTime() / 1000) + CHANGE_KEY_RETENTION_DAYS * 86_400;
    const numbered = fresh.map(({ key, at: _at, ...fields }, i): MarkedRecord => {
      const record: InvoiceChange = { id: reservation.before + i + 1, detected_at: now.toISOString(), ...fields };
      return { key, record, expiresAt };
    });
    const limit = pLimit(MARK_CONCURRENCY);
    const claimed = await Promise.all(numbered.map((mark) => limit(() => this.claim(scope, mark))));
    marked.push(...numbered.filter((_, i) => claimed[i]));
    const written = await this.finish(scope, marked);
    await this.release(scope, reservation);
    return written;
  }

  /**
   * The highest id at or below which every id the scope's factoring gave is written or given up on, as of `now`:
   * the last id given, or the last before the range of the oldest reservation still held by a writer (not older
   * than {@link WRITER_TIMEOUT_MS}). Concurrent writers make their records visible out of id order, so a poll that
   * moves its cursor past this id may never see a record written later under a lower id. Read before the records.
   * A dead writer's records that a later call finishes under their ids (see {@link recordNew}) come after this id
   * passed them, so a poll does not bring them.
   * @returns an id (integer >= 0; 0 while nothing was given).
   * @throws the SDK's error.
   */
  async settledId(scope: FactoringScope, now: Date): Promise<number> {
    const counter = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, sk: COUNTER },
        ConsistentRead: true,
      }),
    );
    const item = counter.Item ?? {};
    const held = reservations(item).filter((reservation) => !isAbandoned(reservation, now));
    return Math.min(Number(item.ultimo ?? 0), ...held.map((reservation) => reservation.before));
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
        ConsistentRead: true,
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

  /**
   * Reserves `count` ids of the scope's factoring, stamped `now`: the counter moves on and keeps, in the same write,
   * which range this writer holds until {@link release}. @returns the reservation, with those the counter holds.
   */
  private async reserveIds(scope: FactoringScope, count: number, now: Date): Promise<Reservation> {
    const name = `${RESERVATION}${now.getTime()}#${randomUUID()}`;
    const out = await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring: scope.rutFactoring, sk: COUNTER },
        UpdateExpression: 'SET ultimo = if_not_exists(ultimo, :zero) + :n, #reserva = if_not_exists(ultimo, :zero)',
        ExpressionAttributeNames: { '#reserva': name },
        ExpressionAttributeValues: { ':zero': 0, ':n': count },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const counter = out.Attributes ?? {};
    const abandoned = reservations(counter).filter((reservation) => isAbandoned(reservation, now));
    return { name, before: Number(counter[name]), at: now.getTime(), abandoned };
  }

  /** Drops the writer's reservation from the counter, and those of dead writers it saw when it reserved. */
  private async release({ rutFactoring }: FactoringScope, reservation: Reservation): Promise<void> {
    const names = [reservation, ...(reservation.abandoned ?? [])].map((held) => held.name);
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring, sk: COUNTER },
        UpdateExpression: `REMOVE ${names.map((_, i) => `#r${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#r${i}`, name])),
      }),
    );
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

/** A writer's hold on the ids after `before`, from `at` (epoch ms); with the dead writers' ones seen beside it. */
interface Reservation {
  name: string;
  before: number;
  at: number;
  abandoned?: Reservation[];
}

/** The reservations the counter item holds. */
function reservations(counter: Record<string, unknown>): Reservation[] {
  return Object.entries(counter)
    .filter(([name]) => name.startsWith(RESERVATION))
    .map(([name, before]) => ({ name, before: Number(before), at: Number(name.split('#')[1]) }));
}

/** Whether the reservation's writer has outlived {@link WRITER_TIMEOUT_MS} at `now`, so it died. */
function isAbandoned(reservation: Reservation, now: Date): boolean {
  return now.getTime() - reservation.at > WRITER_TIMEOUT_MS;
}
