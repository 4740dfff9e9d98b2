import { queryAll } from './query-all';
import { type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { nominaKey, type NominaRow } from '@domain/nomina/nomina-row';
import type { FactoringScope } from '../platform/factoring-scope';
import { batchWrite } from './batch-write';

/** A stored nómina row: the row, its factoring, its sort key and when it was loaded (ISO instant). */
interface NominaItem extends NominaRow {
  rutFactoring: string;
  sk: string;
  cargadaEn: string;
}

/**
 * The `nominas` table (lambdas/store/tables.ts: pk rutFactoring, sk '{rutClient}#{rutDebtor}#{folio}'):
 * the payroll each factoring loads ('Carga Nómina', core-platform §2, §3 "Nomina row", §7 createNomina).
 */
export class NominaRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Upserts the rows of the scope's factoring's nómina in BatchWriteItem calls of 25 (lambdas/store/batch-write.ts): a
   * document already stored takes the new estado, documents absent from this upload stay as they were. Rows with
   * the same key keep the last one. Idempotent, so a retried upload duplicates nothing.
   * @param rows normalised rows (domain/nomina/nomina-row.ts checkNominaRow).
   * @param cargadaEn ISO instant of the upload.
   * @throws Error when a batch stays unprocessed after its retries; SDK errors propagate.
   */
  async putAll({ rutFactoring }: FactoringScope, rows: readonly NominaRow[], cargadaEn: string): Promise<void> {
    const items = new Map<string, NominaItem>();
    for (const row of rows) {
      const sk = nominaKey(row.rutClient, row.rutDebtor, row.folio);
      items.set(sk, { rutFactoring, sk, ...row, cargadaEn });
    }
    await batchWrite(
      this.doc,
      this.tableName,
      [...items.values()].map((Item) => ({ PutRequest: { Item } })),
    );
  }

  /**
   * Every stored nómina row of the scope's factoring: one paginated Query of its partition (never a Scan), in sort
   * key order.
   * @returns the rows as {rutClient, rutDebtor, folio, estado}; [] when it never loaded one.
   */
  async listForFactoring({ rutFactoring }: FactoringScope): Promise<NominaRow[]> {
    return queryAll<NominaRow>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :rut',
      ExpressionAttributeValues: { ':rut': rutFactoring },
      ProjectionExpression: 'rutClient, rutDebtor, folio, estado',
    });
  }
}
