import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CessionRecord } from '@domain/cession';
import { normalizeRut } from '@domain/rut';
import type { SiiRole } from '@domain/sii-role';
import { CESSIONS_BY_DOCUMENT_INDEX } from './tables';
import { BadRequestError } from '../platform/errors';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite } from './batch-write';
import { cessionDocKey, cessionPartitionKey, cessionSortKey } from './cession-keys';
import { decodePageToken, encodePageToken } from './page-token';

/**
 * A page request over the cessions of the scope's factoring in one role (core-platform §7 cession lists:
 * fechaInicio, fechaTermino, rut, folio). Dates 'yyyy-MM-dd' inclusive, compared with fechaCesion.
 */
export interface CessionQuery {
  role: SiiRole;
  /** 'yyyy-MM-dd', first day included */
  desde: string;
  /** 'yyyy-MM-dd', last day included */
  hasta: string;
  /** Any party: matches the emisor, cedente, cesionario or deudor RUT (normalised before comparing). */
  rut?: string;
  folio?: number;
  /** Page size; every matching item when omitted. */
  limit?: number;
  /**
   * At most this many items read (evaluated, matching or not) by this call: the page may then hold fewer than `limit`
   * items while nextToken is not null, so one request never reads an unbounded partition range.
   */
  maxRead?: number;
  /** Opaque token of the previous page. */
  nextToken?: string;
}

/** One page of cessions, ordered by fechaCesion ascending; nextToken null on the last page. */
export interface CessionPage<T = CessionRecord> {
  items: T[];
  nextToken: string | null;
}

/** An attribute of a stored cession a read may be limited to. */
export type CessionField = keyof CessionRecord;

interface CessionItem extends CessionRecord {
  pk: string;
  sk: string;
  docKey: string;
}

function toItem(record: CessionRecord): CessionItem {
  return {
    ...record,
    pk: cessionPartitionKey(record.rutFactoring, record.role),
    sk: cessionSortKey(record),
    docKey: cessionDocKey(record),
  };
}

/**
 * The records, when every one is of the scope's factoring: a write keys each item by its record's rutFactoring, so a
 * record of another factoring would land in that factoring's partition.
 * @throws Error naming the first record of another factoring.
 */
function ownRecords<T extends readonly CessionRecord[]>({ rutFactoring }: FactoringScope, records: T): T {
  const foreign = records.find((record) => record.rutFactoring !== rutFactoring);
  if (foreign) throw new Error(`Cesión de ${foreign.rutFactoring} escrita en el alcance de ${rutFactoring}`);
  return records;
}

function fromItem<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, docKey: _docKey, ...record } = item as unknown as CessionItem;
  return record as T;
}

/**
 * The ProjectionExpression of a read limited to `fields` (the keys pk and sk always: a page's token is built from
 * them), with its own '#p{n}' names so it never meets a filter's; no projection when `fields` is undefined.
 */
function projectionOf(fields: readonly CessionField[] | undefined): {
  ProjectionExpression?: string;
  names: Record<string, string>;
} {
  if (!fields) return { names: {} };
  const names = Object.fromEntries(['pk', 'sk', ...new Set(fields)].map((field, i) => [`#p${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), names };
}

/** The ExpressionAttributeNames of a request, undefined when it names none (DynamoDB refuses an empty map). */
function namesOrNone(...maps: (Record<string, string> | undefined)[]): Record<string, string> | undefined {
  const names = Object.assign({}, ...maps) as Record<string, string>;
  return Object.keys(names).length > 0 ? names : undefined;
}

/**
 * The stored cessions (table `cessions` of lambdas/store/tables.ts): one item per factoring, role,
 * document and idSecuencia. Writes are idempotent Puts keyed by pk/sk (dynalite has no transactions);
 * reads are Queries on one partition with `sk BETWEEN`, never Scans.
 */
export class CessionRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Stores (or replaces) one cession of the scope's factoring under its pk/sk, with its docKey.
   * @throws Error when the record is of another factoring.
   */
  async upsert(scope: FactoringScope, record: CessionRecord): Promise<void> {
    const [own] = ownRecords(scope, [record]);
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: toItem(own!) }));
  }

  /**
   * Stores (or replaces) many cessions of the scope's factoring with BatchWriteItem in chunks of 25, retrying
   * unprocessed items.
   * @throws Error when a record is of another factoring (nothing written), two records share a key (BatchWriteItem
   *   rejects duplicates) or items stay unprocessed.
   */
  async upsertMany(scope: FactoringScope, records: readonly CessionRecord[]): Promise<void> {
    await batchWrite(
      this.doc,
      this.tableName,
      ownRecords(scope, records).map((record) => ({ PutRequest: { Item: toItem(record) } })),
    );
  }

  /**
   * Deletes the items stored under these records' keys (missing ones are ignored), in batches of 25.
   * @throws Error when a record is of another factoring (nothing deleted).
   */
  async removeMany(scope: FactoringScope, records: readonly CessionRecord[]): Promise<void> {
    await batchWrite(
      this.doc,
      this.tableName,
      ownRecords(scope, records).map((record) => ({
        DeleteRequest: {
          Key: { pk: cessionPartitionKey(record.rutFactoring, record.role), sk: cessionSortKey(record) },
        },
      })),
    );
  }

  /**
   * One page of the cessions of the scope's factoring in `role` whose fechaCesion falls in [desde, hasta], ordered
   * by fechaCesion. The rut and folio filters run as a FilterExpression inside the Query; the loop keeps
   * reading until the page holds `limit` matching items, `maxRead` items were read or the partition range ends, so
   * filtered pages are full unless the read bound stopped them. The token is the base64url key of the last item
   * returned (or of the last item read).
   * With `fields` only those attributes of each item are read back (the items still count whole against the read
   * capacity and DynamoDB's 1 MB page, but are neither sent nor parsed whole).
   * @throws BadRequestError when limit is not a positive integer or nextToken is malformed or belongs to
   *   another partition; InvalidRutError when `rut` is not a RUT.
   */
  async query<K extends CessionField = CessionField>(
    { rutFactoring }: FactoringScope,
    q: CessionQuery,
    fields?: readonly K[],
  ): Promise<CessionPage<Pick<CessionRecord, K>>> {
    if (q.limit !== undefined && !(Number.isInteger(q.limit) && q.limit > 0)) {
      throw new BadRequestError('limit debe ser un entero positivo');
    }
    if (q.maxRead !== undefined && !(Number.isInteger(q.maxRead) && q.maxRead > 0)) {
      throw new BadRequestError('maxRead debe ser un entero positivo');
    }
    const pk = cessionPartitionKey(rutFactoring, q.role);
    const filter = buildFilter(q);
    const projection = projectionOf(fields);
    const toRecord = fromItem<Pick<CessionRecord, K>>;
    const limit = q.limit ?? Number.POSITIVE_INFINITY;
    const items: Pick<CessionRecord, K>[] = [];
    let startKey: Record<string, unknown> | undefined = q.nextToken
      ? decodePageToken(q.nextToken, 'pk', pk)
      : undefined;
    let readLeft = q.maxRead ?? Number.POSITIVE_INFINITY;
    while (items.length < limit && readLeft > 0) {
      const remaining = limit - items.length;
      // Without filters every item read is returned, so reading exactly what is missing is cheapest.
      const wanted = Math.min(filter ? Number.POSITIVE_INFINITY : remaining, readLeft);
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :desde AND :hasta',
          FilterExpression: filter?.expression,
          ProjectionExpression: projection.ProjectionExpression,
          ExpressionAttributeNames: namesOrNone(filter?.names, projection.names),
          ExpressionAttributeValues: { ':pk': pk, ':desde': q.desde, ':hasta': `${q.hasta}~`, ...filter?.values },
          ExclusiveStartKey: startKey,
          Limit: Number.isFinite(wanted) ? wanted : undefined,
        }),
      );
      readLeft -= page.ScannedCount ?? 0;
      const found = page.Items ?? [];
      if (found.length > remaining) {
        const kept = found.slice(0, remaining);
        items.push(...kept.map(toRecord));
        const last = kept[kept.length - 1] as CessionItem;
        return { items, nextToken: encodePageToken({ pk: last.pk, sk: last.sk }) };
      }
      items.push(...found.map(toRecord));
      startKey = page.LastEvaluatedKey;
      if (!startKey) return { items, nextToken: null };
    }
    return { items, nextToken: startKey ? encodePageToken(startKey) : null };
  }

  /**
   * Every stored cession of one document held by the scope's factoring in `role`, all idSecuencia, ordered by
   * fechaCesion (one Query on the byDocument index, '{rutFactoring}#{role}#{rutEmisor}#{tipoDTE}#{folio}').
   * Empty when the factoring holds no such document in that role. With `fields` only those attributes are read back.
   */
  async findDocument<K extends CessionField = CessionField>(
    { rutFactoring }: FactoringScope,
    role: SiiRole,
    dte: { rutEmisor: string; tipoDTE: number; folio: number },
    fields?: readonly K[],
  ): Promise<Pick<CessionRecord, K>[]> {
    const docKey = `${cessionPartitionKey(rutFactoring, role)}#${dte.rutEmisor}#${dte.tipoDTE}#${dte.folio}`;
    const projection = projectionOf(fields);
    const toRecord = fromItem<Pick<CessionRecord, K>>;
    const items: Pick<CessionRecord, K>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: CESSIONS_BY_DOCUMENT_INDEX,
          KeyConditionExpression: 'docKey = :docKey',
          ProjectionExpression: projection.ProjectionExpression,
          ExpressionAttributeNames: namesOrNone(projection.names),
          ExpressionAttributeValues: { ':docKey': docKey },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []).map(toRecord));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }
}

interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The FilterExpression of the optional rut (any party) and folio filters; undefined when neither is set. */
function buildFilter(q: CessionQuery): Filter | undefined {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (q.rut !== undefined) {
    names['#rut'] = 'rut';
    const parties = ['emisor', 'cedente', 'cesionario', 'deudor'];
    parties.forEach((party) => (names[`#${party}`] = party));
    values[':rut'] = normalizeRut(q.rut);
    clauses.push(`(${parties.map((party) => `#${party}.#rut = :rut`).join(' OR ')})`);
  }
  if (q.folio !== undefined) {
    names['#folio'] = 'folio';
    values[':folio'] = q.folio;
    clauses.push('#folio = :folio');
  }
  return clauses.length > 0 ? { expression: clauses.join(' AND '), names, values } : undefined;
}
