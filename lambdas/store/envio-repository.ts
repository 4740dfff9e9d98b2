import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all';
import { envioKey, PENDING_ESTADOS, type EnvioAec, type EnvioDocument } from '@domain/aec-envio/envio';
import { isConditionFailure } from './condition-failure';
import type { FactoringScope } from '../platform/factoring-scope';

export { envioKey, type EnvioDocument };

/** A stored envío: the document's envío plus its keys. */
interface EnvioItem extends EnvioAec, EnvioDocument {
  rutFactoring: string;
  sk: string;
}

/** `estado IN (...)` over the pending states, with its values. */
const PENDING_VALUES = Object.fromEntries(PENDING_ESTADOS.map((estado, index) => [`:p${index}`, estado]));
const PENDING_IN = `estado IN (${Object.keys(PENDING_VALUES).join(', ')})`;

/**
 * The `envios` table (lambdas/store/tables.ts: pk rutFactoring, sk {@link envioKey}): the last AEC the platform sent to
 * the SII for each document of a factoring. One item per document, so "one pending envío per document"
 * is a conditional put (dynalite has no transactions): a double click, a retried request or a second user can never
 * start a second upload while one is in flight.
 */
export class EnvioRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Claims the document for a new envío (state 'en-cola', before anything is built or sent), unless an envío of it is
   * still in flight (en-cola, subiendo, enviado).
   * @returns true when claimed; false when another envío of the document is in flight.
   * @throws the SDK's error for anything but the failed condition.
   */
  async claim({ rutFactoring }: FactoringScope, envio: EnvioAec & EnvioDocument): Promise<boolean> {
    const item: EnvioItem = { ...envio, rutFactoring, sk: envioKey(envio) };
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: item,
          ConditionExpression: `attribute_not_exists(sk) OR NOT ${PENDING_IN}`,
          ExpressionAttributeValues: PENDING_VALUES,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) {
        return false;
      }
      throw error;
    }
  }

  /**
   * Writes the envío's new state fields (estado, trackId, estadoSii, glosa, actualizadoEn...) onto the stored item.
   * @throws the SDK's error.
   */
  async update({ rutFactoring }: FactoringScope, document: EnvioDocument, changes: Partial<EnvioAec>): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(changes).map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:v${index}`] = value ?? null;
      return `#f${index} = :v${index}`;
    });
    if (sets.length === 0) return;
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { rutFactoring, sk: envioKey(document) },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  /** The document's envío, or null when the platform never sent one. */
  async get({ rutFactoring }: FactoringScope, document: EnvioDocument): Promise<(EnvioAec & EnvioDocument) | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk: envioKey(document) } }),
    );
    return Item ? strip(Item as EnvioItem) : null;
  }

  /**
   * Every envío of a factoring (one paginated Query of its partition); `pendingOnly` keeps those in flight.
   * @returns the envíos with their documents, in sort key order.
   */
  async listForFactoring(
    { rutFactoring }: FactoringScope,
    pendingOnly = false,
  ): Promise<Array<EnvioAec & EnvioDocument>> {
    const items = await queryAll<EnvioItem>(this.doc, {
      TableName: this.tableName,
      KeyConditionExpression: 'rutFactoring = :rut',
      ...(pendingOnly
        ? { FilterExpression: PENDING_IN, ExpressionAttributeValues: { ':rut': rutFactoring, ...PENDING_VALUES } }
        : { ExpressionAttributeValues: { ':rut': rutFactoring } }),
    });
    return items.map(strip);
  }
}

function strip(item: EnvioItem): EnvioAec & EnvioDocument {
  const { rutFactoring: _rut, sk: _sk, ...envio } = item;
  return envio as EnvioAec & EnvioDocument;
}
