import type { FactoringScope } from '../platform/factoring-scope';
import { queryAll } from './query-all';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CONNECTIONS_BY_FACTORING_INDEX } from './tables';

/** An open WebSocket connection of the eventoBack channel, bound to the factoring it was opened for. */
export interface ConnectionRecord {
  connectionId: string;
  rutFactoring: string;
  username: string;
  /** ISO instant */
  connectedAt: string;
  /**
   * `exp` of the id token that opened it, epoch seconds: pushes close the connection after it, and DynamoDB deletes the
   * row by TTL (tables.ts) if no push comes.
   */
  expiresAt: number;
}

/** Open connections of the realtime channel (table `connections` of lambdas/store/tables.ts). */
export class ConnectionRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Stores (or replaces) a connection. */
  async put(connection: ConnectionRecord): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: connection }));
  }

  /** Forgets a connection; a missing one is not an error. */
  async delete(connectionId: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableName, Key: { connectionId } }));
  }

  /** Every open connection of the scope's factoring, read through the byFactoring index (no Scan). */
  async listForFactoring({ rutFactoring }: FactoringScope): Promise<ConnectionRecord[]> {
    return queryAll<ConnectionRecord>(this.doc, {
      TableName: this.tableName,
      IndexName: CONNECTIONS_BY_FACTORING_INDEX,
      KeyConditionExpression: 'rutFactoring = :r',
      ExpressionAttributeValues: { ':r': rutFactoring },
    });
  }
}
