import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CarteraDocument } from '../../domain/cartera/cartera-document';
import { NO_LIMITS, type CarteraLimits } from '../../domain/cartera/limits';
import { partyId, type PartyAggregate, type PartyKind } from '../../domain/cartera/party-aggregate';
import { batchWrite, type WriteRequest } from './batch-write';
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

const lineKeys = (line: CarteraLine) => (['deudor', 'cedente'] as const).map((tipo) => `${DOC}${tipo}#${line.document[tipo].rut}#${line.sk}`);

/**
 * The 'Cartera' aggregates, drill-down lines and limits of each factoring (table `carteras`, lambdas/store/tables.ts).
 * The refresh is the only writer of aggregates and lines (one refresh per factoring at a time, under the job lease),
 * the GraphQL API the only writer of limits; reads are Queries of one partition, never Scans.
 */
export class CarteraRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** When the factoring's aggregates were first built (ISO), or null when they never were. */
  async builtAt(rutFactoring: string): Promise<string | null> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: META } }));
    return (Item?.builtAt as string | undefined) ?? null;
  }

  /** Records that the aggregates are built (after their first full build). */
  async markBuilt(rutFactoring: string, builtAt: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { rutFactoring, sk: META, builtAt } }));
  }

  /** Every debtor and cedente aggregate of the factoring (one paged Query). */
  async parties(rutFactoring: string): Promise<PartyAggregate[]> {
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
  async writeParties(rutFactoring: string, parties: ReadonlyMap<string, PartyAggregate>, ids: Iterable<string>): Promise<void> {
    const requests: WriteRequest[] = [...ids].map((id) => {
      const party = parties.get(id);
      return party
        ? { PutRequest: { Item: { rutFactoring, sk: `${PARTY}${id}`, ...party } } }
        : { DeleteRequest: { Key: { rutFactoring, sk: `${PARTY}${id}` } } };
    });
    await batchWrite(this.doc, this.tableName, requests);
  }

  /** Deletes the lines of `removed` and writes those of `added` under both of their parties (BatchWrite). */
  async writeLines(rutFactoring: string, removed: readonly CarteraLine[], added: readonly CarteraLine[]): Promise<void> {
    const kept = new Set(added.flatMap(lineKeys));
    const deletes: WriteRequest[] = [...new Set(removed.flatMap(lineKeys))]
      .filter((sk) => !kept.has(sk))
      .map((sk) => ({ DeleteRequest: { Key: { rutFactoring, sk } } }));
    const puts: WriteRequest[] = added.flatMap((line) => lineKeys(line).map((sk) => ({ PutRequest: { Item: { rutFactoring, sk, ...line.document } } })));
    await batchWrite(this.doc, this.tableName, deletes);
    await batchWrite(this.doc, this.tableName, puts);
  }

  /** Deletes every aggregate and line of the factoring (before a full build), keeping its limits. */
  async clear(rutFactoring: string): Promise<void> {
    const keys = await queryAll<{ sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f',
      ExpressionAttributeValues: { ':f': rutFactoring },
      ProjectionExpression: 'sk',
    });
    const requests: WriteRequest[] = keys.filter(({ sk }) => sk !== LIMITES).map(({ sk }) => ({ DeleteRequest: { Key: { rutFactoring, sk } } }));
    await batchWrite(this.doc, this.tableName, requests);
  }

  /** The drill-down lines of one debtor or cedente (one paged Query). */
  async documents(rutFactoring: string, tipo: PartyKind, rut: string): Promise<CarteraDocument[]> {
    const items = await queryAll<CarteraDocument & { rutFactoring: string; sk: string }>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :f AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':f': rutFactoring, ':p': `${DOC}${partyId(tipo, rut)}#` },
    });
    return items.map(({ rutFactoring: _f, sk: _sk, ...line }) => line);
  }

  /** The factoring's limits; none set when it never saved any. */
  async limits(rutFactoring: string): Promise<CarteraLimits> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: LIMITES } }));
    if (!Item) return NO_LIMITS;
    const { rutFactoring: _f, sk: _sk, ...limits } = Item;
    return limits as CarteraLimits;
  }

  /** Replaces the factoring's limits (already checked, domain/cartera/limits.ts parseCarteraLimits). */
  async putLimits(rutFactoring: string, limits: CarteraLimits): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { rutFactoring, sk: LIMITES, ...limits } }));
  }
}
