import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SweepState } from '@domain/judicial/sweep';
import type { FactoringScope } from '../platform/factoring-scope';

/**
 * The judicial radar's sweeps, each factoring's own (table judicialSweeps: pk rutFactoring, sk rut; one factoring's
 * query never serves another's results): the sweep's state as it progresses, written after every tribunal, and once
 * done its records. Every item carries `expiresAt`, after which DynamoDB deletes it (only what the purpose needs is
 * kept, and no longer: records expire with their time to live).
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

  /** The factoring's sweep of the RUT, or null when it has none. @throws the store's error. */
  async get({ rutFactoring }: FactoringScope, rut: string): Promise<SweepState | null> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { rutFactoring, rut } }));
    return typeof Item?.estado === 'string' ? (JSON.parse(Item.estado) as SweepState) : null;
  }

  /** Stores (replaces) the factoring's sweep of the RUT, kept `keepDays` from its last update. */
  async put({ rutFactoring }: FactoringScope, state: SweepState): Promise<void> {
    const expiresAt = Math.ceil(Date.parse(state.updatedAt) / 1000 + this.keepDays * 86_400);
    await this.doc.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { rutFactoring, rut: state.rut, estado: JSON.stringify(state), expiresAt },
      }),
    );
  }
}
