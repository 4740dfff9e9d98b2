import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PlatformEvent } from '../../domain/platform-events/platform-event';

/** How long a published event's id is kept (then DynamoDB forgets it by TTL): well beyond any refresh window. */
export const EVENT_ID_RETENTION_DAYS = 400;

/**
 * The `platformEvents` table (lambdas/store/tables.ts: pk id): the ids of the events already published, each
 * recorded by one conditional put, so two runs that raise the same event hand it to the sinks once.
 */
export class PlatformEventRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Records the event's id unless it is already recorded.
   * @param now stamps publicadoEn (ISO) and the TTL (epoch seconds, {@link EVENT_ID_RETENTION_DAYS} later).
   * @returns true when this call recorded it (the event is new), false when it was already there.
   * @throws the SDK's error for anything but the failed condition.
   */
  async recordNew(event: PlatformEvent, now: Date): Promise<boolean> {
    const expiresAt = Math.floor(now.getTime() / 1000) + EVENT_ID_RETENTION_DAYS * 86_400;
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { id: event.id, tipo: event.tipo, rutFactoring: event.rutFactoring, publicadoEn: now.toISOString(), expiresAt },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}
