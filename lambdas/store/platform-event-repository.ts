import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PlatformEvent } from '../../domain/platform-events/platform-event';

/** How long a published event's id is kept (then DynamoDB forgets it by TTL): well beyond any refresh window. */
export const EVENT_ID_RETENTION_DAYS = 400;

/**
 * The `platformEvents` table (lambdas/store/tables.ts: pk id): the ids of the events already published, each
 * recorded by one conditional put, so two runs that raise the same event hand it to the sinks once. A record stays
 * `entregado: false` until its event was handed to every sink, so a process that died in between leaves a record a
 * later run can claim and hand on (at least once, never lost). Records written before that state existed have no
 * `entregado` and count as delivered.
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
          Item: { id: event.id, tipo: event.tipo, rutFactoring: event.rutFactoring, publicadoEn: now.toISOString(), expiresAt, entregado: false },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Claims an event recorded but never marked delivered (its publisher died before the sinks had it) once its record
   * is older than `staleBefore`, restamping publicadoEn with `now` so a concurrent publisher cannot claim it too.
   * @returns true when this call claimed it; false when it was delivered, is fresh, or is not recorded.
   * @throws the SDK's error for anything but the failed condition.
   */
  async claimUndelivered(eventId: string, now: Date, staleBefore: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: eventId },
          UpdateExpression: 'SET publicadoEn = :now',
          ConditionExpression: 'entregado = :no AND publicadoEn < :stale',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':no': false, ':stale': staleBefore.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Marks a recorded event as handed to every sink (a missing record is not created). */
  async markDelivered(eventId: string): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: eventId },
          UpdateExpression: 'SET entregado = :yes',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':yes': true },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}
