import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JudicialErasure } from '@domain/judicial/erasure';
import type { SweepState } from '@domain/judicial/sweep';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite } from './batch-write';
import { writeApplied } from './condition-failure';
import { queryAll } from './query-all';

/** Sort key of a RUT's one sweep. */
const SWEEP = 'barrido';
/** Sort key of a factoring's query record of the RUT. */
const queryKey = (rutFactoring: string) => `consulta#${rutFactoring}`;
/** Sort-key prefix of the record of a deletion of the RUT's records (kept: the proof the request was honoured). */
const ERASURE = 'supresion#';

/** The sweep a stored item holds (its state as JSON), or null for none. */
function sweepOf(item: Record<string, unknown> | undefined): SweepState | null {
  return typeof item?.estado === 'string' ? (JSON.parse(item.estado) as SweepState) : null;
}

/** What the store keeps of a RUT, as the nightly watch weighs it. */
export interface JudicialRutRecord {
  sweep: SweepState | null;
  /** ISO instant of the latest query of any factoring, or null. */
  lastAskedAt: string | null;
  /** The latest deletion of the RUT's records, or null. */
  erasure: JudicialErasure | null;
}

/**
 * The judicial radar's records (table judicialRecords, pk rut): one sweep per RUT shared by every factoring (sk
 * 'barrido': the Poder Judicial's public records, gathered with no tenant's credentials, so two factorings asking the
 * same RUT never sweep the portal twice), and each factoring's query record of the RUT (sk 'consulta#{rutFactoring}':
 * which factoring asked and when, what lets it read the sweep). Nothing of a factoring's own is kept in the sweep: the
 * cross-check against its Cartera is computed at each read. Every such item carries `expiresAt`, after which DynamoDB
 * deletes it (only what the purpose needs is kept, and no longer: records expire with their time to live). The
 * records of a data subject's deletion requests (sk 'supresion#{ISO instant}') are kept without expiry.
 */
export class JudicialSweepStore {
  /**
   * @param keepDays how long an item is kept after its last write, days (the cache's time to live: after it the
   *   records are never served again, so they need not be kept).
   */
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly keepDays: number,
  ) {}

  /** The RUT's sweep, or null when it has none. @throws the store's error. */
  async get(rut: string): Promise<SweepState | null> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { rut, sk: SWEEP } }));
    return sweepOf(Item);
  }

  /** Stores (replaces) the RUT's sweep, kept `keepDays` from its last update. @throws the store's error. */
  async put(state: SweepState): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: this.sweepItem(state) }));
  }

  /**
   * Stores `planned` as the RUT's sweep in place of `replaced`, the sweep read when `planned` was made (its baseline
   * comes from it), unless the stored sweep is no longer that one or is running and was last written after `staleAt`
   * (ISO; a running sweep written at or before it is taken as dead). Of two queries (or a query and the watch) asking
   * at once, one starts the sweep and the other joins it; and a plan made from a sweep read before another one started
   * and finished is refused, so its older baseline never replaces the newer sweep's and alerts its cases again.
   * @param replaced the RUT's sweep as read before planning, or null when it had none.
   * @returns false when the stored sweep was not `replaced`, or was live (nothing written).
   * @throws the store's other errors.
   */
  async start(planned: SweepState, replaced: SweepState | null, staleAt: string): Promise<boolean> {
    const condition = replaced
      ? {
          // actualizadoEn versions the item: every write of a sweep moves it forward.
          ConditionExpression: 'actualizadoEn = :read AND (estadoBarrido <> :running OR actualizadoEn <= :staleAt)',
          ExpressionAttributeValues: { ':read': replaced.updatedAt, ':running': 'running', ':staleAt': staleAt },
        }
      : { ConditionExpression: 'attribute_not_exists(rut)' };
    return writeApplied(
      this.doc.send(new PutCommand({ TableName: this.tableName, Item: this.sweepItem(planned), ...condition })),
    );
  }

  /**
   * Writes a running sweep's progress or end, only while it is still the RUT's sweep (started at `state.startedAt`):
   * a sweep taken as dead and started again, or whose records were deleted, must not overwrite its successor's.
   * @returns false when another sweep replaced it or its records were deleted (nothing written).
   * @throws the store's other errors.
   */
  async advance(state: SweepState): Promise<boolean> {
    return writeApplied(
      this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: this.sweepItem(state),
          ConditionExpression: 'iniciadoEn = :startedAt',
          ExpressionAttributeValues: { ':startedAt': state.startedAt },
        }),
      ),
    );
  }

  /**
   * Records that the factoring asked for the RUT at `at` (ISO): its right to read the RUT's sweep, kept `keepDays`.
   * @throws the store's error.
   */
  async recordQuery({ rutFactoring }: FactoringScope, rut: string, at: string): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { rut, sk: queryKey(rutFactoring), rutFactoring, preguntadoEn: at, expiresAt: this.expiry(at) },
      }),
    );
  }

  /**
   * When the factoring last asked for the RUT (ISO), or null when it has no query record (never asked, or the record
   * expired). @throws the store's error.
   */
  async askedAt({ rutFactoring }: FactoringScope, rut: string): Promise<string | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rut, sk: queryKey(rutFactoring) } }),
    );
    return typeof Item?.preguntadoEn === 'string' ? Item.preguntadoEn : null;
  }

  /**
   * The factorings other than the scope's whose query record of the RUT is still within its time to live at `now`
   * (DynamoDB deletes expired items late: those are not counted). @throws the store's error.
   */
  async otherAskers({ rutFactoring }: FactoringScope, rut: string, now: Date): Promise<string[]> {
    const nowSeconds = now.getTime() / 1000;
    return (await this.partition(rut)).flatMap((item) =>
      item.sk.startsWith(queryKey('')) &&
      item.rutFactoring !== rutFactoring &&
      typeof item.expiresAt === 'number' &&
      item.expiresAt > nowSeconds
        ? [String(item.rutFactoring)]
        : [],
    );
  }

  /** Deletes the factoring's query record of the RUT (none: nothing happens). @throws the store's error. */
  async deleteQuery({ rutFactoring }: FactoringScope, rut: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { rut, sk: queryKey(rutFactoring) } }));
  }

  /**
   * Deletes the RUT's sweep unless it is running and was last written after `staleAt` (ISO): a live sweep's worker
   * would write it back.
   * @returns false when a live sweep was left.
   * @throws the store's other errors.
   */
  async deleteSweep(rut: string, staleAt: string): Promise<boolean> {
    return writeApplied(
      this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { rut, sk: SWEEP },
          ConditionExpression: 'attribute_not_exists(rut) OR estadoBarrido <> :running OR actualizadoEn <= :staleAt',
          ExpressionAttributeValues: { ':running': 'running', ':staleAt': staleAt },
        }),
      ),
    );
  }

  /**
   * Deletes every record kept of the RUT (its sweep, every factoring's query record) and records the deletion
   * (domain/judicial/erasure.ts); earlier deletions' records stay.
   * @returns how many records were deleted.
   * @throws the store's error (the deletion is recorded only once every record is gone).
   */
  async erase(erasure: JudicialErasure): Promise<number> {
    const keys = (await this.partition(erasure.rut))
      .filter((item) => !item.sk.startsWith(ERASURE))
      .map(({ rut, sk }) => ({ DeleteRequest: { Key: { rut, sk } } }));
    await batchWrite(this.doc, this.tableName, keys);
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { ...erasure, sk: `${ERASURE}${erasure.borradoEn}` } }),
    );
    return keys.length;
  }

  /** Everything kept of the RUT (see {@link JudicialRutRecord}). @throws the store's error. */
  async rutRecord(rut: string): Promise<JudicialRutRecord> {
    const items = await this.partition(rut);
    const sweep = items.find((item) => item.sk === SWEEP);
    const asked = items.flatMap((item) => (typeof item.preguntadoEn === 'string' ? [item.preguntadoEn] : []));
    const erasure = items.filter((item) => item.sk.startsWith(ERASURE)).at(-1);
    return {
      sweep: sweepOf(sweep),
      lastAskedAt: asked.length > 0 ? asked.reduce((a, b) => (a > b ? a : b)) : null,
      erasure: erasure
        ? {
            rut,
            borradoPor: String(erasure.borradoPor),
            borradoEn: String(erasure.borradoEn),
            sinVigilanciaHasta: String(erasure.sinVigilanciaHasta),
          }
        : null,
    };
  }

  private partition(rut: string) {
    return queryAll<{ rut: string; sk: string } & Record<string, unknown>>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rut = :rut',
      ExpressionAttributeValues: { ':rut': rut },
      ConsistentRead: true,
    });
  }

  private sweepItem(state: SweepState) {
    return {
      rut: state.rut,
      sk: SWEEP,
      estado: JSON.stringify(state),
      estadoBarrido: state.status,
      iniciadoEn: state.startedAt,
      actualizadoEn: state.updatedAt,
      expiresAt: this.expiry(state.updatedAt),
    };
  }

  private expiry(at: string): number {
    return Math.ceil(Date.parse(at) / 1000 + this.keepDays * 86_400);
  }
}
