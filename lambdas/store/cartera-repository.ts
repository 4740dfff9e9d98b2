import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { drillOrderKey, type CarteraDocument } from '@domain/cartera/cartera-document';
import type { JudicialFlag } from '@domain/cartera/judicial-flag';
import { NO_LIMITS, type CarteraLimits } from '@domain/cartera/limits';
import { partyId, type PartyAggregate, type PartyKind } from '@domain/cartera/party-aggregate';
import { BadRequestError } from '../platform/errors';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchGetAll } from './batch-get';
import { BuildMarkedStore, putOrDelete } from './build-mark';
import { batchWrite, type WriteRequest } from './batch-write';
import { decodePageToken, encodePageToken } from './page-token';
import { queryAll } from './query-all';

/** A drill-down line to write: the document's line and the cession sort key it is stored under. */
export interface CarteraLine {
  sk: string;
  document: CarteraDocument;
}

const PARTY = 'party#';
const DOC = 'doc#';
const META = 'meta';
const LIMITES = 'limites';
/** 'judicial#{rut}': a client's or debtor's red flag 'Causa judicial nueva' (domain/cartera/judicial-flag.ts). */
const JUDICIAL = 'judicial#';
/**
 * Version of the line keys: a build made under another (or none) counts as never made, so the next refresh clears it
 * and builds it whole under the current keys.
 */
const LAYOUT = 2;
/** Lines read per Query after the first when a filter skips some. */
const FILTERED_READ = 1_000;

const linePrefix = (tipo: PartyKind, rut: string) => `${DOC}${partyId(tipo, rut)}#`;
/** 'doc#{tipo}#{rut}#{drill order}#{cession sk}': a party's lines sort in the drill-down's order. */
const lineKeys = (line: CarteraLine) =>
  (['deudor', 'cedente'] as const).map(
    (tipo) => `${linePrefix(tipo, line.document[tipo].rut)}${drillOrderKey(line.document)}#${line.sk}`,
  );

/** One page of a drill-down: nextToken null on the last. */
export interface LinePage<T> {
  items: T[];
  nextToken: string | null;
}

/**
 * The 'Cartera' aggregates, drill-down lines and limits of each factoring (table `carteras`, lambdas/store/tables.ts).
 * The refresh is the only writer of aggregates and lines (one refresh per factoring at a time, under the job lease),
 * the GraphQL API the only writer of limits, the judicial sweep job the only writer of judicial flags (the
 * factoring's deletion of a RUT's judicial records removes one); reads are Queries of one partition or Gets, never
 * Scans.
 */
export class CarteraRepository extends BuildMarkedStore {
  constructor(doc: DynamoDBDocumentClient, tableName: string) {
    super(doc, tableName, META, LAYOUT);
  }

  /** One debtor's or cedente's aggregate, or null when the factoring holds nothing of it. */
  async party({ rutFactoring }: FactoringScope, tipo: PartyKind, rut: string): Promise<PartyAggregate | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: `${PARTY}${partyId(tipo, rut)}` } }),
    );
    if (!Item) return null;
    const { rutFactoring: _f, sk: _sk, ...party } = Item;
    return party as PartyAggregate;
  }

  /** Every debtor and cedente aggregate of the factoring (one paged Query). */
  async parties({ rutFactoring }: FactoringScope): Promise<PartyAggregate[]> {
    const items = await queryAll<PartyAggregate & { rutFactoring: string; sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':f': rutFactoring, ':p': PARTY },
    });
    return items.map(({ rutFactoring: _f, sk: _sk, ...party }) => party);
  }

  /**
   * Writes the aggregates of `ids` as they are in `parties`, deleting those no longer in it (BatchWrite).
   * @param ids partyId values (domain/cartera/party-aggregate.ts).
   */
  async writeParties(
    { rutFactoring }: FactoringScope,
    parties: ReadonlyMap<string, PartyAggregate>,
    ids: Iterable<string>,
  ): Promise<void> {
    await batchWrite(
      this.doc,
      this.tableName,
      putOrDelete(rutFactoring, parties, ids, (id) => `${PARTY}${id}`),
    );
  }

  /** Deletes the lines of `removed` and writes those of `added` under both of their parties (BatchWrite). */
  async writeLines(
    { rutFactoring }: FactoringScope,
    removed: readonly CarteraLine[],
    added: readonly CarteraLine[],
  ): Promise<void> {
    const kept = new Set(added.flatMap(lineKeys));
    const deletes: WriteRequest[] = [...new Set(removed.flatMap(lineKeys))]
      .filter((sk) => !kept.has(sk))
      .map((sk) => ({ DeleteRequest: { Key: { rutFactoring, sk } } }));
    const puts: WriteRequest[] = added.flatMap((line) =>
      lineKeys(line).map((sk) => ({ PutRequest: { Item: { rutFactoring, sk, ...line.document } } })),
    );
    await batchWrite(this.doc, this.tableName, deletes);
    await batchWrite(this.doc, this.tableName, puts);
  }

  /**
   * Deletes every aggregate and line of the factoring and its build mark (before a full build), keeping its limits,
   * judicial flags and whatever else shares the partition (the report cells, report-cell-repository.ts).
   */
  async clear({ rutFactoring }: FactoringScope): Promise<void> {
    const keys = await queryAll<{ sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f',
      ExpressionAttributeValues: { ':f': rutFactoring },
      ProjectionExpression: 'sk',
    });
    const requests: WriteRequest[] = keys
      .filter(({ sk }) => sk === META || sk.startsWith(PARTY) || sk.startsWith(DOC))
      .map(({ sk }) => ({ DeleteRequest: { Key: { rutFactoring, sk } } }));
    await batchWrite(this.doc, this.tableName, requests);
  }

  /**
   * One page of a debtor's or cedente's drill-down in its order (domain/cartera/cartera-document.ts drillOrderKey):
   * lines are read by key from where `nextToken` left off and kept when `select` maps them to an item, until `limit`
   * items are kept or the party's lines end. Unfiltered, a page reads limit + 1 lines, whatever the party holds.
   * @param select the item for a line, or null to skip it (a filter at the request's instant).
   * @returns the items and the token of the next page (null when no line is left to read).
   * @throws BadRequestError('nextToken inválido') for a token of another factoring or party.
   */
  async documentPage<T>(
    { rutFactoring }: FactoringScope,
    tipo: PartyKind,
    rut: string,
    select: (line: CarteraDocument) => T | null,
    limit: number,
    nextToken?: string | null,
  ): Promise<LinePage<T>> {
    const prefix = linePrefix(tipo, rut);
    let start: Record<string, string> | undefined = nextToken
      ? decodePageToken(nextToken, 'rutFactoring', rutFactoring)
      : undefined;
    if (start && !start.sk?.startsWith(prefix)) throw new BadRequestError('nextToken inválido');
    const items: T[] = [];
    let last: Record<string, string> | null = null;
    for (let read = limit + 1; ; read = FILTERED_READ) {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':f': rutFactoring, ':p': prefix },
          ExclusiveStartKey: start,
          Limit: read,
        }),
      );
      for (const { rutFactoring: _f, sk, ...line } of (page.Items ?? []) as (CarteraDocument & {
        rutFactoring: string;
        sk: string;
      })[]) {
        if (items.length === limit) return { items, nextToken: encodePageToken(last!) };
        last = { rutFactoring, sk };
        const item = select(line);
        if (item !== null) items.push(item);
      }
      if (!page.LastEvaluatedKey) return { items, nextToken: null };
      if (items.length === limit) return { items, nextToken: encodePageToken(last!) };
      start = page.LastEvaluatedKey as Record<string, string>;
    }
  }

  /** The factoring's limits; none set when it never saved any. */
  async limits({ rutFactoring }: FactoringScope): Promise<CarteraLimits> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: LIMITES } }),
    );
    if (!Item) return NO_LIMITS;
    const { rutFactoring: _f, sk: _sk, ...limits } = Item;
    return limits as CarteraLimits;
  }

  /** Replaces the factoring's limits (already checked, domain/cartera/limits.ts parseCarteraLimits). */
  async putLimits({ rutFactoring }: FactoringScope, limits: CarteraLimits): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { rutFactoring, sk: LIMITES, ...limits } }));
  }

  /** Every judicial flag of the factoring (one paged Query), standing or not. */
  async judicialFlags({ rutFactoring }: FactoringScope): Promise<JudicialFlag[]> {
    const items = await queryAll<JudicialFlag>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':f': rutFactoring, ':p': JUDICIAL },
    });
    return items.map(({ rut, causas }) => ({ rut, causas }));
  }

  /** The RUT's judicial flag in the factoring's Cartera, or null. */
  async judicialFlag({ rutFactoring }: FactoringScope, rut: string): Promise<JudicialFlag | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: `${JUDICIAL}${rut}` } }),
    );
    return Item ? { rut, causas: Item.causas as JudicialFlag['causas'] } : null;
  }

  /** Deletes the RUT's judicial flag from the factoring's Cartera (none: nothing happens). */
  async deleteJudicialFlag({ rutFactoring }: FactoringScope, rut: string): Promise<void> {
    await this.doc.send(
      new DeleteCommand({ TableName: this.tableName, Key: { rutFactoring, sk: `${JUDICIAL}${rut}` } }),
    );
  }

  /**
   * Which of `rutFactorings` hold `rut` in their Cartera, as a client (cedente) or a debtor. The one read across
   * factorings, and it answers only their RUTs, never what they hold: whether the RUT's shared judicial records still
   * serve another factoring (lambdas/services/judicial/forget-judicial-rut.ts).
   * @throws the store's error.
   */
  async holders(rut: string, rutFactorings: readonly string[]): Promise<string[]> {
    const keys = rutFactorings.flatMap((rutFactoring) =>
      (['cedente', 'deudor'] as const).map((tipo) => ({ rutFactoring, sk: `${PARTY}${partyId(tipo, rut)}` })),
    );
    const found = await batchGetAll(this.doc, this.tableName, keys);
    return [...new Set(found.map((item) => String(item.rutFactoring)))];
  }

  /** Replaces the RUT's judicial flag (domain/cartera/judicial-flag.ts flagWithNewCases). */
  async putJudicialFlag({ rutFactoring }: FactoringScope, flag: JudicialFlag): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { rutFactoring, sk: `${JUDICIAL}${flag.rut}`, ...flag } }),
    );
  }
}
